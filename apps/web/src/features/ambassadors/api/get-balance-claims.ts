import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type BalanceClaim = components['schemas']['BalanceClaim'];
export const PENDING_CLAIM_KEY = 'account/ambassador/balance-claims?pending';
export const APPROVED_CLAIMS_KEY = 'account/ambassador/balance-claims?approved';

/** The latest pending claim (`filter[status]=pending&sort=-created_at&limit=1`), or null. */
export async function getPendingClaim(): Promise<BalanceClaim | null> {
  const body = await unwrap(
    api().GET('/account/ambassador/balance-claims', {
      params: { query: { filter: { status: 'pending' }, sort: '-created_at', limit: 1 } },
    }),
  );
  return body.data[0] ?? null;
}

/** The approved claims: the past payments. */
export async function getApprovedClaims(): Promise<BalanceClaim[]> {
  const body = await unwrap(
    api().GET('/account/ambassador/balance-claims', {
      params: { query: { filter: { status: 'approved' }, sort: '-created_at' } },
    }),
  );
  return body.data;
}

export function usePendingClaim() {
  return useSWR<BalanceClaim | null, ApiError>(PENDING_CLAIM_KEY, getPendingClaim);
}

export function useApprovedClaims() {
  return useSWR<BalanceClaim[], ApiError>(APPROVED_CLAIMS_KEY, getApprovedClaims);
}
