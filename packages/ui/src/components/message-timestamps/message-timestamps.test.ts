import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_SKELETON_ROWS,
  TIGHT_SPACING_GAP_MS,
  TIMESTAMP_GAP_MS,
  isoDay,
  timestampFormat,
  timestampPlan,
  type TimedMessage,
} from './message-timestamps.ts';

// Local dates, so the calendar-day rules hold in any time zone.
const now = new Date(2025, 5, 15, 18, 0, 0);
const s = 1000;
const min = 60 * s;
const day = 24 * 60 * min;

function at(date: Date, is_me = false): TimedMessage {
  return { created_at: date, is_me };
}
function after(previous: Date, ms: number): Date {
  return new Date(previous.getTime() + ms);
}

describe('the constants', () => {
  it('are the spec’s', () => {
    expect(TIMESTAMP_GAP_MS).toBe(60 * min);
    expect(TIGHT_SPACING_GAP_MS).toBe(90 * s);
    expect(CONVERSATION_SKELETON_ROWS).toBe(20);
  });
});

describe('timestampPlan: when a timestamp shows', () => {
  const first = new Date(2025, 5, 15, 9, 0, 0);

  it('shows above the first message', () => {
    expect(timestampPlan([at(first)], now)[0]?.showTimestamp).toBe(true);
  });

  it('does not show after a gap of 59 min 59 s', () => {
    const plan = timestampPlan([at(first), at(after(first, 59 * min + 59 * s))], now);
    expect(plan[1]?.showTimestamp).toBe(false);
  });

  it('shows after a gap of 60 min', () => {
    const plan = timestampPlan([at(first), at(after(first, 60 * min))], now);
    expect(plan[1]?.showTimestamp).toBe(true);
  });

  it('measures the gap from the message just before', () => {
    const second = after(first, 50 * min);
    const third = after(second, 50 * min);
    const plan = timestampPlan([at(first), at(second), at(third)], now);
    expect(plan.map((entry) => entry.showTimestamp)).toEqual([true, false, false]);
  });

  it('accepts ISO strings and timestamps', () => {
    const plan = timestampPlan(
      [
        { created_at: '2025-06-15T07:00:00Z', is_me: true },
        { created_at: Date.parse('2025-06-15T08:00:00Z'), is_me: true },
      ],
      now,
    );
    expect(plan[1]?.showTimestamp).toBe(true);
  });

  it('gives an empty plan for no message', () => {
    expect(timestampPlan([], now)).toEqual([]);
  });
});

describe('timestampPlan: spacing', () => {
  const first = new Date(2025, 5, 15, 9, 0, 0);

  it('is tight after 89 s from the same sender', () => {
    const plan = timestampPlan([at(first, true), at(after(first, 89 * s), true)], now);
    expect(plan[1]?.spacing).toBe('tight');
  });

  it('is normal after 90 s from the same sender', () => {
    const plan = timestampPlan([at(first, true), at(after(first, 90 * s), true)], now);
    expect(plan[1]?.spacing).toBe('normal');
  });

  it('is normal after 89 s when the sender changes', () => {
    const plan = timestampPlan([at(first, true), at(after(first, 89 * s), false)], now);
    expect(plan[1]?.spacing).toBe('normal');
  });

  it('is normal for the first message', () => {
    expect(timestampPlan([at(first)], now)[0]?.spacing).toBe('normal');
  });
});

describe('timestampFormat', () => {
  it('reads the time for today, from midnight', () => {
    expect(timestampFormat(new Date(2025, 5, 15, 0, 0, 0), now)).toBe('time');
    expect(timestampFormat(new Date(2025, 5, 15, 17, 59), now)).toBe('time');
  });

  it('reads the weekday and time for yesterday, even a few minutes ago', () => {
    expect(timestampFormat(new Date(2025, 5, 14, 23, 59), now)).toBe('weekday');
    expect(timestampFormat(new Date(2025, 5, 15, 0, 5), new Date(2025, 5, 16, 0, 1))).toBe(
      'weekday',
    );
  });

  it('reads the weekday and time 6 days ago', () => {
    expect(timestampFormat(new Date(now.getTime() - 6 * day), now)).toBe('weekday');
    expect(timestampFormat(new Date(2025, 5, 9, 0, 0), now)).toBe('weekday');
  });

  it('reads the date 7 and 8 days ago', () => {
    expect(timestampFormat(new Date(2025, 5, 8, 23, 59), now)).toBe('date');
    expect(timestampFormat(new Date(now.getTime() - 8 * day), now)).toBe('date');
  });

  it('reads the date in another year', () => {
    expect(timestampFormat(new Date(2024, 11, 31, 12, 0), now)).toBe('date');
  });

  it('is part of the plan', () => {
    const plan = timestampPlan(
      [at(new Date(now.getTime() - 8 * day)), at(new Date(2025, 5, 14, 9, 0)), at(now)],
      now,
    );
    expect(plan.map((entry) => entry.format)).toEqual(['date', 'weekday', 'time']);
    expect(plan.every((entry) => entry.showTimestamp)).toBe(true);
  });
});

describe('isoDay', () => {
  it('orders the parts as yyyy-MM-dd', () => {
    expect(isoDay({ year: '2025', month: '06', day: '03' })).toBe('2025-06-03');
  });
});
