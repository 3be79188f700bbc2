import { describe, expect, it } from 'vitest';
import {
  IMAGE_ACCEPT,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  checkImageFile,
  clampProgress,
  toMegabytes,
} from './image-uploader.ts';

const ok = { type: 'image/png', size: 1000, width: 300, height: 300 };

describe('checkImageFile', () => {
  it('uses the spec limits: 250 × 250 pixels and 10 MB', () => {
    expect(IMAGE_MIN_WIDTH).toBe(250);
    expect(IMAGE_MIN_HEIGHT).toBe(250);
    expect(IMAGE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });

  it('accepts a PNG, a JPG and a GIF', () => {
    expect(checkImageFile(ok)).toEqual([]);
    expect(checkImageFile({ ...ok, type: 'image/jpeg' })).toEqual([]);
    expect(checkImageFile({ ...ok, type: 'image/jpg' })).toEqual([]);
    expect(checkImageFile({ ...ok, type: 'image/gif' })).toEqual([]);
    expect(IMAGE_ACCEPT).toBe('image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif');
  });

  it('refuses any other format', () => {
    expect(checkImageFile({ ...ok, type: 'image/webp' })).toEqual([{ code: 'format' }]);
    expect(checkImageFile({ ...ok, type: 'application/pdf' })).toEqual([{ code: 'format' }]);
    expect(checkImageFile({ ...ok, type: '' })).toEqual([{ code: 'format' }]);
  });

  it('accepts 250 pixels and refuses 249, in width and in height', () => {
    expect(checkImageFile({ ...ok, width: 250, height: 250 })).toEqual([]);
    expect(checkImageFile({ ...ok, width: 249 })).toEqual([{ code: 'width', min: 250 }]);
    expect(checkImageFile({ ...ok, height: 249 })).toEqual([{ code: 'height', min: 250 }]);
    expect(checkImageFile({ ...ok, width: 249, height: 249 })).toEqual([
      { code: 'width', min: 250 },
      { code: 'height', min: 250 },
    ]);
  });

  it('accepts exactly 10 MB and one byte less, refuses one byte more', () => {
    expect(checkImageFile({ ...ok, size: IMAGE_MAX_BYTES })).toEqual([]);
    expect(checkImageFile({ ...ok, size: IMAGE_MAX_BYTES - 1 })).toEqual([]);
    expect(checkImageFile({ ...ok, size: IMAGE_MAX_BYTES + 1 })).toEqual([
      { code: 'size', maxBytes: IMAGE_MAX_BYTES },
    ]);
  });

  it('checks type and size before the pixels are known', () => {
    expect(checkImageFile({ type: 'image/png', size: 100 })).toEqual([]);
    expect(checkImageFile({ type: 'image/tiff', size: IMAGE_MAX_BYTES + 1 })).toEqual([
      { code: 'format' },
      { code: 'size', maxBytes: IMAGE_MAX_BYTES },
    ]);
  });

  it('takes other rules', () => {
    const rules = { minWidth: 100, minHeight: 50, maxBytes: 10, types: ['image/png'] };
    expect(checkImageFile({ type: 'image/png', size: 10, width: 100, height: 50 }, rules)).toEqual(
      [],
    );
    expect(checkImageFile({ type: 'image/gif', size: 11, width: 99, height: 49 }, rules)).toEqual([
      { code: 'format' },
      { code: 'size', maxBytes: 10 },
      { code: 'width', min: 100 },
      { code: 'height', min: 50 },
    ]);
  });
});

describe('toMegabytes', () => {
  it('shows 10 MB as 10 and rounds to one decimal', () => {
    expect(toMegabytes(IMAGE_MAX_BYTES)).toBe(10);
    expect(toMegabytes(1.25 * 1024 * 1024)).toBe(1.3);
  });
});

describe('clampProgress', () => {
  it('keeps the progress between 0 and 1', () => {
    expect(clampProgress(0.4)).toBe(0.4);
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(3)).toBe(1);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});
