import { unwrap, type components } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { PAYMENT_SOURCES_KEY } from './get-payment-sources';

export type CardInput = components['schemas']['CreatePaymentSourceRequest'];

/** `POST payment-sources`: the card goes to the gateway; only brand, last four and expiry are kept. */
export async function addPaymentSource(card: CardInput): Promise<void> {
  await unwrap(api().POST('/payment-sources', { body: card }));
  await mutate(PAYMENT_SOURCES_KEY);
}
