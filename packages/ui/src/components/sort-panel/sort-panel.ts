import { defineMessages } from 'react-intl';
import type { SortChoice } from './sort-query.ts';

export * from './sort-query.ts';

/** The name and description of each sort choice, shared with the search toolbar. */
export const sortMessages = defineMessages<{
  label: { choice: SortChoice };
  description: { choice: SortChoice };
}>({
  label: {
    id: 'ui.sort-panel.choice',
    defaultMessage:
      '{choice, select, proximity {Proximité} values {Valeurs en commun} other {Connexion}}',
  },
  description: {
    id: 'ui.sort-panel.choice_description',
    defaultMessage:
      '{choice, select, proximity {Les membres les plus près de vous d’abord} values {Les membres qui partagent le plus de valeurs avec vous d’abord} other {Les membres connectés le plus récemment d’abord}}',
  },
});
