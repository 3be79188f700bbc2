import { describe, expect, it } from 'vitest';
import { isComplete, needsAttention, portraitFirst, reviewOf } from './pictures';

const HOUR = 60 * 60 * 1000;
const now = new Date('2025-06-01T12:00:00Z');
const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

describe('gallery rules', () => {
  it('is complete with a portrait plus a validated or authenticated picture', () => {
    expect(isComplete(['portrait', 'validated'])).toBe(true);
    expect(isComplete(['authenticated', 'portrait', 'pending'])).toBe(true);
    expect(isComplete(['portrait', 'pending'])).toBe(false);
    expect(isComplete(['validated', 'authenticated'])).toBe(false);
    expect(isComplete([])).toBe(false);
    expect(needsAttention(['portrait', 'validated', 'refused'])).toBe(true);
    expect(needsAttention(['portrait', 'validated'])).toBe(false);
  });

  it('reviews the gallery: refused, else pending (expired after 24 hours), else done', () => {
    expect(reviewOf([], now)).toEqual({ review_status: 'done', review_expired: false });
    expect(
      reviewOf(
        [
          { status: 'pending', createdAt: at(24) },
          { status: 'validated', createdAt: at(48) },
        ],
        now,
      ),
    ).toEqual({ review_status: 'pending', review_expired: false });
    expect(reviewOf([{ status: 'pending', createdAt: at(24.01) }], now)).toEqual({
      review_status: 'pending',
      review_expired: true,
    });
    expect(
      reviewOf(
        [
          { status: 'refused', createdAt: at(1) },
          { status: 'pending', createdAt: at(30) },
        ],
        now,
      ),
    ).toEqual({ review_status: 'refused', review_expired: false });
    expect(reviewOf([{ status: 'portrait', createdAt: at(1) }], now).review_status).toBe('done');
  });

  it('puts a portrait first once there is one', () => {
    const a = { id: 1, status: 'validated' };
    const b = { id: 2, status: 'pending' };
    const c = { id: 3, status: 'portrait' };
    expect(portraitFirst([a, b, c]).map((row) => row.id)).toEqual([3, 1, 2]);
    expect(portraitFirst([a, b]).map((row) => row.id)).toEqual([1, 2]);
    expect(portraitFirst([c, a]).map((row) => row.id)).toEqual([3, 1]);
  });
});
