import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type PaymentSource = components['schemas']['PaymentSource'];
export const PAYMENT_SOURCES_KEY = 'payment-sources';

export async function getPaymentSources(): Promise<PaymentSource[]> {
  return (await unwrap(api().GET('/payment-sources'))).data;
}

/** The saved cards, the last saved first (the one a payment uses). */
export function usePaymentSources(enabled = true) {
  return useSWR<PaymentSource[], ApiError>(enabled ? PAYMENT_SOURCES_KEY : null, getPaymentSources);
}
