import { TRIAL_DAYS, type SubscriptionStatus } from './catalogue';

/** Subscription dates: first purchase or extension, months added, the trial's end, days remaining. */

const DAY_MS = 86_400_000;

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
