import { LegalPage } from '@app/ui/legal-page';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Politique de confidentialité' },
  intro: {
    id: 'privacy.intro',
    defaultMessage:
      'Votre vie privée compte autant que vos rencontres. Voici ce que nous recueillons, pourquoi, et comment vous gardez la main sur vos renseignements.',
  },
  collectTitle: { id: 'privacy.collect.title', defaultMessage: 'Ce que nous recueillons' },
  collect: {
    id: 'privacy.collect',
    defaultMessage:
      'Votre compte (nom, adresse courriel, mot de passe chiffré), votre profil (réponses, présentation, photos, présentation audio), les renseignements de la vérification d’identité, vos messages, et l’historique de vos paiements. Nous ne conservons jamais le numéro complet d’une carte.',
  },
  useTitle: { id: 'privacy.use.title', defaultMessage: 'Pourquoi nous les utilisons' },
  use: {
    id: 'privacy.use',
    defaultMessage:
      'Pour faire fonctionner le service, vous proposer des profils compatibles, vérifier que chaque membre est bien qui il prétend être, protéger la communauté et gérer votre abonnement.',
  },
  shareTitle: { id: 'privacy.share.title', defaultMessage: 'Avec qui nous les partageons' },
  share: {
    id: 'privacy.share',
    defaultMessage:
      'Avec les autres membres, seulement ce que votre profil montre. Avec nos fournisseurs (hébergement, paiement, vérification d’identité), seulement ce qui leur est nécessaire. Nous ne vendons jamais vos renseignements.',
  },
  keepTitle: { id: 'privacy.keep.title', defaultMessage: 'Conservation et sécurité' },
  keep: {
    id: 'privacy.keep',
    defaultMessage:
      'Vos renseignements sont conservés tant que votre compte existe, puis supprimés, sauf ce que la loi nous oblige à garder (les factures, par exemple). Ils sont protégés par le chiffrement et des accès limités.',
  },
  rightsTitle: { id: 'privacy.rights.title', defaultMessage: 'Vos droits' },
  rights: {
    id: 'privacy.rights',
    defaultMessage:
      'Vous pouvez consulter, corriger ou supprimer vos renseignements, mettre votre profil en pause ou fermer votre compte depuis vos paramètres, ou en nous écrivant depuis la page Nous joindre.',
  },
});

/** The privacy policy, in the reader's language. */
export function PrivacyPolicy() {
  const intl = useIntl();
  const section = (id: string, title: keyof typeof messages, content: keyof typeof messages) => ({
    id,
    title: intl.formatMessage(messages[title]),
    content: (
      <p>
        <FormattedMessage {...messages[content]} />
      </p>
    ),
  });
  return (
    <LegalPage
      title={<FormattedMessage {...messages.title} />}
      intro={<FormattedMessage {...messages.intro} />}
      sections={[
        section('collect', 'collectTitle', 'collect'),
        section('use', 'useTitle', 'use'),
        section('share', 'shareTitle', 'share'),
        section('keep', 'keepTitle', 'keep'),
        section('rights', 'rightsTitle', 'rights'),
      ]}
    />
  );
}
