import { avatarHidesPicture, avatarOverlay } from '@app/ui/avatar';
import { preloadQuery } from '../../lib/data';
import { preloadImages } from '../../lib/preload-images';
import { preloadUser } from '../../lib/session';
import { FIRST_ROW } from './first-row';
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
      void preloadQuery('/members', { params: { query } }).then((page) => {
        // The first row's pictures, the page's largest paint, need not wait for the grid to draw;
        // only those the cards show (the avatar's own rule: none for a deleted or unavailable member).
        const first = page?.data.slice(0, FIRST_ROW) ?? [];
        preloadImages(
          first.flatMap((member) =>
            avatarHidesPicture(avatarOverlay(member)) ? [] : (member.avatar_path ?? []),
          ),
        );
      });
    },
    // The page's own request for the user reports a failure.
    () => undefined,
  );
}
