import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type Referral = components['schemas']['Referral'];
export const REFERRALS_KEY = 'account/ambassador/referrals';

/** `GET account/ambassador/referrals`: the subscriptions that came through the link. */
export async function getReferrals(): Promise<Referral[]> {
  return (await unwrap(api().GET('/account/ambassador/referrals'))).data;
}

export function useReferrals() {
  return useSWR<Referral[], ApiError>(REFERRALS_KEY, getReferrals);
}
