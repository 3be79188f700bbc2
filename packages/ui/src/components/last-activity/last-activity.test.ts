import { describe, expect, it } from 'vitest';
import { LAST_ACTIVITY_REFRESH_MS, lastActivityLabel } from './last-activity';

const now = new Date('2025-06-15T12:00:00Z');
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('lastActivityLabel (default)', () => {
  it.each([
    ['0 s', 0, { kind: 'just-now' }],
    ['59 s', 59 * s, { kind: 'just-now' }],
    ['59.999 s', 60 * s - 1, { kind: 'just-now' }],
    ['60 s', 60 * s, { kind: 'relative', value: 1, unit: 'minute' }],
    ['119 s', 119 * s, { kind: 'relative', value: 1, unit: 'minute' }],
    ['59 min', 59 * min, { kind: 'relative', value: 59, unit: 'minute' }],
    ['59 min 59 s', h - s, { kind: 'relative', value: 59, unit: 'minute' }],
    ['60 min', 60 * min, { kind: 'relative', value: 1, unit: 'hour' }],
    ['3 h 50 min', 3 * h + 50 * min, { kind: 'relative', value: 3, unit: 'hour' }],
    ['23 h', 23 * h, { kind: 'relative', value: 23, unit: 'hour' }],
    ['23 h 59 min', d - min, { kind: 'relative', value: 23, unit: 'hour' }],
    ['24 h', 24 * h, { kind: 'relative', value: 1, unit: 'day' }],
    ['6 days 23 h', 7 * d - h, { kind: 'relative', value: 6, unit: 'day' }],
    ['7 days', 7 * d, { kind: 'relative', value: 1, unit: 'week' }],
    ['8 days', 8 * d, { kind: 'relative', value: 1, unit: 'week' }],
    ['29 days', 29 * d, { kind: 'relative', value: 4, unit: 'week' }],
    ['30 days', 30 * d, { kind: 'relative', value: 1, unit: 'month' }],
    ['364 days', 364 * d, { kind: 'relative', value: 12, unit: 'month' }],
    ['365 days', 365 * d, { kind: 'relative', value: 1, unit: 'year' }],
    ['800 days', 800 * d, { kind: 'relative', value: 2, unit: 'year' }],
  ] as const)('at %s', (_, elapsed, label) => {
    expect(lastActivityLabel(ago(elapsed), now)).toEqual(label);
  });

  it('treats a date in the future (clock skew) as just now', () => {
    expect(lastActivityLabel(ago(-5 * min), now)).toEqual({ kind: 'just-now' });
  });

  it('accepts ISO strings and timestamps', () => {
    expect(lastActivityLabel('2025-06-15T09:00:00Z', now)).toEqual({
      kind: 'relative',
      value: 3,
      unit: 'hour',
    });
    expect(lastActivityLabel(now.getTime() - 2 * d, now.getTime())).toEqual({
      kind: 'relative',
      value: 2,
      unit: 'day',
    });
  });

  it('has nothing to say without a valid date', () => {
    expect(lastActivityLabel(null, now)).toBeNull();
    expect(lastActivityLabel(undefined, now)).toBeNull();
    expect(lastActivityLabel('', now)).toBeNull();
    expect(lastActivityLabel('not a date', now)).toBeNull();
  });
});

describe('lastActivityLabel (public)', () => {
  it.each([
    ['59 s', 59 * s, { kind: 'less-than-a-day' }],
    ['60 s', 60 * s, { kind: 'less-than-a-day' }],
    ['59 min', 59 * min, { kind: 'less-than-a-day' }],
    ['60 min', 60 * min, { kind: 'less-than-a-day' }],
    ['23 h', 23 * h, { kind: 'less-than-a-day' }],
    ['24 h', 24 * h, { kind: 'less-than-a-day' }],
    ['24 h 1 s', 24 * h + s, { kind: 'relative', value: 1, unit: 'day' }],
    ['3 days', 3 * d, { kind: 'relative', value: 3, unit: 'day' }],
    ['7 days', 7 * d, { kind: 'relative', value: 7, unit: 'day' }],
    ['7 days 1 s', 7 * d + s, { kind: 'more-than-a-week' }],
    ['8 days', 8 * d, { kind: 'more-than-a-week' }],
    ['400 days', 400 * d, { kind: 'more-than-a-week' }],
  ] as const)('at %s', (_, elapsed, label) => {
    expect(lastActivityLabel(ago(elapsed), now, 'public')).toEqual(label);
  });
});

it('refreshes every second', () => {
  expect(LAST_ACTIVITY_REFRESH_MS).toBe(1000);
});
