import { describe, expect, it } from 'vitest';
import { isScrolledToEnd, TERMS_BOX_MAX_HEIGHT, TERMS_SCROLL_CHECK_MS } from './terms-box.ts';

describe('the terms rules', () => {
  it('are the spec constants: checked every 500 ms, a box at most 246 px high', () => {
    expect(TERMS_SCROLL_CHECK_MS).toBe(500);
    expect(TERMS_BOX_MAX_HEIGHT).toBe(246);
  });
});

describe('isScrolledToEnd', () => {
  it('is false until the last line shows', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 246, scrollHeight: 1200 })).toBe(false);
    expect(isScrolledToEnd({ scrollTop: 900, clientHeight: 246, scrollHeight: 1200 })).toBe(false);
  });

  it('is true at the end, allowing 2 px of rounding', () => {
    expect(isScrolledToEnd({ scrollTop: 954, clientHeight: 246, scrollHeight: 1200 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 952.5, clientHeight: 246, scrollHeight: 1200 })).toBe(true);
    expect(isScrolledToEnd({ scrollTop: 951, clientHeight: 246, scrollHeight: 1200 })).toBe(false);
  });

  it('is true at once when the content is no taller than the box', () => {
    expect(isScrolledToEnd({ scrollTop: 0, clientHeight: 120, scrollHeight: 120 })).toBe(true);
  });

  it('is false for a box that cannot be measured', () => {
    expect(isScrolledToEnd({ scrollTop: Number.NaN, clientHeight: 246, scrollHeight: 1200 })).toBe(
      false,
    );
  });
});
