import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type PromoCode = components['schemas']['PromoCode'];

/** `GET promo-codes/test`: the promo code when it applies to the product, otherwise null. */
export async function testPromoCode(productId: number, code: string): Promise<PromoCode | null> {
  const body = await unwrap(
    api().GET('/promo-codes/test', { params: { query: { product_id: productId, code } } }),
  );
  return body.valid ? body.promo_code : null;
}
