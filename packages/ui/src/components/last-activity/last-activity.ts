/**
 * The last-activity label (spec, section 9): under 60 s 'just now', else the largest unit with no decimals;
 * the public page shows 'less than 24h' up to 24 hours and 'more than a week' past 7 days.
 */

export const LAST_ACTIVITY_REFRESH_MS = 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

export type LastActivityUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** From the largest unit to the smallest. */
const units: readonly [LastActivityUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
];

export type LastActivityVariant = 'default' | 'public';

/** What to say; the component turns it into words through react-intl (`formatRelativeTime`). */
export type LastActivityLabel =
  | { kind: 'just-now' }
  | { kind: 'relative'; value: number; unit: LastActivityUnit }
  | { kind: 'less-than-a-day' }
  | { kind: 'more-than-a-week' };

export type DateInput = Date | string | number;

function toTime(input: DateInput): number {
  return input instanceof Date ? input.getTime() : new Date(input).getTime();
}

/** `value` whole `unit`s ago (floored, never decimals), in the largest unit that fits, from one minute up. */
function largestUnit(elapsed: number, only?: LastActivityUnit): LastActivityLabel {
  for (const [unit, length] of units) {
    if (only && unit !== only) continue;
    if (elapsed >= length) return { kind: 'relative', value: Math.floor(elapsed / length), unit };
  }
  return { kind: 'just-now' };
}

/**
 * The label for an activity at `lastActivity` seen at `now`; `null` when there is no (valid) date. A date in the
 * future (clock skew) counts as just now.
 */
export function lastActivityLabel(
  lastActivity: DateInput | null | undefined,
  now: DateInput,
  variant: LastActivityVariant = 'default',
): LastActivityLabel | null {
  if (lastActivity == null || lastActivity === '') return null;
  const then = toTime(lastActivity);
  const current = toTime(now);
  if (Number.isNaN(then) || Number.isNaN(current)) return null;
  const elapsed = Math.max(0, current - then);

  if (variant === 'public') {
    if (elapsed <= DAY) return { kind: 'less-than-a-day' };
    if (elapsed > WEEK) return { kind: 'more-than-a-week' };
    return largestUnit(elapsed, 'day');
  }
  if (elapsed < MINUTE) return { kind: 'just-now' };
  return largestUnit(elapsed);
}
