import { createHmac, timingSafeEqual } from 'node:crypto';
import type { components } from '@app/openapi/schema';

/**
 * The catalogue of subscription packages: the contract's types, the business constants and the
 * products (prices, price hash, the contract's `Product`). Pure, like the rest of `pricing/`: no
 * storage, no clock (`now` is always passed in).
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
