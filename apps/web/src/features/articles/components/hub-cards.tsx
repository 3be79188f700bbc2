import { Card, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { BookOpen, ExternalLink, Gem, PlayCircle, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { config } from '../../../config';
import { member } from '../../../lib/paths';

const messages = defineMessages({
  videos: { id: 'personal-development.cards.videos', defaultMessage: 'Vidéos' },
  videosText: {
    id: 'personal-development.cards.videos.text',
    defaultMessage: 'Des capsules de nos spécialistes pour mieux vous connaître et mieux aimer.',
  },
  articles: { id: 'personal-development.cards.articles', defaultMessage: 'Articles' },
  articlesText: {
    id: 'personal-development.cards.articles.text',
    defaultMessage: 'Des lectures pour cheminer à votre rythme, seul(e) ou à deux.',
  },
  bonus: { id: 'personal-development.cards.bonus', defaultMessage: 'Bonus' },
  bonusText: {
    id: 'personal-development.cards.bonus.text',
    defaultMessage: 'Le cours bonus réservé aux membres VIP.',
  },
  specialists: { id: 'personal-development.cards.specialists', defaultMessage: 'Nos spécialistes' },
  specialistsText: {
    id: 'personal-development.cards.specialists.text',
    defaultMessage: 'Faites connaissance avec les experts qui signent nos contenus.',
  },
  newTab: {
    id: 'personal-development.cards.new-tab',
    defaultMessage: '(s’ouvre dans un nouvel onglet)',
  },
});

interface HubCard {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: ReactNode;
  /** A page of the app, or an address of the website opened in a new tab. */
  to: string;
  external?: boolean;
}

/** Separates a link's text from its screen-reader hint. */
const SPACE = ' ';

const linkClassName = "outline-none after:absolute after:inset-0 after:content-['']";

/**
 * The personal-development home's four cards: the videos, the articles and the bonus (pages of the
 * app) and the specialists (the website's page, in a new tab).
 */
export function HubCards() {
  const cards: HubCard[] = [
    {
      id: 'video',
      to: member.personalDevelopmentList.href('video'),
      title: messages.videos,
      text: messages.videosText,
      icon: <PlayCircle />,
    },
    {
      id: 'article',
      to: member.personalDevelopmentList.href('article'),
      title: messages.articles,
      text: messages.articlesText,
      icon: <BookOpen />,
    },
    {
      id: 'bonus',
      to: member.personalDevelopmentList.href('bonus'),
      title: messages.bonus,
      text: messages.bonusText,
      icon: <Gem />,
    },
    {
      id: 'specialists',
      to: `${config.websiteUrl}/specialists`,
      title: messages.specialists,
      text: messages.specialistsText,
      icon: <UsersRound />,
      external: true,
    },
  ];
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="personal-development-cards">
      {cards.map((card) => (
        <li key={card.id} className="flex">
          <Card
            data-card={card.id}
            className="relative flex-1 transition-shadow focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus hover:shadow-md"
          >
            <CardHeader>
              <span
                aria-hidden="true"
                className="mb-2 flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-6"
              >
                {card.icon}
              </span>
              <CardTitle asChild>
                <h2>
                  {card.external ? (
                    <a
                      href={card.to}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${linkClassName} inline-flex items-center gap-1.5`}
                    >
                      <FormattedMessage {...card.title} />
                      <ExternalLink aria-hidden="true" className="size-4" />
                      <span className="sr-only">
                        {SPACE}
                        <FormattedMessage {...messages.newTab} />
                      </span>
                    </a>
                  ) : (
                    <Link to={card.to} className={linkClassName}>
                      <FormattedMessage {...card.title} />
                    </Link>
                  )}
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
