import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type AmbassadorStats = components['schemas']['AmbassadorStats'];
export const AMBASSADOR_STATS_KEY = 'account/ambassador/stats';

/** `GET account/ambassador/stats`: visits, conversions, conversion rate and the amounts. */
export async function getAmbassadorStats(): Promise<AmbassadorStats> {
  return (await unwrap(api().GET('/account/ambassador/stats'))).data;
}

export function useAmbassadorStats() {
  return useSWR<AmbassadorStats, ApiError>(AMBASSADOR_STATS_KEY, getAmbassadorStats);
}
