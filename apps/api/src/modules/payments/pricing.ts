import { createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from '@app/openapi/schema';

/**
 * Pure pricing of the subscription packages: products, promo codes, Canadian sales taxes, estimates,
 * trial and days remaining. No storage, no clock: `now` is always passed in.
 *
 * Money is an integer number of cents (Canadian dollars) everywhere in here; the contract speaks dollars,
 * so `toProduct` and `estimate` convert at the edge. Prices are taxes included ("tax shown as included").
 */

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type Estimate = Schemas['Estimate'];
export type PromoCode = Schemas['PromoCode'];
export type RebateType = Schemas['RebateType'];
export type Platform = Schemas['Platform'];
export type SubscriptionStatus = Schemas['SubscriptionStatus'];
export type Locale = 'fr' | 'en';
export type Localized = Readonly<Record<Locale, string>>;

// ---------------------------------------------------------------------------------------------------
// Business constants (spec 01, section 9)

/** The free trial, in days. */
export const TRIAL_DAYS = 5;

/** What an ambassador earns for each new subscription of 3 months or more that they referred. */
export const REFERRAL_REWARD_CENTS = 1000;

/** The smallest package, in months, that earns the referral reward and the friend's extra month. */
export const REFERRAL_MIN_MONTHS = 3;

/** The referred friend's extra free month on their first subscription of 3 months or more. */
export const REFERRAL_FRIEND_BONUS_MONTHS = 1;

/** The bonus course that comes with the 6-month package. */
export const BONUS_COURSE_VALUE_CENTS = 49_400;

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// Products

/** A package as seeded and stored: the contract's `Product` with cents and both languages. */
export interface ProductDefinition {
  id: number;
  name: Localized;
  description: Localized;
  /** Taxes included. */
  price_cents: number;
  price_before_sale_cents: number | null;
  /** The sale as a fraction (0.25 is 25 %), consistent with the two prices; null when not on sale. */
  sale_percentage: number | null;
  /** Months granted, extra months included. */
  number_of_months: number;
  /** Free months included in `number_of_months`. */
  number_of_extra_months: number;
  is_renewable: boolean;
  featured: boolean;
  vip: boolean;
  apple_id: string | null;
  google_id: string | null;
}

/** The seeded packages: 3 and 6 months, the 6-month one featured, on sale and with the bonus course. */
export const PRODUCTS: readonly ProductDefinition[] = [
  {
    id: 1,
    name: { fr: 'Forfait 3 mois', en: '3-month package' },
    description: {
      fr: 'Trois mois d’accès complet : recherche, messagerie, fleurs, appels vidéo et contenu de développement personnel.',
      en: 'Three months of full access: search, messages, flowers, video calls and personal-development content.',
    },
    price_cents: 11_997,
    price_before_sale_cents: null,
    sale_percentage: null,
    number_of_months: 3,
    number_of_extra_months: 0,
    is_renewable: true,
    featured: false,
    vip: false,
    apple_id: 'ca.rencontres.membership.3months',
    google_id: 'membership_3_months',
  },
  {
    id: 2,
    name: { fr: 'Forfait 6 mois', en: '6-month package' },
    description: {
      fr: 'Six mois d’accès complet, et en prime un cours de développement personnel d’une valeur de 494 $.',
      en: 'Six months of full access, plus a bonus personal-development course worth $494.',
    },
    price_cents: 17_994,
    price_before_sale_cents: 23_994,
    sale_percentage: 0.25,
    number_of_months: 6,
    number_of_extra_months: 0,
    is_renewable: true,
    featured: true,
    vip: false,
    apple_id: 'ca.rencontres.membership.6months',
    google_id: 'membership_6_months',
  },
];

/** Products by `number_of_months` ascending (then by id), as a new array. */
export function sortProducts<T extends { id: number; number_of_months: number }>(
  products: readonly T[],
): T[] {
  return [...products].sort((a, b) => a.number_of_months - b.number_of_months || a.id - b.id);
}

type Months = Pick<ProductDefinition, 'number_of_months' | 'number_of_extra_months'>;

/** The paid months: `number_of_months` - `number_of_extra_months`. */
export function realMonths(product: Months): number {
  return product.number_of_months - product.number_of_extra_months;
}

/** `price` / real months, in the unit of `price` (dollars for a contract `Product`), unrounded. */
export function monthlyPrice(product: Months & { price: number }): number {
  return product.price / realMonths(product);
}

/** The monthly price of a definition, rounded to the cent. */
export function monthlyPriceCents(product: Months & { price_cents: number }): number {
  return Math.round(product.price_cents / realMonths(product));
}

/** True for a package of 3 months or more: it earns the referral reward and the friend's extra month. */
export function qualifiesForReferralReward(
  product: Pick<ProductDefinition, 'number_of_months'>,
): boolean {
  return product.number_of_months >= REFERRAL_MIN_MONTHS;
}

type Hashed = Pick<
  ProductDefinition,
  'id' | 'price_cents' | 'number_of_months' | 'number_of_extra_months'
>;

/**
 * The product's `price_hash`: HMAC-SHA256 (hex) with the server's secret over the id, the price and the
 * months. It changes whenever the price or the months change, so `POST /pay/{id}` can refuse a payment
 * made against a stale screen, and a client cannot forge it.
 */
export function priceHash(product: Hashed, secret: string): string {
  if (secret === '') throw new RangeError('The price hash secret must not be empty.');
  const message = [
    'v1',
    product.id,
    product.price_cents,
    product.number_of_months,
    product.number_of_extra_months,
  ].join(':');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Whether `hash` is the product's current `price_hash` (compared in constant time). */
export function verifyPriceHash(product: Hashed, hash: string, secret: string): boolean {
  const expected = Buffer.from(priceHash(product, secret), 'utf8');
  const given = Buffer.from(hash, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Cents to the contract's dollars. */
export function toDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** The contract's `Product` in one language, prices in dollars, with its `price_hash`. */
export function toProduct(
  product: ProductDefinition,
  { locale, secret }: { locale: Locale; secret: string },
): Product {
  return {
    id: product.id,
    name: product.name[locale],
    description: product.description[locale],
    price: toDollars(product.price_cents),
    price_before_sale:
      product.price_before_sale_cents === null ? null : toDollars(product.price_before_sale_cents),
    sale_percentage: product.sale_percentage,
    number_of_months: product.number_of_months,
    number_of_extra_months: product.number_of_extra_months,
    is_renewable: product.is_renewable,
    featured: product.featured,
    vip: product.vip,
    price_hash: priceHash(product, secret),
    apple_id: product.apple_id,
    google_id: product.google_id,
  };
}

/**
 * The products a platform can buy: on the web (no platform) all of them; on iOS those with an
 * `apple_id`, on Android those with a `google_id`. Sorted by months.
 */
export function productsForPlatform<T extends ProductDefinition | Product>(
  products: readonly T[],
  platform?: Platform | null,
): T[] {
  const sorted = sortProducts(products);
  if (platform === 'ios') return sorted.filter((p) => p.apple_id !== null);
  if (platform === 'android') return sorted.filter((p) => p.google_id !== null);
  return sorted;
}

/** The product an in-app purchase is for, by its store id (`apple_id` on iOS, `google_id` on Android). */
export function findProductByStoreId<T extends ProductDefinition | Product>(
  products: readonly T[],
  platform: Platform,
  storeId: string,
): T | undefined {
  return products.find((p) => (platform === 'ios' ? p.apple_id : p.google_id) === storeId);
}

// ---------------------------------------------------------------------------------------------------
// Promo codes

/** A promo code as seeded and stored: the contract's `PromoCode` plus when and where it applies. */
export interface PromoCodeDefinition extends PromoCode {
  /** ISO date-time from which the code is refused; null when it never expires. */
  expires_at: string | null;
  /** The products it applies to; null for all. */
  product_ids: readonly number[] | null;
}

/**
 * The seeded codes. `rebate_value` follows the contract: a percentage (0 to 100) for `percentage`, an
 * amount in dollars for `amount`.
 */
export const PROMO_CODES: readonly PromoCodeDefinition[] = [
  {
    code: 'BIENVENUE20',
    rebate_type: 'percentage',
    rebate_value: 20,
    additional_months: 0,
    expires_at: null,
    product_ids: null,
  },
  {
    code: 'AMOUR10',
    rebate_type: 'amount',
    rebate_value: 10,
    additional_months: 0,
    expires_at: null,
    product_ids: null,
  },
  {
    // One month more, on the 6-month package only.
    code: 'PRINTEMPS',
    rebate_type: 'percentage',
    rebate_value: 0,
    additional_months: 1,
    expires_at: null,
    product_ids: [2],
  },
  {
    // Expired at midnight in Montréal on 1 January 2024.
    code: 'NOEL2023',
    rebate_type: 'percentage',
    rebate_value: 30,
    additional_months: 0,
    expires_at: '2024-01-01T05:00:00.000Z',
    product_ids: null,
  },
];

/**
 * The promo code typed for a product, or null when it is unknown, expired at `now` or not for that
 * product (the route then answers "Invalid promo code"). The code is matched without case and
 * surrounding spaces.
 */
export function validatePromoCode(
  code: string,
  productId: number,
  now: Date,
  codes: readonly PromoCodeDefinition[] = PROMO_CODES,
): PromoCode | null {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return null;
  const found = codes.find((c) => c.code.toUpperCase() === wanted);
  if (!found) return null;
  if (found.expires_at !== null && now.getTime() >= Date.parse(found.expires_at)) return null;
  if (found.product_ids !== null && !found.product_ids.includes(productId)) return null;
  return {
    code: found.code,
    additional_months: found.additional_months,
    rebate_type: found.rebate_type,
    rebate_value: found.rebate_value,
  };
}

export interface PromoApplied {
  /** The price after the rebate, never below 0. */
  priceCents: number;
  /** What the rebate took off. */
  rebateCents: number;
  additionalMonths: number;
}

/**
 * A promo code on a price in cents: `percentage` takes `rebate_value` % off (clamped to 0–100, rounded to
 * the cent); `amount` takes `rebate_value` dollars off. The price never goes below 0 nor above itself.
 */
export function applyPromoCode(
  priceCents: number,
  promo: PromoCode | null | undefined,
): PromoApplied {
  if (!promo) return { priceCents, rebateCents: 0, additionalMonths: 0 };
  const value = Math.max(0, promo.rebate_value);
  const rebate =
    promo.rebate_type === 'percentage'
      ? Math.round((priceCents * Math.min(100, value)) / 100)
      : Math.round(value * 100);
  const rebateCents = Math.min(priceCents, rebate);
  return {
    priceCents: priceCents - rebateCents,
    rebateCents,
    additionalMonths: Math.max(0, Math.trunc(promo.additional_months)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Canadian sales taxes

export type ProvinceCode =
  'AB' | 'BC' | 'MB' | 'NB' | 'NL' | 'NS' | 'NT' | 'NU' | 'ON' | 'PE' | 'QC' | 'SK' | 'YT';

export interface TaxComponent {
  /** GST (federal), HST (harmonised), QST (Québec), PST (provincial), RST (Manitoba's retail tax). */
  name: 'GST' | 'HST' | 'QST' | 'PST' | 'RST';
  /** A fraction: 0.05 is 5 %. */
  rate: number;
}

const GST: TaxComponent = { name: 'GST', rate: 0.05 };
const hst = (rate: number): TaxComponent[] => [{ name: 'HST', rate }];

/**
 * Sales tax rates by province and territory, in force on 1 April 2025 (the year of the source: Canada
 * Revenue Agency, "GST/HST rates" table; Revenu Québec for the QST; the provincial finance ministries for
 * the PST and Manitoba's RST). Nova Scotia's HST went from 15 % to 14 % on 1 April 2025. Review each year.
 *
 * The same rates are applied to every package; whether a provincial PST or RST reaches this kind of
 * digital subscription is for the accountant to confirm.
 */
export const PROVINCE_TAXES: Readonly<Record<ProvinceCode, readonly TaxComponent[]>> = {
  AB: [GST],
  BC: [GST, { name: 'PST', rate: 0.07 }],
  MB: [GST, { name: 'RST', rate: 0.07 }],
  NB: hst(0.15),
  NL: hst(0.15),
  NS: hst(0.14),
  NT: [GST],
  NU: [GST],
  ON: hst(0.13),
  PE: hst(0.15),
  QC: [GST, { name: 'QST', rate: 0.09975 }],
  SK: [GST, { name: 'PST', rate: 0.06 }],
  YT: [GST],
};

/**
 * The province taxed when the member's is unknown or outside Canada: Québec, where the French-first
 * service is assumed to be based. An assumption for the lead and the accountant to confirm.
 */
export const DEFAULT_TAX_PROVINCE: ProvinceCode = 'QC';

const PROVINCE_NAMES: Readonly<Record<ProvinceCode, readonly string[]>> = {
  AB: ['alberta'],
  BC: ['british columbia', 'colombie britannique'],
  MB: ['manitoba'],
  NB: ['new brunswick', 'nouveau brunswick'],
  NL: ['newfoundland and labrador', 'newfoundland', 'terre neuve et labrador', 'terre neuve'],
  NS: ['nova scotia', 'nouvelle ecosse'],
  NT: ['northwest territories', 'territoires du nord ouest'],
  NU: ['nunavut'],
  ON: ['ontario'],
  PE: ['prince edward island', 'ile du prince edouard'],
  QC: ['quebec', 'pq'],
  SK: ['saskatchewan'],
  YT: ['yukon'],
};

function normalizePlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The province code of a user's `state`: a code (`QC`, `on`, `CA-QC`) or a name in English or French
 * (`Québec`, `Colombie-Britannique`), or null when it is none of them.
 */
export function provinceCode(state: string | null | undefined): ProvinceCode | null {
  if (!state) return null;
  const text = normalizePlace(state).replace(/^ca /, '');
  const code = text.toUpperCase();
  if (Object.hasOwn(PROVINCE_TAXES, code)) return code as ProvinceCode;
  for (const [province, names] of Object.entries(PROVINCE_NAMES)) {
    if (names.includes(text)) return province as ProvinceCode;
  }
  return null;
}

/** The combined rate of a province (0.14975 for Québec, 0.13 for Ontario). */
export function taxRate(province: ProvinceCode): number {
  return sumUnits(PROVINCE_TAXES[province]) / RATE_UNITS;
}

// Rates are handled as integers of 1/100 000 so that 9.975 % stays exact.
const RATE_UNITS = 100_000;
const units = (rate: number): number => Math.round(rate * RATE_UNITS);
const sumUnits = (components: readonly TaxComponent[]): number =>
  components.reduce((sum, c) => sum + units(c.rate), 0);

export interface TaxBreakdown {
  province: ProvinceCode;
  /** The combined rate, a fraction. */
  rate: number;
  /** The total, taxes included, as given. */
  totalCents: number;
  /** The total without taxes: total / (1 + rate), rounded to the cent. */
  subtotalCents: number;
  /** The taxes contained in the total: total - subtotal. */
  taxesCents: number;
  /** Each tax's share of `taxesCents` (they add up to it exactly). */
  components: { name: TaxComponent['name']; rate: number; amountCents: number }[];
}

/**
 * The taxes contained in a tax-included total: taxes = total - total / (1 + rate), with each component's
 * share (the last one absorbs the rounding so they add up to the total's taxes).
 */
export function taxBreakdown(totalCents: number, province: ProvinceCode): TaxBreakdown {
  const components = PROVINCE_TAXES[province];
  const rateUnits = sumUnits(components);
  const subtotalCents = Math.round((totalCents * RATE_UNITS) / (RATE_UNITS + rateUnits));
  const taxesCents = totalCents - subtotalCents;
  let left = taxesCents;
  const shares = components.map((c, index) => {
    const amountCents =
      index === components.length - 1
        ? left
        : Math.round((subtotalCents * units(c.rate)) / RATE_UNITS);
    left -= amountCents;
    return { name: c.name, rate: c.rate, amountCents };
  });
  return {
    province,
    rate: rateUnits / RATE_UNITS,
    totalCents,
    subtotalCents,
    taxesCents,
    components: shares,
  };
}

/** The taxes contained in a tax-included total, in cents. */
export function includedTaxesCents(totalCents: number, province: ProvinceCode): number {
  return taxBreakdown(totalCents, province).taxesCents;
}

// ---------------------------------------------------------------------------------------------------
// Subscription dates

/** Inactive or trial: the purchase starts a subscription now. Active: it extends the current one. */
export function isFirstPurchase(status: SubscriptionStatus): boolean {
  return status === 'inactive' || status === 'trial';
}

/**
 * `months` calendar months after `date`, in UTC, the day clamped to the end of a shorter month
 * (31 January + 1 month = 28 or 29 February); the time of day is kept.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The end of a trial started at `start`: 5 days later. */
export function trialEndDate(start: Date): Date {
  return new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
}

/**
 * Days remaining as the member area shows them (spec 02, section 4): the days to the end date, rounded,
 * plus one day, never below 0. No end date gives 0.
 */
export function daysRemaining(endDate: Date | string | null | undefined, now: Date): number {
  if (endDate === null || endDate === undefined) return 0;
  const end = typeof endDate === 'string' ? Date.parse(endDate) : endDate.getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.round((end - now.getTime()) / DAY_MS) + 1);
}

// ---------------------------------------------------------------------------------------------------
// Estimate

export interface EstimateInput {
  product: ProductDefinition;
  /** A promo code already validated for this product (`validatePromoCode`), or null. */
  promo?: PromoCode | null;
  /** The member's `state` (code or name); `DEFAULT_TAX_PROVINCE` when unknown. */
  province?: string | null;
  now: Date;
  /** The member's `subscription_end_date`. */
  currentEndDate?: Date | string | null;
  subscriptionStatus: SubscriptionStatus;
  /**
   * Extra months the member earned by being referred (`REFERRAL_FRIEND_BONUS_MONTHS`), 0 when not referred
   * or already used. They apply only to a first purchase of a package of 3 months or more.
   */
  referralBonusMonths?: number;
}

/** Everything a purchase would charge and grant; `estimate` is its contract view. */
export interface Quote {
  product: ProductDefinition;
  promo: PromoCode | null;
  province: ProvinceCode;
  /** Charged, taxes included. 0 when a promo code makes it free (then nothing is charged). */
  totalCents: number;
  taxesCents: number;
  rebateCents: number;
  firstPurchase: boolean;
  /** All the months granted: the package's, the promo code's and the referral's. */
  months: number;
  promoMonths: number;
  referralMonths: number;
  startDate: Date;
  endDate: Date;
}

/**
 * What buying `product` would cost and grant. A first purchase (status inactive or trial) starts now; a
 * purchase while active adds the months to the current end date (or to now if that date is missing or
 * past). The referred friend's extra month applies to a first purchase of 3 months or more.
 */
export function quote(input: EstimateInput): Quote {
  const { product, now } = input;
  const promo = input.promo ?? null;
  const applied = applyPromoCode(product.price_cents, promo);
  const province = provinceCode(input.province) ?? DEFAULT_TAX_PROVINCE;
  const firstPurchase = isFirstPurchase(input.subscriptionStatus);

  const bonus = Math.max(0, Math.trunc(input.referralBonusMonths ?? 0));
  const referralMonths = firstPurchase && qualifiesForReferralReward(product) ? bonus : 0;
  const months = product.number_of_months + applied.additionalMonths + referralMonths;

  const current = toDate(input.currentEndDate);
  const startDate =
    !firstPurchase && current && current.getTime() > now.getTime()
      ? current
      : new Date(now.getTime());

  return {
    product,
    promo,
    province,
    totalCents: applied.priceCents,
    taxesCents: includedTaxesCents(applied.priceCents, province),
    rebateCents: applied.rebateCents,
    firstPurchase,
    months,
    promoMonths: applied.additionalMonths,
    referralMonths,
    startDate,
    endDate: addMonths(startDate, months),
  };
}

/** The contract's `Estimate` of a purchase (dollars, ISO end date). */
export function estimate(input: EstimateInput): Estimate {
  return toEstimate(quote(input));
}

export function toEstimate(q: Quote): Estimate {
  return {
    order: { total: toDollars(q.totalCents), taxes: toDollars(q.taxesCents) },
    end_date: q.endDate.toISOString(),
    promo_code: q.promo ? { ...q.promo } : null,
  };
}

function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}
