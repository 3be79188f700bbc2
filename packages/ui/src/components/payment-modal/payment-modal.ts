/** The subscription status of the member (`member.subscription_status`). */
export type SubscriptionStatus = 'inactive' | 'trial' | 'active';

/** A promo code applied to an estimate (the contract's `PromoCode`). */
export interface PromoCode {
  code: string;
  /** Free months added to the package. */
  additional_months: number;
  rebate_type: 'percentage' | 'amount';
  /** A percentage (0 to 100) or an amount in dollars. */
  rebate_value: number;
}

/** What a purchase would cost and grant (the contract's `Estimate`, dollars, taxes included). */
export interface Estimate {
  order: { total: number; taxes: number };
  /** End of the subscription after the purchase (ISO date-time). */
  end_date: string;
  promo_code: PromoCode | null;
}

/** Inactive or trial: the purchase starts a subscription. Active: it adds months to it. */
export function isFirstPurchase(status: SubscriptionStatus | null | undefined): boolean {
  return status !== 'active';
}

/**
 * How a failed payment ends: a 400 (a stale price or product, a refused card or promo code) closes
 * the modal, with the server's message for the app to show; anything else shows in the modal.
 */
export type PaymentFailure =
  { kind: 'stale'; message: string | null } | { kind: 'error'; message: string | null };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/**
 * Reads what the pay call threw (the client's `ApiError`, or anything else): HTTP 400 is `stale` (the
 * app reloads the user and the products), anything else an `error`; both with the server's message,
 * or null for the generic one (when the error says `isGeneric`, has no message, or is not an error).
 */
export function classifyPaymentError(error: unknown): PaymentFailure {
  const value = record(error);
  const response = record(value?.response);
  const status = value?.status ?? response?.status;
  const text = value?.message;
  const message =
    value?.isGeneric === true || typeof text !== 'string' || text.trim() === '' ? null : text;
  return { kind: status === 400 ? 'stale' : 'error', message };
}
