import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { deviceReference } from '../../../lib/device-reference';
import type { Product } from './get-products';

/** `POST pay/{id}` with the saved card: the price as shown (its hash) and the promo code if any. */
export async function pay(product: Product, promoCode: string | null): Promise<void> {
  await unwrap(
    api().POST('/pay/{id}', {
      params: { path: { id: product.id } },
      body: {
        promo_code: promoCode,
        device_ref: deviceReference(),
        price_hash: product.price_hash,
      },
    }),
  );
}
