import { searchSortOptionValues } from '@app/openapi/enums';
import type { components } from '@app/openapi/schema';
import { defineMessages } from 'react-intl';

/** The search call's `sort` query (MemberSort). */
export type SortQuery = components['schemas']['MemberSort'];
/** A sort choice of the search, as stored in `settings.sort` (SearchSortOption). */
export type SortChoice = components['schemas']['SearchSortOption'];

/** The three sort choices, in the contract's order. */
export const SORT_CHOICES: readonly SortChoice[] = searchSortOptionValues;

/** The `sort` query of a choice: a '-' prefix (descending) unless it is proximity. */
export function sortQuery(choice: SortChoice): SortQuery {
  return choice === 'proximity' ? 'proximity' : `-${choice}`;
}

export function isSortChoice(value: unknown): value is SortChoice {
  return (SORT_CHOICES as readonly unknown[]).includes(value);
}

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
