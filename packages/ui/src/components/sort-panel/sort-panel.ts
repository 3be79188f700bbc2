/** The three sort choices of the search, as stored in `settings.sort` (SearchSortOption). */
export const SORT_CHOICES = ['proximity', 'values', 'connection'] as const;

export type SortChoice = (typeof SORT_CHOICES)[number];

/** The search call's `sort` query (MemberSort). */
export type SortQuery = 'proximity' | '-values' | '-connection';

/** The `sort` query of a choice: a '-' prefix (descending) unless it is proximity. */
export function sortQuery(choice: SortChoice): SortQuery {
  return choice === 'proximity' ? 'proximity' : `-${choice}`;
}

export function isSortChoice(value: unknown): value is SortChoice {
  return (SORT_CHOICES as readonly unknown[]).includes(value);
}
