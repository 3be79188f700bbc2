import type { components } from '@app/client';
import { MEDIA_KIT_PAGE_SIZE } from '@app/ui/media-kit-item';
import { useInfinite, useQuery } from '../../../lib/data';
import { useLocale } from '../../../lib/locale-context';

export type Article = components['schemas']['Article'];
export type MediaKitKind = 'video' | 'article';

/** `GET account/ambassador/stats`: visits, conversions, conversion rate and the amounts. */
export function useAmbassadorStats() {
  return useQuery('/account/ambassador/stats', {});
}

/** `GET account/ambassador/balance`: total, paid, pending and what may be claimed now. */
export function useBalance() {
  return useQuery('/account/ambassador/balance', {});
}

/** The latest pending claim (`filter[status]=pending&sort=-created_at&limit=1`). */
export function usePendingClaim() {
  const result = useQuery('/account/ambassador/balance-claims', {
    params: { query: { filter: { status: 'pending' }, sort: '-created_at', limit: 1 } },
  });
  return { ...result, claim: result.data ? (result.data.data[0] ?? null) : undefined };
}

/** The approved claims: the past payments. */
export function useApprovedClaims() {
  return useQuery('/account/ambassador/balance-claims', {
    params: { query: { filter: { status: 'approved' }, sort: '-created_at' } },
  });
}

/** `GET account/ambassador/referrals`: the subscriptions that came through the link. */
export function useReferrals() {
  return useQuery('/account/ambassador/referrals', {});
}

/** The media kit's reads of a kind, newest first (one page's query, but for the page number). */
function mediaKitQuery(type: MediaKitKind, page: number, perPage: number) {
  return {
    type,
    page,
    per_page: perPage,
    is_internal: false,
    access_level: ['public' as const, 'member' as const],
    sort: '-created_at' as const,
  };
}

/**
 * The videos or articles the sharing tools offer, `perPage` at a time, newest first: the pages read
 * so far, in one list, whether more are left (`meta.last_page`), and `more()` to read the next one.
 */
export function useMediaKitPages(type: MediaKitKind, perPage: number) {
  const { locale } = useLocale();
  const pages = useInfinite(
    '/api/content/articles',
    (index, previous) =>
      previous && previous.meta.current_page >= previous.meta.last_page
        ? null
        : {
            params: { query: mediaKitQuery(type, index + 1, perPage) },
            // The content is per language.
            headers: { 'Accept-Language': locale },
          },
    // A page read stays read: asking for the next one does not read the first again.
    { revalidateFirstPage: false },
  );
  const read = pages.data ?? [];
  const last = read.at(-1);
  return {
    items: read.flatMap((page) => page.data),
    hasMore: last !== undefined && last.meta.current_page < last.meta.last_page,
    // The next page was asked for and has not come yet.
    loadingMore: pages.size > read.length && pages.error === undefined,
    more: () => {
      void pages.setSize(read.length + 1);
    },
  };
}

/** One page of the media kit: promotional videos or expert articles, `perPage` at a time (3). */
export function useMediaKit(
  type: MediaKitKind,
  page: number,
  perPage: number = MEDIA_KIT_PAGE_SIZE,
) {
  const { locale } = useLocale();
  return useQuery(
    '/api/content/articles',
    {
      params: {
        query: mediaKitQuery(type, page, perPage),
      },
      // The content is per language.
      headers: { 'Accept-Language': locale },
    },
    { keepPreviousData: true },
  );
}
