import type { PromoCode } from './catalogue';

/** Promo codes: the seeded ones, their validation for a product at a date, and what they take off. */

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
