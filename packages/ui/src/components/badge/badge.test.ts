import { describe, expect, it } from 'vitest';
import { DEFAULT_BADGE_MAX, formatCount } from './badge.ts';

describe('formatCount', () => {
  it('shows the count up to 99', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(99)).toBe('99');
  });

  it('shows 99+ past 99', () => {
    expect(DEFAULT_BADGE_MAX).toBe(99);
    expect(formatCount(100)).toBe('99+');
    expect(formatCount(12345)).toBe('99+');
  });

  it('takes another maximum', () => {
    expect(formatCount(10, 9)).toBe('9+');
    expect(formatCount(9, 9)).toBe('9');
  });

  it('never shows a negative or a fraction', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(2.7)).toBe('2');
  });
});
