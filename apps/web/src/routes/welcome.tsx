import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const messages = defineMessages({
  title: { id: 'welcome.title', defaultMessage: 'Des rencontres authentiques' },
  tagline: {
    id: 'welcome.tagline',
    defaultMessage:
      'Pour les célibataires qui veulent une relation vraie, en sécurité, et grandir en chemin.',
  },
  building: {
    id: 'welcome.building',
    defaultMessage: 'L’application se construit : la connexion et l’inscription arrivent bientôt.',
  },
  switchLanguage: { id: 'welcome.switch_language', defaultMessage: 'English' },
  switchLanguageLabel: {
    id: 'welcome.switch_language_label',
    defaultMessage: 'Lire cette page en anglais',
  },
});

/** The first page `npm start` shows until the sign-in and onboarding screens land. */
export function Welcome({ otherLocale }: { otherLocale: string }) {
  const intl = useIntl();
  return (
    <main>
      <h1>
        <FormattedMessage {...messages.title} />
      </h1>
      <p>
        <FormattedMessage {...messages.tagline} />
      </p>
      <p>
        <FormattedMessage {...messages.building} />
      </p>
      <a
        href={`?locale=${otherLocale}`}
        lang={otherLocale}
        aria-label={intl.formatMessage(messages.switchLanguageLabel)}
      >
        <FormattedMessage {...messages.switchLanguage} />
      </a>
    </main>
  );
}
