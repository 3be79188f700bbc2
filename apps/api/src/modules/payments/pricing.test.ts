import { bundleContract } from '@app/openapi/bundle';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_COURSE_VALUE_CENTS,
  DEFAULT_TAX_PROVINCE,
  PRODUCTS,
  PROMO_CODES,
  PROVINCE_TAXES,
  REFERRAL_FRIEND_BONUS_MONTHS,
  REFERRAL_REWARD_CENTS,
  TRIAL_DAYS,
  addMonths,
  applyPromoCode,
  daysRemaining,
  estimate,
  findProductByStoreId,
  includedTaxesCents,
  isFirstPurchase,
  monthlyPrice,
  monthlyPriceCents,
  priceHash,
  productsForPlatform,
  provinceCode,
  qualifiesForReferralReward,
  quote,
  realMonths,
  sortProducts,
  taxBreakdown,
  taxRate,
  toProduct,
  trialEndDate,
  validatePromoCode,
  verifyPriceHash,
  type EstimateInput,
  type ProductDefinition,
  type PromoCode,
  type PromoCodeDefinition,
} from './pricing';

const SECRET = 'test-secret';
const NOW = new Date('2026-03-15T12:00:00.000Z');
const DAY = 86_400_000;

function product(id: number): ProductDefinition {
  const found = PRODUCTS.find((p) => p.id === id);
  if (!found) throw new Error(`product ${id} is not seeded`);
  return found;
}
const THREE = product(1);
const SIX = product(2);

function promo(code: string, productId = SIX.id): PromoCode {
  const found = validatePromoCode(code, productId, NOW);
  if (!found) throw new Error(`${code} should be valid`);
  return found;
}

let validate: (schema: string, value: unknown) => string | null;

beforeAll(async () => {
  const contract = await bundleContract();
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addSchema({ ...contract, $id: 'openapi.json' });
  validate = (schema, value) => {
    const check = ajv.compile({ $ref: `openapi.json#/components/schemas/${schema}` });
    return check(value) ? null : ajv.errorsText(check.errors);
  };
});

describe('constants', () => {
  it('are those of the spec', () => {
    expect(TRIAL_DAYS).toBe(5);
    expect(REFERRAL_REWARD_CENTS).toBe(1000);
    expect(REFERRAL_FRIEND_BONUS_MONTHS).toBe(1);
    expect(BONUS_COURSE_VALUE_CENTS).toBe(49_400);
  });
});

describe('PRODUCTS', () => {
  it('seeds a 3-month and a 6-month renewable package', () => {
    expect(PRODUCTS.map((p) => p.number_of_months).sort()).toEqual([3, 6]);
    for (const p of PRODUCTS) {
      expect(p.is_renewable).toBe(true);
      expect(p.number_of_extra_months).toBe(0);
      expect(Number.isInteger(p.price_cents)).toBe(true);
      expect(p.name.fr).not.toBe(p.name.en);
      expect(p.apple_id).not.toBeNull();
      expect(p.google_id).not.toBeNull();
    }
  });

  it('features the 6-month package and mentions its 494-dollar bonus course in both languages', () => {
    expect(SIX.featured).toBe(true);
    expect(THREE.featured).toBe(false);
    expect(SIX.description.fr).toContain('494 $');
    expect(SIX.description.en).toContain('$494');
    expect(THREE.description.en).not.toContain('494');
  });

  it('keeps a sale consistent: a fraction of at most 1 matching the two prices', () => {
    for (const p of PRODUCTS) {
      if (p.sale_percentage === null) {
        expect(p.price_before_sale_cents).toBeNull();
        continue;
      }
      expect(p.sale_percentage).toBeGreaterThan(0);
      expect(p.sale_percentage).toBeLessThanOrEqual(1);
      expect(p.price_before_sale_cents).toBeGreaterThan(p.price_cents);
      const actual = 1 - p.price_cents / (p.price_before_sale_cents ?? 0);
      expect(Math.abs(actual - p.sale_percentage)).toBeLessThan(0.001);
    }
  });

  it('become contract Products in each language, prices in dollars', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const p of PRODUCTS) {
        const contractProduct = toProduct(p, { locale, secret: SECRET });
        expect(validate('Product', contractProduct)).toBeNull();
        expect(contractProduct.name).toBe(p.name[locale]);
      }
    }
    const six = toProduct(SIX, { locale: 'fr', secret: SECRET });
    expect(six).toMatchObject({ price: 179.94, price_before_sale: 239.94, sale_percentage: 0.25 });
    expect(six.price_hash).toBe(priceHash(SIX, SECRET));
    expect(toProduct(THREE, { locale: 'en', secret: SECRET }).price_before_sale).toBeNull();
  });
});

describe('sortProducts', () => {
  it('orders by number_of_months ascending, without touching the input', () => {
    const input = [SIX, THREE, { ...THREE, id: 9, number_of_months: 1 }];
    expect(sortProducts(input).map((p) => p.number_of_months)).toEqual([1, 3, 6]);
    expect(input.map((p) => p.number_of_months)).toEqual([6, 3, 1]);
  });

  it('breaks ties by id', () => {
    expect(sortProducts([{ ...THREE, id: 5 }, THREE]).map((p) => p.id)).toEqual([1, 5]);
  });
});

describe('realMonths and monthly prices', () => {
  it('count only paid months', () => {
    expect(realMonths({ number_of_months: 6, number_of_extra_months: 0 })).toBe(6);
    expect(realMonths({ number_of_months: 7, number_of_extra_months: 1 })).toBe(6);
  });

  it('divide the price by the real months', () => {
    expect(monthlyPriceCents(THREE)).toBe(3999);
    expect(monthlyPriceCents(SIX)).toBe(2999);
    expect(monthlyPrice(toProduct(SIX, { locale: 'fr', secret: SECRET }))).toBeCloseTo(29.99, 10);
    expect(monthlyPrice({ price: 120, number_of_months: 4, number_of_extra_months: 1 })).toBe(40);
  });
});

describe('qualifiesForReferralReward', () => {
  it('starts at 3 months', () => {
    expect(qualifiesForReferralReward({ number_of_months: 2 })).toBe(false);
    expect(qualifiesForReferralReward(THREE)).toBe(true);
    expect(qualifiesForReferralReward(SIX)).toBe(true);
  });
});

describe('priceHash', () => {
  it('is a stable HMAC-SHA256 in hex', () => {
    const hash = priceHash(THREE, SECRET);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(priceHash({ ...THREE }, SECRET)).toBe(hash);
  });

  it('changes with the price, the months, the product and the secret', () => {
    const hash = priceHash(THREE, SECRET);
    expect(priceHash({ ...THREE, price_cents: THREE.price_cents + 1 }, SECRET)).not.toBe(hash);
    expect(priceHash({ ...THREE, number_of_months: 4 }, SECRET)).not.toBe(hash);
    expect(priceHash({ ...THREE, number_of_extra_months: 1 }, SECRET)).not.toBe(hash);
    expect(priceHash({ ...THREE, id: 3 }, SECRET)).not.toBe(hash);
    expect(priceHash(THREE, 'other-secret')).not.toBe(hash);
  });

  it('ignores what does not change the price', () => {
    const renamed = { ...THREE, name: { fr: 'x', en: 'y' }, featured: true };
    expect(priceHash(renamed, SECRET)).toBe(priceHash(THREE, SECRET));
  });

  it('refuses an empty secret', () => {
    expect(() => priceHash(THREE, '')).toThrow(RangeError);
  });

  it('verifies the current hash and refuses a stale one', () => {
    const shown = priceHash(THREE, SECRET);
    expect(verifyPriceHash(THREE, shown, SECRET)).toBe(true);
    expect(verifyPriceHash({ ...THREE, price_cents: 12_997 }, shown, SECRET)).toBe(false);
    expect(verifyPriceHash(THREE, shown.slice(1), SECRET)).toBe(false);
    expect(verifyPriceHash(THREE, '', SECRET)).toBe(false);
  });
});

describe('productsForPlatform and findProductByStoreId', () => {
  const webOnly: ProductDefinition = { ...THREE, id: 7, apple_id: null, google_id: null };

  it('keeps on each native platform the products it sells, sorted', () => {
    expect(productsForPlatform([SIX, webOnly, THREE]).map((p) => p.id)).toEqual([1, 7, 2]);
    expect(productsForPlatform([SIX, webOnly, THREE], 'ios').map((p) => p.id)).toEqual([1, 2]);
    expect(productsForPlatform([SIX, webOnly, THREE], 'android').map((p) => p.id)).toEqual([1, 2]);
  });

  it('finds a product by its store id on the right platform only', () => {
    expect(findProductByStoreId(PRODUCTS, 'ios', 'ca.rencontres.membership.6months')).toBe(SIX);
    expect(findProductByStoreId(PRODUCTS, 'android', 'membership_3_months')).toBe(THREE);
    expect(
      findProductByStoreId(PRODUCTS, 'android', 'ca.rencontres.membership.6months'),
    ).toBeUndefined();
    expect(findProductByStoreId(PRODUCTS, 'ios', 'nope')).toBeUndefined();
  });
});

describe('validatePromoCode', () => {
  it('finds a code without case or surrounding spaces, as a contract PromoCode', () => {
    const found = validatePromoCode('  bienvenue20 ', THREE.id, NOW);
    expect(found).toEqual({
      code: 'BIENVENUE20',
      additional_months: 0,
      rebate_type: 'percentage',
      rebate_value: 20,
    });
    expect(validate('PromoCode', found)).toBeNull();
  });

  it('seeds valid contract PromoCodes', () => {
    for (const code of PROMO_CODES) {
      const { expires_at: _expires, product_ids: _products, ...contractCode } = code;
      expect(validate('PromoCode', contractCode)).toBeNull();
    }
  });

  it('refuses an unknown or empty code', () => {
    expect(validatePromoCode('NOPE', THREE.id, NOW)).toBeNull();
    expect(validatePromoCode('', THREE.id, NOW)).toBeNull();
    expect(validatePromoCode('   ', THREE.id, NOW)).toBeNull();
  });

  it('refuses an expired code, from its expiry instant', () => {
    const expiry = new Date('2024-01-01T05:00:00.000Z');
    expect(validatePromoCode('NOEL2023', THREE.id, new Date(expiry.getTime() - 1))).not.toBeNull();
    expect(validatePromoCode('NOEL2023', THREE.id, expiry)).toBeNull();
    expect(validatePromoCode('NOEL2023', THREE.id, NOW)).toBeNull();
  });

  it('refuses a code restricted to another product', () => {
    expect(validatePromoCode('PRINTEMPS', SIX.id, NOW)).toMatchObject({ additional_months: 1 });
    expect(validatePromoCode('PRINTEMPS', THREE.id, NOW)).toBeNull();
  });

  it('reads the codes it is given', () => {
    const codes: PromoCodeDefinition[] = [
      {
        code: 'ONLYME',
        rebate_type: 'amount',
        rebate_value: 5,
        additional_months: 0,
        expires_at: null,
        product_ids: null,
      },
    ];
    expect(validatePromoCode('onlyme', 1, NOW, codes)).not.toBeNull();
    expect(validatePromoCode('BIENVENUE20', 1, NOW, codes)).toBeNull();
  });
});

describe('applyPromoCode', () => {
  const percent = (rebate_value: number): PromoCode => ({
    code: 'P',
    rebate_type: 'percentage',
    rebate_value,
    additional_months: 0,
  });
  const amount = (rebate_value: number): PromoCode => ({
    code: 'A',
    rebate_type: 'amount',
    rebate_value,
    additional_months: 0,
  });

  it('leaves the price without a code', () => {
    expect(applyPromoCode(11_997, null)).toEqual({
      priceCents: 11_997,
      rebateCents: 0,
      additionalMonths: 0,
    });
  });

  it('takes a percentage off, 0 and 100 included, rounded to the cent', () => {
    expect(applyPromoCode(11_997, percent(0)).priceCents).toBe(11_997);
    expect(applyPromoCode(11_997, percent(100)).priceCents).toBe(0);
    expect(applyPromoCode(11_997, percent(20))).toMatchObject({
      priceCents: 9598,
      rebateCents: 2399,
    });
    expect(applyPromoCode(17_994, percent(20)).priceCents).toBe(14_395);
  });

  it('never goes below 0 nor above the price past the percentage bounds', () => {
    expect(applyPromoCode(11_997, percent(101)).priceCents).toBe(0);
    expect(applyPromoCode(11_997, percent(-5)).priceCents).toBe(11_997);
  });

  it('takes an amount in dollars off, and a larger amount leaves 0, not less', () => {
    expect(applyPromoCode(11_997, amount(10))).toMatchObject({
      priceCents: 10_997,
      rebateCents: 1000,
    });
    expect(applyPromoCode(11_997, amount(119.97)).priceCents).toBe(0);
    expect(applyPromoCode(11_997, amount(119.98))).toMatchObject({
      priceCents: 0,
      rebateCents: 11_997,
    });
    expect(applyPromoCode(11_997, amount(500)).priceCents).toBe(0);
  });

  it('adds the free months', () => {
    expect(applyPromoCode(17_994, promo('PRINTEMPS'))).toEqual({
      priceCents: 17_994,
      rebateCents: 0,
      additionalMonths: 1,
    });
  });
});

describe('Canadian taxes', () => {
  it('cover every province and territory, at the 2025 rates', () => {
    expect(Object.keys(PROVINCE_TAXES).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'].sort(),
    );
    expect(taxRate('QC')).toBe(0.14975);
    expect(taxRate('ON')).toBe(0.13);
    expect(taxRate('NS')).toBe(0.14);
    expect(taxRate('NB')).toBe(0.15);
    expect(taxRate('BC')).toBe(0.12);
    expect(taxRate('SK')).toBe(0.11);
    expect(taxRate('MB')).toBe(0.12);
    expect(taxRate('AB')).toBe(0.05);
  });

  it('take the taxes out of a tax-included total in Québec: GST and QST', () => {
    // 119.97 / 1.14975 = 104.344...
    expect(taxBreakdown(11_997, 'QC')).toEqual({
      province: 'QC',
      rate: 0.14975,
      totalCents: 11_997,
      subtotalCents: 10_434,
      taxesCents: 1563,
      components: [
        { name: 'GST', rate: 0.05, amountCents: 522 },
        { name: 'QST', rate: 0.09975, amountCents: 1041 },
      ],
    });
  });

  it('take the taxes out of a tax-included total in Ontario: HST', () => {
    // 119.97 / 1.13 = 106.168...
    expect(includedTaxesCents(11_997, 'ON')).toBe(1380);
    expect(taxBreakdown(11_997, 'ON').components).toEqual([
      { name: 'HST', rate: 0.13, amountCents: 1380 },
    ]);
  });

  it('add up exactly for any total', () => {
    for (const province of Object.keys(PROVINCE_TAXES) as (keyof typeof PROVINCE_TAXES)[]) {
      for (const total of [0, 1, 99, 11_997, 17_994, 123_457]) {
        const b = taxBreakdown(total, province);
        expect(b.subtotalCents + b.taxesCents).toBe(total);
        expect(b.components.reduce((sum, c) => sum + c.amountCents, 0)).toBe(b.taxesCents);
        expect(b.taxesCents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('read provinces by code or by name in either language', () => {
    expect(provinceCode('QC')).toBe('QC');
    expect(provinceCode('qc')).toBe('QC');
    expect(provinceCode('CA-ON')).toBe('ON');
    expect(provinceCode('Québec')).toBe('QC');
    expect(provinceCode('Colombie-Britannique')).toBe('BC');
    expect(provinceCode('British Columbia')).toBe('BC');
    expect(provinceCode('Île-du-Prince-Édouard')).toBe('PE');
    expect(provinceCode('Nouvelle-Écosse')).toBe('NS');
    expect(provinceCode('California')).toBeNull();
    expect(provinceCode('')).toBeNull();
    expect(provinceCode(null)).toBeNull();
    expect(DEFAULT_TAX_PROVINCE).toBe('QC');
  });
});

describe('addMonths', () => {
  it('adds calendar months in UTC, keeping the time', () => {
    expect(addMonths(NOW, 3).toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(addMonths(NOW, 12).toISOString()).toBe('2027-03-15T12:00:00.000Z');
  });

  it('clamps the day to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addMonths(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });
});

describe('trial', () => {
  it('lasts 5 days', () => {
    expect(trialEndDate(NOW).getTime() - NOW.getTime()).toBe(5 * DAY);
  });

  it('counts as a first purchase, as inactive does, and active does not', () => {
    expect(isFirstPurchase('inactive')).toBe(true);
    expect(isFirstPurchase('trial')).toBe(true);
    expect(isFirstPurchase('active')).toBe(false);
  });
});

describe('daysRemaining', () => {
  const at = (days: number) => new Date(NOW.getTime() + days * DAY);

  it('is the rounded days to the end plus one', () => {
    expect(daysRemaining(at(0), NOW)).toBe(1);
    expect(daysRemaining(at(5), NOW)).toBe(6);
    expect(daysRemaining(at(5).toISOString(), NOW)).toBe(6);
  });

  it('rounds partial days', () => {
    expect(daysRemaining(at(2.4), NOW)).toBe(3);
    expect(daysRemaining(at(2.5), NOW)).toBe(4);
    expect(daysRemaining(at(0.49), NOW)).toBe(1);
    expect(daysRemaining(at(-0.4), NOW)).toBe(1);
  });

  it('reaches 0 one rounded day after the end and never goes below', () => {
    expect(daysRemaining(at(-0.6), NOW)).toBe(0);
    expect(daysRemaining(at(-1), NOW)).toBe(0);
    expect(daysRemaining(at(-30), NOW)).toBe(0);
    expect(Object.is(daysRemaining(at(-30), NOW), 0)).toBe(true);
  });

  it('is 0 without a usable end date', () => {
    expect(daysRemaining(null, NOW)).toBe(0);
    expect(daysRemaining(undefined, NOW)).toBe(0);
    expect(daysRemaining('not a date', NOW)).toBe(0);
  });

  it('counts a fresh trial as 6 days, as the member area shows it', () => {
    expect(daysRemaining(trialEndDate(NOW), NOW)).toBe(TRIAL_DAYS + 1);
  });
});

describe('estimate', () => {
  const base: EstimateInput = {
    product: THREE,
    province: 'QC',
    now: NOW,
    subscriptionStatus: 'inactive',
  };

  it('returns exactly the contract Estimate', () => {
    const result = estimate({ ...base, promo: promo('BIENVENUE20', THREE.id) });
    expect(Object.keys(result).sort()).toEqual(['end_date', 'order', 'promo_code']);
    expect(Object.keys(result.order).sort()).toEqual(['taxes', 'total']);
    expect(validate('Estimate', result)).toBeNull();
    expect(validate('Estimate', estimate(base))).toBeNull();
  });

  it('starts a first purchase now, with Québec taxes included', () => {
    expect(estimate(base)).toEqual({
      order: { total: 119.97, taxes: 15.63 },
      end_date: '2026-06-15T12:00:00.000Z',
      promo_code: null,
    });
  });

  it('includes Ontario taxes', () => {
    expect(estimate({ ...base, province: 'ON' }).order).toEqual({ total: 119.97, taxes: 13.8 });
    expect(estimate({ ...base, province: 'Ontario' }).order.taxes).toBe(13.8);
  });

  it('taxes an unknown province as the default one', () => {
    expect(estimate({ ...base, province: null }).order.taxes).toBe(15.63);
  });

  it('starts now during a trial, whatever the trial end date', () => {
    const result = estimate({
      ...base,
      subscriptionStatus: 'trial',
      currentEndDate: trialEndDate(NOW),
    });
    expect(result.end_date).toBe('2026-06-15T12:00:00.000Z');
  });

  it('adds the months to the current end date of an active subscription', () => {
    const result = estimate({
      ...base,
      product: SIX,
      subscriptionStatus: 'active',
      currentEndDate: '2026-05-31T04:00:00.000Z',
    });
    expect(result.end_date).toBe('2026-11-30T04:00:00.000Z');
    expect(result.order).toEqual({ total: 179.94, taxes: 23.44 });
  });

  it('starts from now when an active subscription has no future end date', () => {
    expect(
      estimate({ ...base, subscriptionStatus: 'active', currentEndDate: '2026-03-01T00:00:00Z' })
        .end_date,
    ).toBe('2026-06-15T12:00:00.000Z');
    expect(estimate({ ...base, subscriptionStatus: 'active', currentEndDate: null }).end_date).toBe(
      '2026-06-15T12:00:00.000Z',
    );
  });

  it('applies a promo code to the total, the taxes and the months', () => {
    const percent = estimate({ ...base, product: SIX, promo: promo('BIENVENUE20') });
    expect(percent.order).toEqual({ total: 143.95, taxes: 18.75 });
    expect(percent.promo_code).toEqual(promo('BIENVENUE20'));

    const amount = estimate({ ...base, promo: promo('AMOUR10', THREE.id) });
    expect(amount.order.total).toBe(109.97);

    const months = estimate({ ...base, product: SIX, promo: promo('PRINTEMPS') });
    expect(months.end_date).toBe('2026-10-15T12:00:00.000Z');
    expect(months.order.total).toBe(179.94);
  });

  it('gives the referred friend one more month on a first purchase of 3 months or more', () => {
    const referred = { ...base, referralBonusMonths: REFERRAL_FRIEND_BONUS_MONTHS };
    expect(estimate(referred).end_date).toBe('2026-07-15T12:00:00.000Z');
    expect(quote(referred)).toMatchObject({ months: 4, referralMonths: 1, firstPurchase: true });
    expect(estimate({ ...referred, subscriptionStatus: 'trial' }).end_date).toBe(
      '2026-07-15T12:00:00.000Z',
    );
  });

  it('gives no referral month on a renewal or on a package under 3 months', () => {
    const renewal = quote({
      ...base,
      subscriptionStatus: 'active',
      currentEndDate: '2026-04-15T12:00:00Z',
      referralBonusMonths: 1,
    });
    expect(renewal).toMatchObject({ months: 3, referralMonths: 0 });
    expect(renewal.endDate.toISOString()).toBe('2026-07-15T12:00:00.000Z');

    const short = { ...THREE, id: 9, number_of_months: 2 };
    expect(quote({ ...base, product: short, referralBonusMonths: 1 })).toMatchObject({
      months: 2,
      referralMonths: 0,
    });
  });

  it('quotes in cents for the charge', () => {
    expect(quote({ ...base, product: SIX, promo: promo('BIENVENUE20') })).toMatchObject({
      totalCents: 14_395,
      taxesCents: 1875,
      rebateCents: 3599,
      province: 'QC',
      months: 6,
      promoMonths: 0,
    });
  });

  it('can be free, with no taxes', () => {
    const free: PromoCode = {
      code: 'FREE',
      rebate_type: 'percentage',
      rebate_value: 100,
      additional_months: 0,
    };
    const result = estimate({ ...base, promo: free });
    expect(result.order).toEqual({ total: 0, taxes: 0 });
    expect(validate('Estimate', result)).toBeNull();
  });
});
