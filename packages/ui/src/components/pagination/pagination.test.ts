import { describe, expect, it } from 'vitest';
import { pageItems, shouldShowPagination } from './pagination.ts';

describe('shouldShowPagination', () => {
  it('shows pagination only when there is more than one page', () => {
    expect(shouldShowPagination(0)).toBe(false);
    expect(shouldShowPagination(1)).toBe(false);
    expect(shouldShowPagination(2)).toBe(true);
  });
});

describe('pageItems', () => {
  it('lists every page when they fit in 7 slots', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('puts one ellipsis after the first pages near the start', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
  });

  it('puts one ellipsis before the last pages near the end', () => {
    expect(pageItems(20, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(17, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
  });

  it('surrounds the current page with two ellipses in the middle', () => {
    expect(pageItems(10, 20)).toEqual([1, 'start-ellipsis', 9, 10, 11, 'end-ellipsis', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 20]);
  });

  it('keeps the same number of slots wherever the current page is', () => {
    for (let page = 1; page <= 30; page += 1) expect(pageItems(page, 30)).toHaveLength(7);
  });

  it('never hides the current, first or last page', () => {
    for (let page = 1; page <= 30; page += 1) {
      const items = pageItems(page, 30);
      expect(items).toContain(page);
      expect(items[0]).toBe(1);
      expect(items.at(-1)).toBe(30);
    }
  });

  it('takes more siblings', () => {
    expect(pageItems(10, 20, 2)).toEqual([
      1,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      20,
    ]);
  });

  it('clamps an out-of-range page and handles no pages', () => {
    expect(pageItems(99, 20)).toEqual([1, 'start-ellipsis', 16, 17, 18, 19, 20]);
    expect(pageItems(-1, 20)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 20]);
    expect(pageItems(1, 0)).toEqual([]);
  });
});
