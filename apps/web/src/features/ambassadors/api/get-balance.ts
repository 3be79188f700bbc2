import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type AmbassadorBalance = components['schemas']['AmbassadorBalance'];
export const BALANCE_KEY = 'account/ambassador/balance';

/** `GET account/ambassador/balance`: total, paid, pending and what may be claimed now. */
export async function getBalance(): Promise<AmbassadorBalance> {
  return (await unwrap(api().GET('/account/ambassador/balance'))).data;
}

export function useBalance() {
  return useSWR<AmbassadorBalance, ApiError>(BALANCE_KEY, getBalance);
}
