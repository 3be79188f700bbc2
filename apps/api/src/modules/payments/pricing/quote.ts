import {
  qualifiesForReferralReward,
  toDollars,
  type Estimate,
  type ProductDefinition,
  type PromoCode,
  type SubscriptionStatus,
} from './catalogue';
import { addMonths, isFirstPurchase } from './dates';
import { applyPromoCode } from './promo-codes';
import { DEFAULT_TAX_PROVINCE, includedTaxesCents, provinceCode, type ProvinceCode } from './taxes';

/** The estimate of a purchase: what it charges (taxes included) and grants, and its contract view. */

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
