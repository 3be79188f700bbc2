import type { components } from '@app/client';
import { MEDIA_KIT_PAGE_SIZE } from '@app/ui/media-kit-item';
import { useQuery } from '../../../lib/data';
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
        query: {
          type,
          page,
          per_page: perPage,
          is_internal: false,
          access_level: ['public', 'member'],
          sort: '-created_at',
        },
      },
      // The content is per language.
      headers: { 'Accept-Language': locale },
    },
    { keepPreviousData: true },
  );
}
