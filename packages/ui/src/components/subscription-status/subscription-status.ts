import type { SubscriptionStatus } from '../payment-modal/payment-modal.ts';

export type { SubscriptionStatus } from '../payment-modal/payment-modal.ts';

const DAY_MS = 86_400_000;

export type DateLike = Date | string | number;

function toTime(value: DateLike | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

/**
 * Days remaining as the member area shows them (spec 02, section 4): the days to the end date,
 * rounded, plus one day, never below 0. No (or an invalid) end date gives 0.
 */
export function daysRemaining(endDate: DateLike | null | undefined, now: DateLike): number {
  const end = toTime(endDate);
  const current = toTime(now);
  if (end === null || current === null) return 0;
  return Math.max(0, Math.round((end - current) / DAY_MS) + 1);
}

/** The date one day later (the trial shows its end date plus one day). */
export function addOneDay(date: DateLike): Date {
  return new Date((toTime(date) ?? 0) + DAY_MS);
}

/** The auto-renewing subscription (`user.active_subscription`). */
export interface ActiveSubscription {
  product: { name: string; number_of_months?: number | undefined; price: number };
}

export interface SubscriptionInput {
  status: SubscriptionStatus;
  /** `member.subscription_end_date`. */
  endDate?: DateLike | null | undefined;
  /** `member.trial_end_date`. */
  trialEndDate?: DateLike | null | undefined;
  /** `user.active_subscription`: an auto-renewing subscription, or null. */
  activeSubscription?: ActiveSubscription | null | undefined;
  now: DateLike;
}

export type SubscriptionView =
  | { kind: 'renewing'; product: ActiveSubscription['product']; nextDate: Date | null }
  | { kind: 'active'; endDate: Date | null; daysRemaining: number }
  | { kind: 'trial'; endDate: Date | null; daysRemaining: number }
  | { kind: 'inactive' };

/**
 * What the subscription block shows: active with an auto-renewing subscription (product, price, next
 * end date), active otherwise (end date and days remaining), trial (end date plus one day and days
 * remaining), or inactive.
 */
export function subscriptionView(input: SubscriptionInput): SubscriptionView {
  if (input.status === 'active') {
    const end = toTime(input.endDate);
    if (input.activeSubscription) {
      return {
        kind: 'renewing',
        product: input.activeSubscription.product,
        nextDate: end === null ? null : new Date(end),
      };
    }
    return {
      kind: 'active',
      endDate: end === null ? null : new Date(end),
      daysRemaining: daysRemaining(input.endDate, input.now),
    };
  }
  if (input.status === 'trial') {
    const end = toTime(input.trialEndDate);
    return {
      kind: 'trial',
      endDate: end === null ? null : addOneDay(end),
      daysRemaining: daysRemaining(input.trialEndDate, input.now),
    };
  }
  return { kind: 'inactive' };
}
