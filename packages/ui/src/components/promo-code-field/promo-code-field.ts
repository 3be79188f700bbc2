/** A valid promo code and what it grants (`PromoCode` in the contract). */
export interface PromoCode {
  code: string;
  /** Free months added to the package. */
  additional_months: number;
  rebate_type: 'percentage' | 'amount';
  /** A percentage (`percentage`) or an amount in dollars (`amount`) taken off the price. */
  rebate_value: number;
}

export type PromoCodeStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export type PromoRebate =
  | { kind: 'percentage'; value: number }
  | { kind: 'amount'; value: number }
  | { kind: 'months'; value: number };

/** What a code grants, in display order: the rebate (if any), then the extra months (if any). */
export function promoRebates(promo: PromoCode): PromoRebate[] {
  const rebates: PromoRebate[] = [];
  if (promo.rebate_value > 0) {
    rebates.push({ kind: promo.rebate_type, value: promo.rebate_value });
  }
  if (promo.additional_months > 0) rebates.push({ kind: 'months', value: promo.additional_months });
  return rebates;
}

/** The code as sent: spaces around it removed. */
export function normalizePromoCode(text: string): string {
  return text.trim();
}
