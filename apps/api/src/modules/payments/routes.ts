import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { message } from '../../i18n/messages';
import { clientAddress } from '../session/client-address';
import { listOrders } from './orders';
import { addPaymentSource, listPaymentSources, removePaymentSource } from './payment-sources';
import { presentPaymentSource, presentProducts } from './presenter';
import { PRODUCTS, validatePromoCode } from './pricing';
import { estimatePurchase, payByCard, payInApp } from './purchases';
import { attachReferral, recordReferral } from './referrals';
import { startTrial } from './subscriptions';

/** Referral visits accepted per client address and minute (the client posts once per code). */
export const REFERRAL_LIMIT = { perAddress: 60, windowSeconds: 60 };

export function registerPaymentRoutes(app: Hono<AppEnv>): void {
  // Products. Both lists take the device reference: a referral visit on this device is linked to the
  // user here (see attachReferral), so the estimate already shows the referred friend's extra month.
  route(app, 'get', '/products', async (c, { query }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    await attachReferral(services, userId, query.device_ref);
    const data = presentProducts(query.platform, {
      locale: c.get('locale'),
      appKey: services.appKey,
    });
    return c.json({ data }, 200);
  });

  route(app, 'get', '/products/native', async (c, { query }) => {
    const userId = requireUserId(c);
    const services = c.get('services');
    await attachReferral(services, userId, query.device_ref);
    const data = presentProducts(query.platform, {
      locale: c.get('locale'),
      appKey: services.appKey,
    });
    return c.json({ data }, 200);
  });

  route(app, 'get', '/products/{id}/estimate', async (c, { params, query }) => {
    const data = await estimatePurchase(c.get('services'), {
      userId: requireUserId(c),
      productId: idParam(params.id),
      promoCode: query.promo_code,
    });
    return c.json({ data }, 200);
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

  // In-app purchase (native). Registered before /pay/{id} so that `in-app` is not taken for an id.
  route(app, 'post', '/pay/in-app', async (c, { body }) => {
    await payInApp(c.get('services'), {
      userId: requireUserId(c),
      platform: body.platform,
      product: body.product,
      deviceRef: body.device_ref,
    });
    return c.body(null, 204);
  });

  // Card payment (web).
  route(app, 'post', '/pay/{id}', async (c, { params, body }) => {
    await payByCard(c.get('services'), {
      userId: requireUserId(c),
      productId: idParam(params.id),
      priceHash: body.price_hash,
      promoCode: body.promo_code,
      deviceRef: body.device_ref,
    });
    return c.body(null, 204);
  });

  route(app, 'get', '/payment-sources', async (c) => {
    const rows = await listPaymentSources(c.get('services'), requireUserId(c));
    const locale = c.get('locale');
    return c.json({ data: rows.map((row) => presentPaymentSource(row, locale)) }, 200);
  });

  route(app, 'post', '/payment-sources', async (c, { body }) => {
    const row = await addPaymentSource(c.get('services'), requireUserId(c), body);
    return c.json({ data: presentPaymentSource(row, c.get('locale')) }, 201);
  });

  route(app, 'delete', '/payment-sources/{id}', async (c, { params }) => {
    await removePaymentSource(c.get('services'), requireUserId(c), idParam(params.id));
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
    const wait = services.rateLimiter.hit(
      `referral:address:${clientAddress(c)}`,
      REFERRAL_LIMIT.perAddress,
      REFERRAL_LIMIT.windowSeconds,
    );
    if (wait > 0) {
      throw new HttpError(429, message('auth.throttle', { seconds: wait }), {
        'Retry-After': String(wait),
      });
    }
    await recordReferral(services, {
      deviceRef: body.device_ref,
      ambassadorCode: body.ambassador_code,
      userId: c.get('auth').userId,
    });
    return c.body(null, 204);
  });
}

/** `GET /account/orders`: the caller's orders (past payments), newest first, each with its invoice. */
export function registerOrderRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/account/orders', async (c) => {
    const data = await listOrders(c.get('services'), requireUserId(c), c.get('locale'));
    return c.json({ data }, 200);
  });
}
