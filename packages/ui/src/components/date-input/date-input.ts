import { format, getDaysInMonth, isValid, parse } from 'date-fns';

/** Birthdays: the year list runs from 18 to 120 years back (spec 01 §5). */
export const MIN_AGE = 18;
export const MAX_AGE = 120;

export interface DateParts {
  day?: number | undefined;
  /** 1 to 12. */
  month?: number | undefined;
  year?: number | undefined;
}

export interface AgeRange {
  minAge?: number | undefined;
  maxAge?: number | undefined;
}

/** The years offered, most recent first: from `today` minus 18 down to `today` minus 120. */
export function birthYears(today: Date, { minAge = MIN_AGE, maxAge = MAX_AGE }: AgeRange = {}) {
  const newest = today.getFullYear() - minAge;
  return Array.from({ length: maxAge - minAge + 1 }, (_, index) => newest - index);
}

/**
 * Days in the month: 28 to 31, by month and leap year. Without a year February has 29 days (a leap
 * year is still possible); without a month, 31.
 */
export function daysInMonth(month: number | undefined, year: number | undefined): number {
  if (month === undefined) return 31;
  // 2000 is a leap year: it stands in for a year not chosen yet.
  return getDaysInMonth(new Date(year ?? 2000, month - 1, 1));
}

/** The days offered for a month and year. */
export function dayOptions(month: number | undefined, year: number | undefined): number[] {
  return Array.from({ length: daysInMonth(month, year) }, (_, index) => index + 1);
}

/**
 * The parts after a month or year change. A day the new month does not have (31 April, 29 February
 * of a common year) is CLEARED, never clamped: a birthday silently moved to another day would be
 * wrong data, so the person chooses the day again.
 */
export function reconcileDay(parts: DateParts): { parts: DateParts; cleared: boolean } {
  const { day, month, year } = parts;
  if (day !== undefined && day > daysInMonth(month, year)) {
    return { parts: { day: undefined, month, year }, cleared: true };
  }
  return { parts: { day, month, year }, cleared: false };
}

/** `yyyy-MM-dd` once day, month and year are all chosen and form a real date, otherwise null. */
export function partsToIso({ day, month, year }: DateParts): string | null {
  if (day === undefined || month === undefined || year === undefined) return null;
  const date = new Date(year, month - 1, day);
  if (!isValid(date) || date.getDate() !== day || date.getMonth() !== month - 1) return null;
  return format(date, 'yyyy-MM-dd');
}

/** The parts of a `yyyy-MM-dd` date; nothing for an empty or malformed value. */
export function isoToParts(value: string | null | undefined): DateParts {
  if (!value) return {};
  const date = parse(value.slice(0, 10), 'yyyy-MM-dd', new Date(2000, 0, 1));
  if (!isValid(date)) return {};
  return { day: date.getDate(), month: date.getMonth() + 1, year: date.getFullYear() };
}

/** A date-only `today` from a Date or a `yyyy-MM-dd` string. */
export function toDay(today: Date | string): Date {
  if (typeof today !== 'string') return today;
  const parsed = parse(today.slice(0, 10), 'yyyy-MM-dd', new Date());
  return isValid(parsed) ? parsed : new Date();
}
