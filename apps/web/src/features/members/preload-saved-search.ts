import { preloadQuery } from '../../lib/data';
import { preloadImages } from '../../lib/preload-images';
import { preloadUser } from '../../lib/session';
import { firstRowPictures } from './first-row';
import { savedSearch, searchQuery } from './saved-search';

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
      void preloadQuery('/members', { params: { query } }).then((page) => {
        // The first row's pictures, the page's largest paint, need not wait for the grid to draw.
        preloadImages(firstRowPictures(page?.data ?? []));
      });
    },
    // The page's own request for the user reports a failure.
    () => undefined,
  );
}
