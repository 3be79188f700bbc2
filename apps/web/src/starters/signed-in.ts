/**
 * What a signed-in page's HTML runs before the app's code has loaded (vite-plugins/prerender.ts
 * bundles this module on its own and inlines it; app/prerendered.ts, FRAMED, lists the pages). It
 * asks for the user at once and, on the search page, the first page of the member's saved search as
 * soon as the user is known, then that page's first-row pictures: the search's largest paint waited
 * for the app's code (about 150 KiB) before its request even left (issue 12). The app's own requests
 * for the same reads take these answers over (lib/started-requests.ts): nothing is asked twice.
 *
 * Only what this needs is bundled: no React, no catalogue, no client. Whatever fails here is the
 * app's to see when it asks itself.
 */
import { serializeQuery } from '@app/client/query';
import { firstRowPictures } from '../features/members/first-row';
import { savedSearch, searchQuery } from '../features/members/saved-search';
import type { Locale } from '../i18n/locale-names';
import { hasLoggedInFlag } from '../lib/logged-in-flag';
import { preloadImages } from '../lib/preload-images';
import type { CurrentUser } from '../lib/session';
import type { components } from '@app/client';
import { startRequests, type StartedRequests, type StartingWindow } from '../lib/started-requests';

export interface SignedInStart {
  /** Where the API lives under the app's origin (`/backend`). */
  apiPrefix: string;
  /** The page's language, sent as `Accept-Language` as the app's client sends it. */
  locale: Locale;
  /** The search page: its first page of results and their first row's pictures too. */
  savedSearch?: boolean;
}

type MemberCard = components['schemas']['MemberCard'];

interface PageWindow extends StartingWindow {
  localStorage: Storage;
  document: Document;
}

/** Starts the page's reads, when this browser has a session (the app's `logged_in` flag). */
export function startSignedIn(options: SignedInStart, win: PageWindow = window): void {
  if (!hasLoggedInFlag(() => win.localStorage)) return;
  const requests = startRequests(win);
  const account = requests.start(`${options.apiPrefix}/account`, options.locale);
  if (options.savedSearch) startSavedSearch(account, requests, options, win.document);
}

/**
 * Page 1 of the saved search, as the search page asks for it (features/members/preload-saved-search.ts
 * builds the same query, and the app's client the same address), once the user is known and may
 * search; then its first row's pictures. The user's answer is read from a copy taken as it arrives,
 * before the app reads the original.
 */
function startSavedSearch(
  account: Promise<Response>,
  requests: StartedRequests,
  { apiPrefix, locale }: SignedInStart,
  doc: Document,
): void {
  // Each copy is taken in the first reaction to its answer, before the app's own reads it.
  const address = account
    .then((response) =>
      response.ok ? (response.clone().json() as Promise<{ data: CurrentUser }>) : undefined,
    )
    .then((body) => {
      if (!body?.data.member?.onboarding_completed) return undefined;
      const query = serializeQuery({ ...searchQuery(savedSearch(body.data)), page: 1 });
      return `${apiPrefix}/members?${query}`;
    })
    .catch(() => undefined);
  // The app's own read of the search, should it ask first, waits for this one's address.
  requests.expect(`${apiPrefix}/members`, locale, address);
  address
    .then((path) =>
      path === undefined
        ? undefined
        : requests
            .start(path, locale)
            .then((response) =>
              response.ok
                ? (response.clone().json() as Promise<{ data: MemberCard[] }>)
                : undefined,
            ),
    )
    .then((page) => {
      if (page) preloadImages(firstRowPictures(page.data), doc);
    })
    .catch(() => undefined);
}
