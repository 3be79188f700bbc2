import { unwrap, type ApiClient, type components } from '@app/client';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { luhnValid } from '../src/adapters/payments/test-gateway';
import {
  ambassadors,
  orders,
  paymentSources,
  referralRewards,
  referralVisits,
  subscriptions,
} from '../src/db/schema';
import type { members } from '../src/db/schema';
import { paymentAdapters } from '../src/modules/payments/adapters';
import {
  PRODUCTS,
  priceHash,
  qualifiesForReferralReward,
  type ProductDefinition,
} from '../src/modules/payments/pricing';
import { attachReferral } from '../src/modules/payments/referrals';
import { REFERRAL_LIMIT } from '../src/modules/payments/routes';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';

type CardForm = components['schemas']['CreatePaymentSourceRequest'];
type MemberOverrides = Partial<typeof members.$inferInsert>;

/** The tests' clock: 15 June 2025, noon UTC (card expiry years run from 2025 to 2035). */
const NOW = Date.parse('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const APP_KEY = 'test-app-key';
const DEVICE = 'device-test';
let clock = NOW;

let server: TestApi;
beforeAll(async () => {
  server = await startTestApi();
  server.services.now = () => new Date(clock);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  clock = NOW;
});
afterEach(() => {
  vi.restoreAllMocks();
  server.services.rateLimiter.clear('referral:address:127.0.0.1');
  expect(server.violations).toEqual([]);
});

const failure = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );

function product(id: number): ProductDefinition {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

async function signIn(
  options: {
    mode?: 'session' | 'token';
    locale?: 'fr' | 'en';
    state?: string;
    member?: MemberOverrides | false;
  } = {},
) {
  // At the wizard's last step, where a subscription may start (unless the test says otherwise).
  const user = await createUser(server.services, options.state ? { state: options.state } : {}, {
    member: options.member === false ? false : { onboardingStep: 'payment', ...options.member },
  });
  const client = server.client({ mode: options.mode ?? 'token', locale: options.locale ?? 'fr' });
  await client.api.signIn({ email: user.email, password: PASSWORD });
  // This file signs many members in: keep under the sign-in throttle (tested in session.test.ts).
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  return { ...client, user };
}

function card(overrides: Partial<CardForm> = {}): CardForm {
  return {
    card_type: 'VISA',
    card_number: '4242424242424242',
    card_cvv: '123',
    card_expiry_month: '09',
    card_expiry_year: 2027,
    ...overrides,
  };
}

async function addCard(api: ApiClient, overrides: Partial<CardForm> = {}) {
  return (await unwrap(api.POST('/payment-sources', { body: card(overrides) }))).data;
}

async function currentHash(api: ApiClient, id: number): Promise<string> {
  const { data } = await unwrap(
    api.GET('/products', { params: { query: { device_ref: DEVICE } } }),
  );
  return data.find((p) => p.id === id)?.price_hash ?? '';
}

async function pay(
  api: ApiClient,
  id: number,
  body: { promo_code?: string | null; price_hash?: string; device_ref?: string } = {},
) {
  return unwrap(
    api.POST('/pay/{id}', {
      params: { path: { id } },
      body: {
        device_ref: body.device_ref ?? DEVICE,
        price_hash: body.price_hash ?? (await currentHash(api, id)),
        ...(body.promo_code === undefined ? {} : { promo_code: body.promo_code }),
      },
    }),
  );
}

async function memberOf(api: ApiClient) {
  const member = (await unwrap(api.GET('/account'))).data.member;
  if (!member) throw new Error('no member');
  return member;
}

async function estimate(api: ApiClient, id: number, promo_code?: string) {
  return (
    await unwrap(
      api.GET('/products/{id}/estimate', {
        params: { path: { id }, query: promo_code === undefined ? {} : { promo_code } },
      }),
    )
  ).data;
}

const ordersOf = (userId: number) =>
  server.services.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.id);

const spyCharges = () => vi.spyOn(paymentAdapters(server.services).gateway, 'charge');

async function createAmbassador(code: string) {
  const user = await createUser(server.services, {}, { member: false });
  const [ambassador] = await server.services.db
    .insert(ambassadors)
    .values({ userId: user.id, code })
    .returning();
  if (!ambassador) throw new Error('no ambassador');
  return { user, ambassador };
}

/** A Luhn-valid Visa number of `length` digits. */
function visaOfLength(length: number): string {
  const base = '4'.padEnd(length - 1, '1');
  for (let digit = 0; digit <= 9; digit += 1) {
    if (luhnValid(`${base}${digit}`)) return `${base}${digit}`;
  }
  throw new Error('unreachable');
}

describe('GET products', () => {
  it('lists the 3- and 6-month packages by months, with every field and the price hash', async () => {
    const { api } = await signIn({ locale: 'en' });
    const { data } = await unwrap(
      api.GET('/products', { params: { query: { device_ref: DEVICE } } }),
    );
    expect(data.map((p) => p.number_of_months)).toEqual([3, 6]);
    expect(data[0]).toEqual({
      id: 1,
      name: '3-month package',
      description: expect.any(String) as string,
      price: 119.97,
      price_before_sale: null,
      sale_percentage: null,
      number_of_months: 3,
      number_of_extra_months: 0,
      is_renewable: true,
      featured: false,
      vip: false,
      price_hash: priceHash(product(1), APP_KEY),
      apple_id: 'ca.rencontres.membership.3months',
      google_id: 'membership_3_months',
    });
    expect(data[1]).toMatchObject({
      id: 2,
      price: 179.94,
      price_before_sale: 239.94,
      sale_percentage: 0.25,
      featured: true,
    });
    const french = await unwrap(
      (await signIn()).api.GET('/products', { params: { query: { device_ref: DEVICE } } }),
    );
    expect(french.data[0]?.name).toBe('Forfait 3 mois');
  });

  it('gives a price hash that changes with the price and the months', () => {
    const hash = priceHash(product(1), APP_KEY);
    expect(priceHash({ ...product(1), price_cents: 11_998 }, APP_KEY)).not.toBe(hash);
    expect(priceHash({ ...product(1), number_of_months: 4 }, APP_KEY)).not.toBe(hash);
    expect(priceHash(product(1), 'another-key')).not.toBe(hash);
  });

  it('filters by platform, and lists the native products with their store ids', async () => {
    const { api } = await signIn();
    for (const platform of ['ios', 'android'] as const) {
      const { data } = await unwrap(
        api.GET('/products/native', { params: { query: { device_ref: DEVICE, platform } } }),
      );
      expect(data.map((p) => p.id)).toEqual([1, 2]);
      for (const p of data) {
        expect(platform === 'ios' ? p.apple_id : p.google_id).toBeTruthy();
      }
      const web = await unwrap(
        api.GET('/products', { params: { query: { device_ref: DEVICE, platform } } }),
      );
      expect(web.data).toEqual(data);
    }
  });

  it('needs a device reference, a known platform and a session', async () => {
    const { api } = await signIn();
    expect(
      await failure(unwrap(api.GET('/products', { params: { query: {} as never } }))),
    ).toMatchObject({ status: 422, fieldErrors: { device_ref: expect.any(String) as string } });
    expect(
      await failure(
        unwrap(api.GET('/products/native', { params: { query: { device_ref: DEVICE } as never } })),
      ),
    ).toMatchObject({ status: 422, fieldErrors: { platform: expect.any(String) as string } });
    expect(
      await failure(
        unwrap(
          api.GET('/products/native', {
            params: { query: { device_ref: DEVICE, platform: 'windows' as never } },
          }),
        ),
      ),
    ).toMatchObject({ status: 422 });
    const anonymous = server.client({ mode: 'token' }).api;
    for (const call of [
      anonymous.GET('/products', { params: { query: { device_ref: DEVICE } } }),
      anonymous.GET('/products/native', {
        params: { query: { device_ref: DEVICE, platform: 'ios' } },
      }),
    ]) {
      expect(await failure(unwrap(call))).toMatchObject({ status: 401 });
    }
  });
});

describe('GET products/{id}/estimate', () => {
  it('prices a first purchase with Québec taxes by default and the end date months from now', async () => {
    const { api } = await signIn();
    expect(await estimate(api, 1)).toEqual({
      order: { total: 119.97, taxes: 15.63 },
      end_date: '2025-09-15T12:00:00.000Z',
      promo_code: null,
    });
    expect((await estimate(api, 2)).order).toEqual({ total: 179.94, taxes: 23.44 });
  });

  it('uses the member’s province', async () => {
    const { api } = await signIn({ state: 'Ontario' });
    expect((await estimate(api, 1)).order).toEqual({ total: 119.97, taxes: 13.8 });
  });

  it('applies percentage, amount and extra-month promo codes', async () => {
    const { api } = await signIn();
    expect(await estimate(api, 1, 'bienvenue20')).toEqual({
      order: { total: 95.98, taxes: 12.5 },
      end_date: '2025-09-15T12:00:00.000Z',
      promo_code: {
        code: 'BIENVENUE20',
        additional_months: 0,
        rebate_type: 'percentage',
        rebate_value: 20,
      },
    });
    expect((await estimate(api, 1, 'AMOUR10')).order).toEqual({ total: 109.97, taxes: 14.32 });
    expect(await estimate(api, 2, 'PRINTEMPS')).toMatchObject({
      order: { total: 179.94 },
      end_date: '2026-01-15T12:00:00.000Z',
      promo_code: { code: 'PRINTEMPS', additional_months: 1 },
    });
  });

  it('refuses an invalid promo code on promo_code, in the request’s language', async () => {
    const { api } = await signIn();
    for (const [id, code] of [
      [1, 'NOPE'],
      [1, 'PRINTEMPS'], // the 6-month package only
      [1, 'NOEL2023'], // expired
    ] as const) {
      expect(
        await failure(
          unwrap(
            api.GET('/products/{id}/estimate', {
              params: { path: { id }, query: { promo_code: code } },
            }),
          ),
        ),
      ).toMatchObject({
        status: 422,
        message: 'Code promo invalide',
        fieldErrors: { promo_code: 'Code promo invalide' },
      });
    }
    const english = (await signIn({ locale: 'en' })).api;
    expect(
      await failure(
        unwrap(
          english.GET('/products/{id}/estimate', {
            params: { path: { id: 1 }, query: { promo_code: 'NOPE' } },
          }),
        ),
      ),
    ).toMatchObject({ status: 422, fieldErrors: { promo_code: 'Invalid promo code' } });
  });

  it('adds the months to the current end date of an active member, and starts a trial member now', async () => {
    const active = await signIn({
      member: {
        subscriptionStatus: 'active',
        subscriptionEndDate: new Date('2025-08-01T00:00:00.000Z'),
      },
    });
    expect((await estimate(active.api, 2)).end_date).toBe('2026-02-01T00:00:00.000Z');
    const trial = await signIn({
      member: { subscriptionStatus: 'trial', trialEndDate: new Date(NOW + 3 * DAY) },
    });
    expect((await estimate(trial.api, 1)).end_date).toBe('2025-09-15T12:00:00.000Z');
  });

  it('answers 404 for an unknown product and 401 without a session', async () => {
    const { api } = await signIn();
    expect(
      await failure(unwrap(api.GET('/products/{id}/estimate', { params: { path: { id: 999 } } }))),
    ).toMatchObject({ status: 404, message: 'Produit introuvable!' });
    expect(
      await failure(
        unwrap(
          server
            .client({ mode: 'token' })
            .api.GET('/products/{id}/estimate', { params: { path: { id: 1 } } }),
        ),
      ),
    ).toMatchObject({ status: 401 });
  });
});

describe('GET promo-codes/test', () => {
  const test = (api: ApiClient, product_id: number, code: string) =>
    unwrap(api.GET('/promo-codes/test', { params: { query: { product_id, code } } }));

  it('says whether a code applies to a product, and what it grants', async () => {
    const { api } = await signIn();
    expect(await test(api, 2, ' printemps ')).toEqual({
      valid: true,
      promo_code: {
        code: 'PRINTEMPS',
        additional_months: 1,
        rebate_type: 'percentage',
        rebate_value: 0,
      },
    });
    expect(await test(api, 1, 'AMOUR10')).toMatchObject({
      valid: true,
      promo_code: { rebate_type: 'amount', rebate_value: 10 },
    });
    expect(await test(api, 1, 'PRINTEMPS')).toEqual({ valid: false, promo_code: null });
    expect(await test(api, 1, 'NOEL2023')).toEqual({ valid: false, promo_code: null });
    expect(await test(api, 999, 'AMOUR10')).toEqual({ valid: false, promo_code: null });
  });

  it('needs a code of at least one character, a product id and a session', async () => {
    const { api, fetch } = await signIn();
    const raw = await fetch(`${server.url}/promo-codes/test?product_id=1&code=`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${api.token() ?? ''}` },
    });
    expect(raw.status).toBe(422);
    expect(await raw.json()).toMatchObject({ errors: { code: [expect.any(String)] } });
    expect(
      await failure(
        unwrap(
          api.GET('/promo-codes/test', {
            params: { query: { product_id: 'one' as never, code: 'AMOUR10' } },
          }),
        ),
      ),
    ).toMatchObject({ status: 422, fieldErrors: { product_id: expect.any(String) as string } });
    expect(await failure(test(server.client({ mode: 'token' }).api, 1, 'AMOUR10'))).toMatchObject({
      status: 401,
    });
  });
});

describe('payment sources', () => {
  it('saves a card through the gateway, keeping only brand, last four, expiry and a token', async () => {
    const { api, user } = await signIn({ mode: 'session' });
    const saved = await addCard(api);
    expect(saved).toEqual({
      id: expect.any(Number) as number,
      description: 'Visa se terminant par 4242',
    });
    const [row] = await server.services.db
      .select()
      .from(paymentSources)
      .where(eq(paymentSources.id, saved.id));
    expect(row).toMatchObject({
      userId: user.id,
      brand: 'visa',
      last4: '4242',
      expiryMonth: 9,
      expiryYear: 2027,
    });
    expect(row?.gatewayToken).toMatch(/^tok_test_/);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
    expect(JSON.stringify(row)).not.toContain('"123"');
  });

  it('describes each brand in the request’s language, newest first, and only the caller’s', async () => {
    const { api } = await signIn({ locale: 'en' });
    await addCard(api);
    await addCard(api, { card_type: 'MASTERCARD', card_number: '5555555555554444' });
    await addCard(api, { card_type: 'AMEX', card_number: '378282246310005', card_cvv: '1234' });
    const other = await signIn();
    await addCard(other.api, { card_number: '4000000000000002' });
    const { data } = await unwrap(api.GET('/payment-sources'));
    expect(data.map((s) => s.description)).toEqual([
      'Amex ending 0005',
      'Mastercard ending 4444',
      'Visa ending 4242',
    ]);
    expect((await unwrap(other.api.GET('/payment-sources'))).data).toHaveLength(1);
  });

  it('checks the expiry month from 01 to 12', async () => {
    const { api } = await signIn({ locale: 'en' });
    for (const month of ['01', '12']) await addCard(api, { card_expiry_month: month });
    for (const month of ['00', '13', '1']) {
      expect(await failure(addCard(api, { card_expiry_month: month }))).toMatchObject({
        status: 422,
        fieldErrors: { card_expiry_month: expect.any(String) as string },
      });
    }
  });

  it('checks the expiry year from the current year to ten years later', async () => {
    const { api } = await signIn({ locale: 'en' });
    // The current month of the current year is still valid; the month before has expired.
    await addCard(api, { card_expiry_year: 2025, card_expiry_month: '06' });
    expect(
      await failure(addCard(api, { card_expiry_year: 2025, card_expiry_month: '05' })),
    ).toMatchObject({ status: 422, fieldErrors: { card_expiry_month: 'The card has expired.' } });
    expect(await failure(addCard(api, { card_expiry_year: 2024 }))).toMatchObject({
      status: 422,
      fieldErrors: { card_expiry_year: 'The card has expired.' },
    });
    await addCard(api, { card_expiry_year: 2035, card_expiry_month: '12' });
    expect(await failure(addCard(api, { card_expiry_year: 2036 }))).toMatchObject({
      status: 422,
      fieldErrors: { card_expiry_year: 'The expiry date is invalid.' },
    });
  });

  it('checks the number (length, Luhn, brand) and the CVV, never echoing the number', async () => {
    const { api } = await signIn();
    await addCard(api, { card_number: visaOfLength(13) });
    await addCard(api, { card_number: visaOfLength(19) });
    for (const number of [visaOfLength(13).slice(0, 12), `${visaOfLength(19)}1`]) {
      expect(await failure(addCard(api, { card_number: number }))).toMatchObject({
        status: 422,
        fieldErrors: { card_number: expect.any(String) as string },
      });
    }
    const luhn = (await failure(addCard(api, { card_number: '4242424242424241' }))) as {
      body: unknown;
    };
    expect(luhn).toMatchObject({
      status: 422,
      fieldErrors: { card_number: 'Le numéro de carte est invalide.' },
    });
    expect(JSON.stringify(luhn.body)).not.toContain('4242424242424241');
    expect(
      await failure(addCard(api, { card_type: 'MASTERCARD', card_number: '4242424242424242' })),
    ).toMatchObject({
      status: 422,
      fieldErrors: { card_type: 'Le numéro de carte ne correspond pas au type de carte.' },
    });
    expect(await failure(addCard(api, { card_number: '6011111111111117' }))).toMatchObject({
      status: 422,
      fieldErrors: { card_number: expect.stringContaining('Visa') as string },
    });
    // 3 digits for Visa and Mastercard, 4 for Amex.
    for (const [type, number, cvv] of [
      ['VISA', '4242424242424242', '1234'],
      ['AMEX', '378282246310005', '123'],
    ] as const) {
      expect(
        await failure(addCard(api, { card_type: type, card_number: number, card_cvv: cvv })),
      ).toMatchObject({
        status: 422,
        fieldErrors: { card_cvv: 'Le code de sécurité est invalide.' },
      });
    }
    expect(await failure(addCard(api, { card_cvv: '12' }))).toMatchObject({ status: 422 });
    const missing = await failure(unwrap(api.POST('/payment-sources', { body: {} as never })));
    expect(missing).toMatchObject({ status: 422 });
    expect(Object.keys((missing as { fieldErrors: object }).fieldErrors)).toEqual([
      'card_type',
      'card_number',
      'card_cvv',
      'card_expiry_month',
      'card_expiry_year',
    ]);
  });

  it('deletes the caller’s card, and answers 404 for another member’s', async () => {
    const owner = await signIn({ mode: 'session' });
    const saved = await addCard(owner.api);
    const other = await signIn({ mode: 'session' });
    const stranger = await failure(
      unwrap(other.api.DELETE('/payment-sources/{id}', { params: { path: { id: saved.id } } })),
    );
    expect(stranger).toMatchObject({ status: 404 });
    expect((await unwrap(owner.api.GET('/payment-sources'))).data).toHaveLength(1);
    await unwrap(owner.api.DELETE('/payment-sources/{id}', { params: { path: { id: saved.id } } }));
    expect((await unwrap(owner.api.GET('/payment-sources'))).data).toEqual([]);
    expect(
      await failure(
        unwrap(owner.api.DELETE('/payment-sources/{id}', { params: { path: { id: saved.id } } })),
      ),
    ).toMatchObject({ status: 404 });
  });

  it('answers 401 without a session', async () => {
    const { api } = server.client({ mode: 'token' });
    const unauthenticated = { status: 401 };
    expect(await failure(unwrap(api.GET('/payment-sources')))).toMatchObject(unauthenticated);
    expect(await failure(unwrap(api.POST('/payment-sources', { body: card() })))).toMatchObject(
      unauthenticated,
    );
    expect(
      await failure(unwrap(api.DELETE('/payment-sources/{id}', { params: { path: { id: 1 } } }))),
    ).toMatchObject(unauthenticated);
  });
});

describe('POST pay/{id}', () => {
  it('charges the card, records the order and activates the subscription', async () => {
    const { api, user } = await signIn({ mode: 'session' });
    const saved = await addCard(api);
    const charge = spyCharges();
    await pay(api, 1);
    expect(charge).toHaveBeenCalledTimes(1);
    expect(charge.mock.calls[0]?.[0]).toMatchObject({
      amountCents: 11_997,
      idempotencyKey: expect.stringMatching(/^order-\d+$/) as string,
    });
    expect(await memberOf(api)).toMatchObject({
      subscription_status: 'active',
      subscription_end_date: '2025-09-15T12:00:00.000Z',
      onboarding_completed: true,
    });
    const [order] = await ordersOf(user.id);
    expect(order).toMatchObject({
      productId: 1,
      channel: 'card',
      status: 'paid',
      totalCents: 11_997,
      taxesCents: 1563,
      months: 3,
      promoCode: null,
      chargeId: expect.stringMatching(/^ch_test_/) as string,
      startsAt: new Date(NOW),
      endsAt: new Date('2025-09-15T12:00:00.000Z'),
    });
    const [subscription] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(subscription).toMatchObject({
      productId: 1,
      autoRenew: true,
      paymentSourceId: saved.id,
    });
  });

  it('adds the months to the current end date when the member buys again', async () => {
    const { api, user } = await signIn();
    await addCard(api);
    await pay(api, 1);
    clock = NOW + 10 * DAY;
    expect((await estimate(api, 2)).end_date).toBe('2026-03-15T12:00:00.000Z');
    await pay(api, 2);
    expect((await memberOf(api)).subscription_end_date).toBe('2026-03-15T12:00:00.000Z');
    const [, second] = await ordersOf(user.id);
    expect(second).toMatchObject({ status: 'paid', months: 6, totalCents: 17_994 });
    const [subscription] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(subscription?.productId).toBe(2);
  });

  it('starts a trial member’s subscription now', async () => {
    const { api } = await signIn({
      member: { subscriptionStatus: 'trial', trialEndDate: new Date(NOW + 2 * DAY) },
    });
    await addCard(api);
    await pay(api, 2);
    expect(await memberOf(api)).toMatchObject({
      subscription_status: 'active',
      subscription_end_date: '2025-12-15T12:00:00.000Z',
    });
  });

  it('charges the promo code’s price and grants its extra months', async () => {
    const { api, user } = await signIn();
    await addCard(api);
    const charge = spyCharges();
    await pay(api, 1, { promo_code: 'BIENVENUE20' });
    expect(charge.mock.calls[0]?.[0].amountCents).toBe(9598);
    await pay(api, 2, { promo_code: 'PRINTEMPS' });
    expect(charge.mock.calls[1]?.[0].amountCents).toBe(17_994);
    const [first, second] = await ordersOf(user.id);
    expect(first).toMatchObject({ promoCode: 'BIENVENUE20', totalCents: 9598, taxesCents: 1250 });
    expect(second).toMatchObject({ promoCode: 'PRINTEMPS', months: 7 });
    // 15 September 2025 + 7 months.
    expect((await memberOf(api)).subscription_end_date).toBe('2026-04-15T12:00:00.000Z');
    // An empty or null promo code is no promo code.
    await pay(api, 1, { promo_code: null });
    await pay(api, 1, { promo_code: '' });
    expect(charge.mock.calls.slice(2).map(([request]) => request.amountCents)).toEqual([
      11_997, 11_997,
    ]);
  });

  it('refuses an invalid promo code with 400 and charges nothing', async () => {
    const { api, user } = await signIn({ locale: 'en' });
    await addCard(api);
    const charge = spyCharges();
    expect(await failure(pay(api, 1, { promo_code: 'PRINTEMPS' }))).toMatchObject({
      status: 400,
      code: 'INVALID_PROMO_CODE',
      message: 'Invalid promo code',
    });
    expect(charge).not.toHaveBeenCalled();
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('refuses a stale or forged price hash with 400 and charges nothing', async () => {
    const { api, user } = await signIn({ mode: 'session' });
    await addCard(api);
    const charge = spyCharges();
    const stale = priceHash({ ...product(1), price_cents: 10_997 }, APP_KEY);
    for (const hash of [stale, 'forged', priceHash(product(2), APP_KEY)]) {
      expect(await failure(pay(api, 1, { price_hash: hash }))).toMatchObject({
        status: 400,
        code: 'PRICE_CHANGED',
        message: 'Le prix a changé, veuillez réessayer.',
      });
    }
    expect(charge).not.toHaveBeenCalled();
    expect(await ordersOf(user.id)).toEqual([]);
    expect((await memberOf(api)).subscription_status).toBe('inactive');
  });

  it('answers 400 PAYMENT_FAILED on a declined card, and grants nothing', async () => {
    const { api, user } = await signIn();
    await addCard(api, { card_number: '4000000000000002' });
    expect(await failure(pay(api, 1))).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
      message: 'La carte a été refusée.',
    });
    await addCard(api, { card_number: '4000000000009995' });
    expect(await failure(pay(api, 1))).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
      message: 'Les fonds de la carte sont insuffisants.',
    });
    expect((await ordersOf(user.id)).map((o) => o.status)).toEqual(['failed', 'failed']);
    expect(await memberOf(api)).toMatchObject({
      subscription_status: 'inactive',
      subscription_end_date: null,
    });
  });

  it('charges the card saved last', async () => {
    const { api } = await signIn();
    await addCard(api, { card_number: '4000000000000002' });
    const latest = await addCard(api, { card_type: 'MASTERCARD', card_number: '5555555555554444' });
    const [row] = await server.services.db
      .select()
      .from(paymentSources)
      .where(eq(paymentSources.id, latest.id));
    const charge = spyCharges();
    await pay(api, 1);
    expect(charge.mock.calls[0]?.[0].token).toBe(row?.gatewayToken);
  });

  it('needs a payment source, a member, a known product, the body and a session', async () => {
    const { api } = await signIn();
    const charge = spyCharges();
    expect(await failure(pay(api, 1))).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
      message: 'Ajoutez une carte de paiement avant de payer.',
    });
    const ambassadorOnly = await signIn({ member: false });
    await addCard(ambassadorOnly.api);
    expect(await failure(pay(ambassadorOnly.api, 1))).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
    });
    expect(charge).not.toHaveBeenCalled();
    expect(await failure(pay(api, 999, { price_hash: 'x' }))).toMatchObject({
      status: 404,
      message: 'Produit introuvable!',
    });
    expect(
      await failure(
        unwrap(
          api.POST('/pay/{id}', {
            params: { path: { id: 1 } },
            body: { device_ref: DEVICE } as never,
          }),
        ),
      ),
    ).toMatchObject({ status: 422, fieldErrors: { price_hash: expect.any(String) as string } });
    expect(
      await failure(
        pay(server.client({ mode: 'token' }).api, 1, {
          price_hash: priceHash(product(1), APP_KEY),
        }),
      ),
    ).toMatchObject({ status: 401 });
  });
});

describe('POST pay/in-app', () => {
  const purchase = (id: string, transaction: Record<string, unknown>) => ({ id, transaction });
  const payInApp = (
    api: ApiClient,
    platform: 'ios' | 'android',
    product: { id: string; transaction: Record<string, unknown> },
  ) => unwrap(api.POST('/pay/in-app', { body: { product, platform, device_ref: DEVICE } }));

  it('grants a verified iOS or Android purchase and records the store transaction', async () => {
    const ios = await signIn();
    const charge = spyCharges();
    await payInApp(
      ios.api,
      'ios',
      purchase('ca.rencontres.membership.3months', { id: 'test_ok_ios_1' }),
    );
    expect(await memberOf(ios.api)).toMatchObject({
      subscription_status: 'active',
      subscription_end_date: '2025-09-15T12:00:00.000Z',
      onboarding_completed: true,
    });
    expect(await ordersOf(ios.user.id)).toEqual([
      expect.objectContaining({
        productId: 1,
        channel: 'in_app',
        status: 'paid',
        storeTransactionId: 'test_ok_ios_1',
        totalCents: 11_997,
      }),
    ]);
    const [subscription] = await server.services.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, ios.user.id));
    expect(subscription).toMatchObject({ productId: 1, autoRenew: false, paymentSourceId: null });

    const android = await signIn();
    await payInApp(
      android.api,
      'android',
      purchase('membership_6_months', { purchaseToken: 'test_ok_android_1' }),
    );
    expect((await memberOf(android.api)).subscription_end_date).toBe('2025-12-15T12:00:00.000Z');
    expect(charge).not.toHaveBeenCalled();
  });

  it('never accepts a store transaction twice', async () => {
    const first = await signIn();
    const bought = purchase('ca.rencontres.membership.6months', { id: 'test_ok_replay' });
    await payInApp(first.api, 'ios', bought);
    const endDate = (await memberOf(first.api)).subscription_end_date;
    expect(await failure(payInApp(first.api, 'ios', bought))).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
      message: 'Cet achat a déjà été enregistré.',
    });
    const second = await signIn();
    expect(await failure(payInApp(second.api, 'ios', bought))).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
    });
    expect((await memberOf(first.api)).subscription_end_date).toBe(endDate);
    expect((await memberOf(second.api)).subscription_status).toBe('inactive');
    expect(await ordersOf(second.user.id)).toEqual([]);
  });

  it('grants nothing for a cancelled or unverified purchase', async () => {
    const { api, user } = await signIn({ locale: 'en' });
    expect(
      await failure(
        payInApp(api, 'ios', purchase('ca.rencontres.membership.3months', { id: 'test_cancel_1' })),
      ),
    ).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
      message: 'The purchase was cancelled.',
    });
    for (const transaction of [{ id: '1000000123456789' }, {}]) {
      expect(
        await failure(
          payInApp(api, 'ios', purchase('ca.rencontres.membership.3months', transaction)),
        ),
      ).toMatchObject({ status: 400, code: 'PAYMENT_FAILED' });
    }
    expect((await memberOf(api)).subscription_status).toBe('inactive');
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('answers PRODUCT_NOT_FOUND for a store id that is not ours or not of this platform', async () => {
    const { api } = await signIn();
    for (const [platform, id] of [
      ['ios', 'ca.rencontres.unknown'],
      ['android', 'ca.rencontres.membership.3months'],
    ] as const) {
      expect(
        await failure(payInApp(api, platform, purchase(id, { id: 'test_ok_product' }))),
      ).toMatchObject({ status: 400, code: 'PRODUCT_NOT_FOUND', message: 'Produit introuvable!' });
    }
  });

  it('needs the body and a session', async () => {
    const { api } = await signIn();
    expect(
      await failure(
        unwrap(api.POST('/pay/in-app', { body: { platform: 'ios', device_ref: DEVICE } as never })),
      ),
    ).toMatchObject({ status: 422, fieldErrors: { product: expect.any(String) as string } });
    expect(
      await failure(
        payInApp(
          server.client({ mode: 'token' }).api,
          'ios',
          purchase('ca.rencontres.membership.3months', { id: 'test_ok_anonymous' }),
        ),
      ),
    ).toMatchObject({ status: 401 });
  });
});

describe('POST onboarding/trial', () => {
  it('starts the 5-day trial once per person', async () => {
    const { api } = await signIn();
    await unwrap(api.POST('/onboarding/trial'));
    expect(await memberOf(api)).toMatchObject({
      subscription_status: 'trial',
      trial_end_date: '2025-06-20T12:00:00.000Z',
      onboarding_completed: true,
    });
    clock = NOW + 6 * DAY;
    await unwrap(api.POST('/onboarding/trial'));
    expect((await memberOf(api)).trial_end_date).toBe('2025-06-20T12:00:00.000Z');
  });

  it('starts no subscription before the wizard’s payment step: no trial, no charge', async () => {
    // Half-way through the wizard (the identity check and the pictures still to come).
    const { api, user } = await signIn({ member: { onboardingStep: 'authentication' } });
    await unwrap(api.POST('/onboarding/trial'));
    expect(await memberOf(api)).toMatchObject({
      subscription_status: 'inactive',
      trial_end_date: null,
      onboarding_completed: false,
    });
    await addCard(api);
    const charge = spyCharges();
    expect(await failure(pay(api, 1))).toMatchObject({
      status: 400,
      code: 'PAYMENT_FAILED',
      message: 'Terminez votre inscription avant de vous abonner.',
    });
    expect(charge).not.toHaveBeenCalled();
    expect(await ordersOf(user.id)).toEqual([]);
    expect((await memberOf(api)).onboarding_completed).toBe(false);
  });

  it('does not give a trial to a member who has subscribed, nor after a subscription lapsed', async () => {
    const { api } = await signIn();
    await addCard(api);
    await pay(api, 1);
    await unwrap(api.POST('/onboarding/trial'));
    expect(await memberOf(api)).toMatchObject({
      subscription_status: 'active',
      trial_end_date: null,
    });
    const lapsed = await signIn({
      member: { subscriptionStatus: 'inactive', subscriptionEndDate: new Date(NOW - DAY) },
    });
    await unwrap(lapsed.api.POST('/onboarding/trial'));
    expect(await memberOf(lapsed.api)).toMatchObject({
      subscription_status: 'inactive',
      trial_end_date: null,
    });
  });

  it('answers 401 without a session', async () => {
    expect(
      await failure(unwrap(server.client({ mode: 'token' }).api.POST('/onboarding/trial'))),
    ).toMatchObject({ status: 401 });
  });
});

describe('POST referral', () => {
  const refer = (api: ApiClient, device_ref: string, ambassador_code: string) =>
    unwrap(api.POST('/referral', { body: { device_ref, ambassador_code } }));
  const visitsOf = (ambassadorId: number) =>
    server.services.db
      .select()
      .from(referralVisits)
      .where(eq(referralVisits.ambassadorId, ambassadorId));

  it('records a visit once per code and device, for visitors', async () => {
    const { ambassador } = await createAmbassador('CLAIRE');
    const { api } = server.client({ mode: 'session' });
    await refer(api, 'visitor-1', 'CLAIRE');
    await refer(api, 'visitor-1', 'claire');
    await refer(api, 'visitor-2', 'CLAIRE');
    expect((await visitsOf(ambassador.id)).map((v) => v.deviceRef).sort()).toEqual([
      'visitor-1',
      'visitor-2',
    ]);
  });

  it('refuses an unknown code, and checks the device reference’s length', async () => {
    await createAmbassador('LIMITS');
    const { api } = server.client({ mode: 'token', locale: 'en' });
    expect(await failure(refer(api, 'visitor-3', 'NOBODY'))).toMatchObject({
      status: 422,
      fieldErrors: { ambassador_code: 'This ambassador code does not exist.' },
    });
    await refer(api, 'd'.repeat(255), 'LIMITS');
    expect(await failure(refer(api, 'd'.repeat(256), 'LIMITS'))).toMatchObject({
      status: 422,
      fieldErrors: { device_ref: expect.stringContaining('255') as string },
    });
    expect(await failure(refer(api, ' ', ' '))).toMatchObject({
      status: 422,
      fieldErrors: {
        device_ref: expect.any(String) as string,
        ambassador_code: expect.any(String) as string,
      },
    });
    expect(
      await failure(unwrap(api.POST('/referral', { body: { device_ref: 'x' } as never }))),
    ).toMatchObject({
      status: 422,
      fieldErrors: { ambassador_code: expect.any(String) as string },
    });
  });

  it('limits the visits per address', async () => {
    await createAmbassador('THROTTLE');
    const post = () =>
      fetch(`${server.url}/referral`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          // Not believed (no TRUSTED_PROXIES): the visits count against the caller's own address.
          'X-Forwarded-For': '203.0.113.7',
        },
        body: JSON.stringify({ device_ref: 'spam', ambassador_code: 'THROTTLE' }),
      });
    const address = 'referral:address:127.0.0.1';
    server.services.rateLimiter.clear(address);
    for (let i = 0; i < REFERRAL_LIMIT.perAddress; i += 1) expect((await post()).status).toBe(204);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    server.services.rateLimiter.clear(address);
  });

  it('rewards the ambassador once for a referred 3-month subscription, and gives the friend a month', async () => {
    const { ambassador } = await createAmbassador('AMBASSADE');
    await refer(server.client({ mode: 'token' }).api, 'friend-device', 'AMBASSADE');
    const friend = await signIn();
    // The products list links the device's visit to the signed-in friend.
    await unwrap(
      friend.api.GET('/products', { params: { query: { device_ref: 'friend-device' } } }),
    );
    expect((await estimate(friend.api, 1)).end_date).toBe('2025-10-15T12:00:00.000Z');
    await addCard(friend.api);
    await pay(friend.api, 1, { device_ref: 'friend-device' });
    expect((await memberOf(friend.api)).subscription_end_date).toBe('2025-10-15T12:00:00.000Z');
    const [order] = await ordersOf(friend.user.id);
    expect(order?.months).toBe(4);
    const rewards = () =>
      server.services.db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.ambassadorId, ambassador.id));
    expect(await rewards()).toEqual([
      expect.objectContaining({
        referredUserId: friend.user.id,
        orderId: order?.id,
        amountCents: 1000,
        claimedAt: null,
      }),
    ]);
    // Buying again is not a new referred subscription: no reward, no extra month.
    await pay(friend.api, 2, { device_ref: 'friend-device' });
    expect((await memberOf(friend.api)).subscription_end_date).toBe('2026-04-15T12:00:00.000Z');
    expect(await rewards()).toHaveLength(1);
  });

  it('rewards an in-app subscription too, through the device reference it carries', async () => {
    const { ambassador } = await createAmbassador('NATIVE');
    const friend = await signIn();
    // Signed in when following the link: linked at once.
    await refer(friend.api, 'native-device', 'NATIVE');
    await unwrap(
      friend.api.POST('/pay/in-app', {
        body: {
          product: {
            id: 'membership_6_months',
            transaction: { purchaseToken: 'test_ok_referred' },
          },
          platform: 'android',
          device_ref: 'native-device',
        },
      }),
    );
    expect((await memberOf(friend.api)).subscription_end_date).toBe('2026-01-15T12:00:00.000Z');
    const rewards = await server.services.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.ambassadorId, ambassador.id));
    expect(rewards.map((r) => r.amountCents)).toEqual([1000]);
  });

  it('rewards only packages of 3 months or more (every package sold qualifies)', () => {
    expect(qualifiesForReferralReward({ number_of_months: 2 })).toBe(false);
    expect(qualifiesForReferralReward({ number_of_months: 3 })).toBe(true);
    expect(PRODUCTS.every((p) => qualifiesForReferralReward(p))).toBe(true);
  });

  it('links a new user to the latest visit on the device, once, never to themselves or a past subscriber', async () => {
    const services = server.services;
    const first = await createAmbassador('FIRST');
    const second = await createAmbassador('SECOND');
    const visitor = server.client({ mode: 'token' }).api;
    await refer(visitor, 'shared-device', 'FIRST');
    await refer(visitor, 'shared-device', 'SECOND');
    const newcomer = await createUser(services);
    expect(await attachReferral(services, newcomer.id, 'shared-device')).toBe(true);
    const linked = await services.db
      .select()
      .from(referralVisits)
      .where(eq(referralVisits.referredUserId, newcomer.id));
    expect(linked.map((v) => v.ambassadorId)).toEqual([second.ambassador.id]);
    // The first link wins.
    expect(await attachReferral(services, newcomer.id, 'shared-device')).toBe(false);
    // An ambassador does not refer themselves.
    await refer(visitor, 'own-device', 'FIRST');
    expect(await attachReferral(services, first.user.id, 'own-device')).toBe(false);
    // A member who already paid is not a new subscriber.
    const subscriber = await signIn();
    await addCard(subscriber.api);
    await pay(subscriber.api, 1, { device_ref: 'no-visit' });
    await refer(visitor, 'late-device', 'FIRST');
    expect(await attachReferral(services, subscriber.user.id, 'late-device')).toBe(false);
    expect(await attachReferral(services, newcomer.id, '  ')).toBe(false);
    const [unlinked] = await services.db
      .select()
      .from(referralVisits)
      .where(
        and(
          eq(referralVisits.ambassadorId, first.ambassador.id),
          eq(referralVisits.deviceRef, 'late-device'),
        ),
      );
    expect(unlinked?.referredUserId).toBeNull();
  });
});
