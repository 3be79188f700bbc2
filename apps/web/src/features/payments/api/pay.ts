import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { deviceReference } from '../../../lib/device-reference';
import { newIdempotencyKey, withIdempotencyKey } from '../../../lib/idempotency';
import type { Product } from './get-products';

/** The key of each payment under way, by what is paid: a second click joins the first attempt. */
const attempts = new Map<string, string>();

/**
 * `POST pay/{id}` with the saved card: the price as shown (its hash) and the promo code if any.
 *
 * One attempt, one `Idempotency-Key`: a second click on Pay while the first payment is under way sends the
 * same key (the API answers both with the one order), and a call that got no answer is sent again under
 * it. Once answered, the next click is a new attempt with a new key.
 */
export async function pay(product: Product, promoCode: string | null): Promise<void> {
  const what = JSON.stringify([product.id, product.price_hash, promoCode]);
  const existing = attempts.get(what);
  const key = existing ?? newIdempotencyKey();
  if (existing === undefined) attempts.set(what, key);
  try {
    await withIdempotencyKey(
      (attemptKey) =>
        unwrap(
          api().POST('/pay/{id}', {
            params: { path: { id: product.id }, header: { 'Idempotency-Key': attemptKey } },
            body: {
              promo_code: promoCode,
              device_ref: deviceReference(),
              price_hash: product.price_hash,
            },
          }),
        ),
      key,
    );
  } finally {
    if (attempts.get(what) === key) attempts.delete(what);
  }
}
