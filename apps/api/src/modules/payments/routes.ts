import { and, desc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { CardError, type CardErrorCode, type ChargeResult } from '../../adapters/payments/gateway';
import { cardFormErrors, describePaymentSource } from '../../adapters/payments/test-gateway';
import { orders, paymentSources } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { DomainError, HttpError, ValidationError } from '../../http/errors';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import type { Schemas } from '../../http/types';
import { attributeName, translate, type Locale } from '../../i18n/messages';
import { clientAddress } from '../session/routes';
import { paymentAdapters } from './adapters';
import { issueInvoice } from './invoices';
import {
  PRODUCTS,
  findProductByStoreId,
  productsForPlatform,
  toEstimate,
  toProduct,
  validatePromoCode,
  verifyPriceHash,
  type Platform,
  type ProductDefinition,
} from './pricing';
import { DEVICE_REF_MAX_LENGTH, attachReferral, recordReferralVisit } from './referrals';
import {
  checkPromoCode,
  grantPurchase,
  loadBuyer,
  quotePurchase,
  startTrial,
} from './subscriptions';

/** Referral visits accepted per client address and minute (the client posts once per code). */
export const REFERRAL_LIMIT = { perAddress: 60, windowSeconds: 60 };

type PaymentSourceRow = typeof paymentSources.$inferSelect;

const cardMessage = (locale: Locale, code: CardErrorCode) =>
  translate(locale, `payments.card.${code}`);

function paymentFailed(message: string): DomainError {
  return new DomainError(400, 'PAYMENT_FAILED', message);
}

/** The product of a path id, or a 404 "Product not found!". */
function findProduct(c: Context<AppEnv>, id: string): ProductDefinition {
  const productId = idParam(c, id);
  const product = PRODUCTS.find((p) => p.id === productId);
  if (!product) throw new HttpError(404, translate(c.get('locale'), 'payments.product_not_found'));
  return product;
}

function listProducts(c: Context<AppEnv>, platform: Platform | undefined): Schemas['Product'][] {
  const { appKey } = c.get('services');
  const locale = c.get('locale');
  return productsForPlatform(PRODUCTS, platform).map((product) =>
    toProduct(product, { locale, secret: appKey }),
  );
}

function presentPaymentSource(row: PaymentSourceRow, locale: Locale): Schemas['PaymentSource'] {
  return {
    id: row.id,
    description: describePaymentSource(
      { brand: row.brand as 'visa' | 'mastercard' | 'amex', last4: row.last4 },
      locale,
    ),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function registerPaymentRoutes(app: Hono<AppEnv>): void {
  // Products. Both lists take the device reference: a referral visit on this device is linked to the
  // user here (see attachReferral), so the estimate already shows the referred friend's extra month.
  route(app, 'get', '/products', async (c, { query }) => {
    const userId = requireUserId(c);
    await attachReferral(c.get('services'), userId, query.device_ref);
    return c.json({ data: listProducts(c, query.platform) }, 200);
  });

  route(app, 'get', '/products/native', async (c, { query }) => {
    const userId = requireUserId(c);
    await attachReferral(c.get('services'), userId, query.device_ref);
    return c.json({ data: listProducts(c, query.platform) }, 200);
  });

  route(app, 'get', '/products/{id}/estimate', async (c, { params, query }) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    const locale = c.get('locale');
    const product = findProduct(c, params.id);
    const at = now();
    const { promo, invalid } = checkPromoCode(query.promo_code, product.id, at);
    if (invalid) {
      throw new ValidationError({ promo_code: [translate(locale, 'payments.invalid_promo_code')] });
    }
    const { quote } = await quotePurchase(db, { userId, product, promo, now: at });
    return c.json({ data: toEstimate(quote) }, 200);
  });

  route(app, 'get', '/promo-codes/test', (c, { query }) => {
    requireUserId(c);
    // The query is coerced to the contract's types before the handler runs.
    const product = PRODUCTS.find((p) => p.id === query.product_id);
    const promo = product
      ? validatePromoCode(query.code, product.id, c.get('services').now())
      : null;
    return c.json({ valid: promo !== null, promo_code: promo }, 200);
  });

  // In-app purchase (native). Registered before /pay/{id} so that `in-app` is not taken for an id. The
  // store charged the user already: the purchase is verified, never granted twice, then granted.
  route(app, 'post', '/pay/in-app', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const { db } = services;
    const locale = c.get('locale');
    const now = services.now();
    const product = findProductByStoreId(PRODUCTS, body.platform, body.product.id);
    if (!product) {
      throw new DomainError(
        400,
        'PRODUCT_NOT_FOUND',
        translate(locale, 'payments.product_not_found'),
      );
    }
    const { member } = await loadBuyer(db, userId);
    if (!member) throw paymentFailed(translate(locale, 'payments.member_required'));

    const verification = await paymentAdapters(services).store.verify(body.product, body.platform);
    if (verification.status === 'cancelled') {
      throw paymentFailed(translate(locale, 'payments.store_cancelled'));
    }
    if (verification.status === 'refused') {
      throw paymentFailed(translate(locale, 'payments.store_refused'));
    }
    const replayed = () => paymentFailed(translate(locale, 'payments.store_replayed'));
    const [seen] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.storeTransactionId, verification.transactionId));
    if (seen) throw replayed();

    await attachReferral(services, userId, body.device_ref);
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
    return c.body(null, 204);
  });

  // Card payment (web). The order of the checks matters: nothing is charged unless the product, the price
  // hash, the promo code, the member and the payment source are all good.
  route(app, 'post', '/pay/{id}', async (c, { params, body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const { db, appKey } = services;
    const locale = c.get('locale');
    const now = services.now();
    const product = findProduct(c, params.id);
    if (!verifyPriceHash(product, body.price_hash, appKey)) {
      throw new DomainError(400, 'PRICE_CHANGED', translate(locale, 'payments.price_changed'));
    }
    const { promo, invalid } = checkPromoCode(body.promo_code, product.id, now);
    if (invalid) {
      throw new DomainError(
        400,
        'INVALID_PROMO_CODE',
        translate(locale, 'payments.invalid_promo_code'),
      );
    }
    await attachReferral(services, userId, body.device_ref);
    const { quote, buyer } = await quotePurchase(db, { userId, product, promo, now });
    if (!buyer.member) throw paymentFailed(translate(locale, 'payments.member_required'));
    // The card charged is the one saved last (GET /payment-sources lists it first).
    const [source] = await db
      .select()
      .from(paymentSources)
      .where(eq(paymentSources.userId, userId))
      .orderBy(desc(paymentSources.id))
      .limit(1);
    if (!source) throw paymentFailed(translate(locale, 'payments.no_payment_source'));

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
        throw paymentFailed(cardMessage(locale, result.code));
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
    return c.body(null, 204);
  });

  // Payment sources: only what the gateway returns is kept (token, brand, last four, expiry).
  route(app, 'get', '/payment-sources', async (c) => {
    const userId = requireUserId(c);
    const locale = c.get('locale');
    const rows = await c
      .get('services')
      .db.select()
      .from(paymentSources)
      .where(eq(paymentSources.userId, userId))
      .orderBy(desc(paymentSources.id));
    return c.json({ data: rows.map((row) => presentPaymentSource(row, locale)) }, 200);
  });

  route(app, 'post', '/payment-sources', async (c, { body }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const locale = c.get('locale');
    // Every field's problem at once (the gateway would stop at the first); never the number itself.
    const problems = cardFormErrors(body, services.now());
    if (problems.length > 0) {
      throw new ValidationError(
        Object.fromEntries(problems.map((p) => [p.field, [cardMessage(locale, p.code)]])),
      );
    }
    let card;
    try {
      card = await paymentAdapters(services).gateway.tokenize(body);
    } catch (error) {
      if (error instanceof CardError) {
        throw new ValidationError({ [error.field]: [cardMessage(locale, error.code)] });
      }
      console.error('payment gateway failure', error);
      throw paymentFailed(cardMessage(locale, 'processing_error'));
    }
    const [row] = await services.db
      .insert(paymentSources)
      .values({
        userId,
        gatewayToken: card.token,
        brand: card.brand,
        last4: card.last4,
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
      })
      .returning();
    if (!row) throw new Error('The payment source was not saved.');
    return c.json({ data: presentPaymentSource(row, locale) }, 201);
  });

  route(app, 'delete', '/payment-sources/{id}', async (c, { params }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    const id = idParam(c, params.id);
    // Another member's card answers as if it did not exist.
    const [deleted] = await services.db
      .delete(paymentSources)
      .where(and(eq(paymentSources.id, id), eq(paymentSources.userId, userId)))
      .returning();
    if (!deleted) throw new HttpError(404, translate(c.get('locale'), 'http.not_found'));
    await paymentAdapters(services).gateway.detach(deleted.gatewayToken);
    return c.body(null, 204);
  });

  // The trial answers 204 whether it started or had already been used: the contract declares no refusal,
  // and the client refetches the user either way (a second call never restarts or extends it).
  route(app, 'post', '/onboarding/trial', async (c) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    await startTrial(db, userId, now());
    return c.body(null, 204);
  });

  route(app, 'post', '/referral', async (c, { body }) => {
    const services = c.get('services');
    const locale = c.get('locale');
    const wait = services.rateLimiter.hit(
      `referral:address:${clientAddress(c)}`,
      REFERRAL_LIMIT.perAddress,
      REFERRAL_LIMIT.windowSeconds,
    );
    if (wait > 0) {
      throw new HttpError(429, translate(locale, 'auth.throttle', { seconds: wait }), {
        'Retry-After': String(wait),
      });
    }
    const deviceRef = body.device_ref.trim();
    const code = body.ambassador_code.trim();
    const errors: Record<string, string[]> = {};
    const required = (field: string) =>
      translate(locale, 'validation.required', { attribute: attributeName(locale, field) });
    if (deviceRef === '') errors.device_ref = [required('device_ref')];
    else if (deviceRef.length > DEVICE_REF_MAX_LENGTH) {
      errors.device_ref = [
        translate(locale, 'validation.max.string', {
          attribute: attributeName(locale, 'device_ref'),
          max: DEVICE_REF_MAX_LENGTH,
        }),
      ];
    }
    if (code === '') errors.ambassador_code = [required('ambassador_code')];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    if (!(await recordReferralVisit(services.db, code, deviceRef))) {
      throw new ValidationError({
        ambassador_code: [translate(locale, 'payments.referral_unknown_code')],
      });
    }
    // A signed-in visitor is linked at once (same rules as at registration).
    const { userId } = c.get('auth');
    if (userId !== null) await attachReferral(services, userId, deviceRef);
    return c.body(null, 204);
  });
}
