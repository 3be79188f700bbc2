/**
 * The search's sort choices and their `sort` query, without their names (react-intl): what the
 * signed-in pages' starter reads before the app's code has loaded (apps/web/src/starters).
 */
import { searchSortOptionValues } from '@app/openapi/enums';
import type { components } from '@app/openapi/schema';

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
