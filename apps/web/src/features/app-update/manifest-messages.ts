import { defineMessages } from 'react-intl';

/**
 * The install manifest's texts. The build writes one manifest per locale from the catalogues
 * (vite.config.ts, `webManifests`); these definitions keep the ids in the catalogues.
 */
export const manifestMessages = defineMessages({
  name: { id: 'app.manifest.name', defaultMessage: 'Rencontres authentiques' },
  shortName: { id: 'app.manifest.short_name', defaultMessage: 'Rencontres' },
  description: {
    id: 'app.manifest.description',
    defaultMessage:
      'Des rencontres authentiques et sûres pour les célibataires qui veulent aussi grandir.',
  },
});
