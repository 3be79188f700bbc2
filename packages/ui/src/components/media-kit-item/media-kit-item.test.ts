import { describe, expect, it } from 'vitest';
import { MEDIA_KIT_PAGE_SIZE, copyToClipboard, pageCountOf } from './media-kit-item.ts';

describe('the media kit pages', () => {
  it('holds 3 items per page', () => {
    expect(MEDIA_KIT_PAGE_SIZE).toBe(3);
  });

  it('counts the pages: 3 items fit on one, 4 need two, 7 need three', () => {
    expect(pageCountOf(3)).toBe(1);
    expect(pageCountOf(4)).toBe(2);
    expect(pageCountOf(6)).toBe(2);
    expect(pageCountOf(7)).toBe(3);
    expect(pageCountOf(7, 6)).toBe(2);
  });

  it('has one page when there is nothing', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(Number.NaN)).toBe(1);
    expect(pageCountOf(5, 0)).toBe(1);
  });
});

describe('copyToClipboard', () => {
  it('rejects when there is no clipboard (here, in Node)', async () => {
    await expect(copyToClipboard('https://example.com')).rejects.toThrow();
  });
});
