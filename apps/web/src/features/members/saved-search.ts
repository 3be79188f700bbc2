import type { components } from '@app/client';
import type { SearchFilters } from '@app/ui/filter-panel';
import { isSortChoice, sortQuery, type SortChoice } from '@app/ui/lib/sort-query';
import type { CurrentUser } from '../../lib/session';

/*
 * The member's saved search and what `GET /members` is asked for it: the search page's, and the
 * signed-in starter's, which asks for its first page before the app's code has loaded
 * (starters/signed-in.ts). No React and no catalogue here: the starter is inlined in the page's HTML.
 */

type ApiFilters = components['schemas']['SearchFilters'];

/** The panel's filters as the API takes them: cleared fields (null or empty) are left out. */
export function apiFilters(filters: SearchFilters): ApiFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== null && value !== undefined && value !== '',
    ),
  );
}

export interface AppliedSearch {
  filters: SearchFilters;
  sort: SortChoice;
}

/** What `GET /members` is asked for a search (its page apart). */
export function searchQuery(search: AppliedSearch) {
  return { filter: apiFilters(search.filters), sort: sortQuery(search.sort) };
}

/** The saved search of the user (`settings.filters` and `settings.sort`), restored on a new visit. */
export function savedSearch(user: CurrentUser): AppliedSearch {
  const settings = user.settings;
  return {
    filters: settings?.filters ?? {},
    sort: isSortChoice(settings?.sort) ? settings.sort : 'proximity',
  };
}
