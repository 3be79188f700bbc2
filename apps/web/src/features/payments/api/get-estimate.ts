import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type Estimate = components['schemas']['Estimate'];

export async function getEstimate(productId: number, promoCode: string | null): Promise<Estimate> {
  const body = await unwrap(
    api().GET('/products/{id}/estimate', {
      params: { path: { id: productId }, query: promoCode ? { promo_code: promoCode } : {} },
    }),
  );
  return body.data;
}

/** What the purchase would cost and grant, with the promo code if any. */
export function useEstimate(productId: number | undefined, promoCode: string | null) {
  return useSWR<Estimate, ApiError>(
    productId === undefined ? null : ['estimate', productId, promoCode],
    () => getEstimate(productId ?? 0, promoCode),
  );
}
