import { describe, expect, it } from 'vitest';
import {
  birthYears,
  dayOptions,
  daysInMonth,
  isoToParts,
  MAX_AGE,
  MIN_AGE,
  partsToIso,
  reconcileDay,
  toDay,
} from './date-input.ts';

const today = new Date(2025, 5, 15);

describe('birthYears', () => {
  it('run from 18 to 120 years back, most recent first', () => {
    const years = birthYears(today);
    expect([MIN_AGE, MAX_AGE]).toEqual([18, 120]);
    expect(years[0]).toBe(2007);
    expect(years.at(-1)).toBe(1905);
    expect(years).toHaveLength(103);
    expect(years).not.toContain(2008);
    expect(years).not.toContain(1904);
  });

  it('move with today', () => {
    expect(birthYears(new Date(2030, 0, 1))[0]).toBe(2012);
  });
});

describe('daysInMonth', () => {
  it('follows the month', () => {
    expect(daysInMonth(1, 2001)).toBe(31);
    expect(daysInMonth(4, 2001)).toBe(30);
    expect(daysInMonth(12, 2001)).toBe(31);
  });

  it('gives February 29 days in leap years only', () => {
    expect(daysInMonth(2, 2000)).toBe(29);
    expect(daysInMonth(2, 2004)).toBe(29);
    expect(daysInMonth(2, 1900)).toBe(28);
    expect(daysInMonth(2, 2001)).toBe(28);
  });

  it('keeps 29 February open while the year is unknown, and 31 days while the month is', () => {
    expect(daysInMonth(2, undefined)).toBe(29);
    expect(daysInMonth(undefined, 2001)).toBe(31);
    expect(dayOptions(4, 2001)).toHaveLength(30);
    expect(dayOptions(4, 2001)[0]).toBe(1);
  });
});

describe('reconcileDay', () => {
  it('clears a day the new month does not have (not clamped)', () => {
    expect(reconcileDay({ day: 31, month: 4, year: 1990 })).toEqual({
      parts: { day: undefined, month: 4, year: 1990 },
      cleared: true,
    });
  });

  it('clears 29 February when a common year is chosen', () => {
    expect(reconcileDay({ day: 29, month: 2, year: 1990 }).cleared).toBe(true);
    expect(reconcileDay({ day: 29, month: 2, year: 1992 }).cleared).toBe(false);
    expect(reconcileDay({ day: 29, month: 2 }).cleared).toBe(false);
  });

  it('keeps a day that still exists', () => {
    expect(reconcileDay({ day: 30, month: 4, year: 1990 })).toEqual({
      parts: { day: 30, month: 4, year: 1990 },
      cleared: false,
    });
  });
});

describe('ISO values', () => {
  it('need all three parts', () => {
    expect(partsToIso({ day: 5, month: 3 })).toBeNull();
    expect(partsToIso({ day: 5, month: 3, year: 1990 })).toBe('1990-03-05');
  });

  it('refuse a date that does not exist', () => {
    expect(partsToIso({ day: 31, month: 4, year: 1990 })).toBeNull();
    expect(partsToIso({ day: 29, month: 2, year: 2001 })).toBeNull();
    expect(partsToIso({ day: 29, month: 2, year: 2000 })).toBe('2000-02-29');
  });

  it('read back into parts', () => {
    expect(isoToParts('1990-03-05')).toEqual({ day: 5, month: 3, year: 1990 });
    expect(isoToParts('1990-03-05T00:00:00Z')).toEqual({ day: 5, month: 3, year: 1990 });
    expect(isoToParts('')).toEqual({});
    expect(isoToParts('1990-02-30')).toEqual({});
  });

  it('take today from a string', () => {
    expect(toDay('2025-06-15')).toEqual(today);
  });
});
