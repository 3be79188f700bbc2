import { Card, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const messages = defineMessages({
  mediaKit: { id: 'ambassador.cards.media-kit', defaultMessage: 'Trousse média' },
  mediaKitText: {
    id: 'ambassador.cards.media-kit.text',
    defaultMessage: 'Nos vidéos promotionnelles et les articles de nos experts, prêts à partager.',
  },
  sharingTools: { id: 'ambassador.cards.sharing-tools', defaultMessage: 'Outils de partage' },
  sharingToolsText: {
    id: 'ambassador.cards.sharing-tools.text',
    defaultMessage:
      'Partagez votre lien sur Facebook, Messenger ou par courriel, en quelques étapes.',
  },
  rewards: { id: 'ambassador.cards.rewards', defaultMessage: 'Récompenses' },
  rewardsText: {
    id: 'ambassador.cards.rewards.text',
    defaultMessage: 'Votre solde, vos demandes de paiement et vos parrainages.',
  },
});

const cards: { to: string; title: MessageDescriptor; text: MessageDescriptor; id: string }[] = [
  {
    id: 'media-kit',
    to: paths.ambassador.mediaKit,
    title: messages.mediaKit,
    text: messages.mediaKitText,
  },
  {
    id: 'sharing-tools',
    to: paths.ambassador.sharingTools,
    title: messages.sharingTools,
    text: messages.sharingToolsText,
  },
  {
    id: 'rewards',
    to: paths.ambassador.rewards,
    title: messages.rewards,
    text: messages.rewardsText,
  },
];

/** The dashboard's cards to the media kit, the sharing tools and the rewards. */
export function AreaCards() {
  return (
    <ul className="md:grid-cols-3 grid grid-cols-1 gap-4" data-testid="ambassador-cards">
      {cards.map((card) => (
        <li key={card.id} className="flex">
          <Card className="relative flex-1 transition-shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus hover:shadow-md">
            <CardHeader>
              <CardTitle asChild>
                <h2>
                  <Link
                    to={card.to}
                    className="outline-none after:absolute after:inset-0 after:content-['']"
                  >
                    <FormattedMessage {...card.title} />
                  </Link>
                </h2>
              </CardTitle>
              <CardDescription>
                <FormattedMessage {...card.text} />
              </CardDescription>
            </CardHeader>
          </Card>
        </li>
      ))}
    </ul>
  );
}
