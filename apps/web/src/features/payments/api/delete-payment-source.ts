import { unwrap } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { PAYMENT_SOURCES_KEY } from './get-payment-sources';

export async function deletePaymentSource(id: number): Promise<void> {
  await unwrap(api().DELETE('/payment-sources/{id}', { params: { path: { id } } }));
  await mutate(PAYMENT_SOURCES_KEY);
}
