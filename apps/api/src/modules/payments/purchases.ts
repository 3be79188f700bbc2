import { eq } from 'drizzle-orm';
import type { ChargeResult } from '../../adapters/payments/gateway';
import type { InAppPurchase } from '../../adapters/payments/test-store';
import { orders } from '../../db/schema';
import type { Services } from '../../http/context';
import { DomainError, HttpError, ValidationError } from '../../http/errors';
import { message } from '../../i18n/messages';
import { paymentAdapters } from './adapters';
import { issueInvoice } from './invoices';
import { latestPaymentSource, paymentFailed } from './payment-sources';
import {
  PRODUCTS,
  findProductByStoreId,
  toEstimate,
  verifyPriceHash,
  type Estimate,
  type Platform,
  type ProductDefinition,
} from './pricing';
import { attachReferral } from './referrals';
import {
  atPaymentStep,
  checkPromoCode,
  grantPurchase,
  loadBuyer,
  quotePurchase,
} from './subscriptions';

/**
 * Buying a package: the estimate, the in-app purchase (the store charged already) and the card payment
 * (charged here through the gateway). Nothing is granted unless every check passed.
 */

/** The product of an id, or a 404 "Product not found!". */
export function findProduct(productId: number): ProductDefinition {
  const product = PRODUCTS.find((p) => p.id === productId);
  if (!product) throw new HttpError(404, message('payments.product_not_found'));
  return product;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What buying the product would charge and grant the user now (422 for a bad promo code). */
export async function estimatePurchase(
  services: Services,
  options: { userId: number; productId: number; promoCode: string | null | undefined },
): Promise<Estimate> {
  const { userId } = options;
  const product = findProduct(options.productId);
  const at = services.now();
  const { promo, invalid } = checkPromoCode(options.promoCode, product.id, at);
  if (invalid) {
    throw new ValidationError({ promo_code: [message('payments.invalid_promo_code')] });
  }
  const { quote } = await quotePurchase(services.db, { userId, product, promo, now: at });
  return toEstimate(quote);
}

/**
 * An in-app purchase (native): the store charged the user already, so the purchase is verified, never
 * granted twice, then granted.
 */
export async function payInApp(
  services: Services,
  options: { userId: number; platform: Platform; product: InAppPurchase; deviceRef: string },
): Promise<void> {
  const { userId, platform } = options;
  const { db } = services;
  const now = services.now();
  const product = findProductByStoreId(PRODUCTS, platform, options.product.id);
  if (!product) {
    throw new DomainError(400, 'PRODUCT_NOT_FOUND', message('payments.product_not_found'));
  }
  const { member } = await loadBuyer(db, userId);
  if (!member) throw paymentFailed(message('payments.member_required'));

  const verification = await paymentAdapters(services).store.verify(options.product, platform);
  if (verification.status === 'cancelled') {
    throw paymentFailed(message('payments.store_cancelled'));
  }
  if (verification.status === 'refused') {
    throw paymentFailed(message('payments.store_refused'));
  }
  const replayed = () => paymentFailed(message('payments.store_replayed'));
  const [seen] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.storeTransactionId, verification.transactionId));
  if (seen) throw replayed();

  await attachReferral(services, userId, options.deviceRef);
  try {
    const orderId = await db.transaction(async (tx) => {
      const { quote } = await quotePurchase(tx, { userId, product, promo: null, now });
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          productId: product.id,
          channel: 'in_app',
          status: 'pending',
          totalCents: quote.totalCents,
          taxesCents: quote.taxesCents,
          months: quote.months,
          storeTransactionId: verification.transactionId,
          startsAt: quote.startDate,
          endsAt: quote.endDate,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('The order was not recorded.');
      // The store renews (or not) on its side; nothing here can charge the next period.
      await grantPurchase(tx, {
        userId,
        orderId: order.id,
        product,
        promo: null,
        now,
        chargeId: null,
        paymentSourceId: null,
        autoRenew: false,
      });
      return order.id;
    });
    await issueInvoice(services, orderId);
  } catch (error) {
    // The same transaction posted twice at once: the second insert hits the unique index.
    if (isUniqueViolation(error)) throw replayed();
    throw error;
  }
}

/**
 * A card payment (web). The order of the checks matters: nothing is charged unless the product, the
 * price hash, the promo code, the member and the payment source are all good.
 */
export async function payByCard(
  services: Services,
  options: {
    userId: number;
    productId: number;
    priceHash: string;
    promoCode: string | null | undefined;
    deviceRef: string;
  },
): Promise<void> {
  const { userId } = options;
  const { db, appKey } = services;
  const now = services.now();
  const product = findProduct(options.productId);
  if (!verifyPriceHash(product, options.priceHash, appKey)) {
    throw new DomainError(400, 'PRICE_CHANGED', message('payments.price_changed'));
  }
  const { promo, invalid } = checkPromoCode(options.promoCode, product.id, now);
  if (invalid) {
    throw new DomainError(400, 'INVALID_PROMO_CODE', message('payments.invalid_promo_code'));
  }
  await attachReferral(services, userId, options.deviceRef);
  const { quote, buyer } = await quotePurchase(db, { userId, product, promo, now });
  if (!buyer.member) throw paymentFailed(message('payments.member_required'));
  if (!atPaymentStep(buyer.member)) throw paymentFailed(message('payments.onboarding_unfinished'));
  // The card charged is the one saved last (GET /payment-sources lists it first).
  const source = await latestPaymentSource(services, userId);
  if (!source) throw paymentFailed(message('payments.no_payment_source'));

  const [order] = await db
    .insert(orders)
    .values({
      userId,
      productId: product.id,
      channel: 'card',
      status: 'pending',
      totalCents: quote.totalCents,
      taxesCents: quote.taxesCents,
      months: quote.months,
      promoCode: promo?.code ?? null,
      startsAt: quote.startDate,
      endsAt: quote.endDate,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('The order was not recorded.');
  const setStatus = (status: 'failed' | 'refunded') =>
    db.update(orders).set({ status, updatedAt: services.now() }).where(eq(orders.id, order.id));

  const { gateway } = paymentAdapters(services);
  let chargeId: string | null = null;
  // A free order (a promo code took the whole price) is granted without a charge.
  if (quote.totalCents > 0) {
    let result: ChargeResult;
    try {
      result = await gateway.charge({
        token: source.gatewayToken,
        amountCents: quote.totalCents,
        idempotencyKey: `order-${order.id}`,
        description: product.name.en,
      });
    } catch (error) {
      // Adapters never put card data in their errors (gateway.ts), so this is safe to log.
      console.error('payment gateway failure', error);
      result = { ok: false, code: 'processing_error', message: '' };
    }
    if (!result.ok) {
      await setStatus('failed');
      throw paymentFailed(message(`payments.card.${result.code}`));
    }
    chargeId = result.chargeId;
  }
  try {
    await db.transaction((tx) =>
      grantPurchase(tx, {
        userId,
        orderId: order.id,
        product,
        promo,
        now,
        chargeId,
        paymentSourceId: source.id,
        autoRenew: product.is_renewable,
      }),
    );
  } catch (error) {
    // Charged but not granted: give the money back before failing.
    if (chargeId !== null) {
      await gateway
        .refund({ chargeId, idempotencyKey: `refund-order-${order.id}` })
        .catch(() => undefined);
      await setStatus('refunded');
    }
    throw error;
  }
  await issueInvoice(services, order.id, source);
}
