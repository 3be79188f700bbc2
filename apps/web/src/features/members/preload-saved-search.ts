import { preloadQuery } from '../../lib/data';
import { preloadUser } from '../../lib/session';
import { savedSearch, searchQuery } from './hooks/use-search-settings';

/**
 * The first page of the member's saved search, asked for as the app starts on the search page: once
 * the user is there (the page's HTML already asked for it), not once the page's code has loaded and
 * drawn. The cards' pictures, the page's largest paint, waited for both (issue 12). The page's own
 * request for the same page takes this one over (`preloadQuery`).
 */
export function preloadSavedSearch(): void {
  preloadUser()?.then(
    (user) => {
      // Whoever cannot search yet is sent elsewhere by the guard, which needs no results.
      if (!user.member?.onboarding_completed) return;
      const query = { ...searchQuery(savedSearch(user)), page: 1 };
      preloadQuery('/members', { params: { query } });
    },
    // The page's own request for the user reports a failure.
    () => undefined,
  );
}
