import { describe, expect, it } from 'vitest';
import type { PictureStatus } from '../verified-badge';
import {
  GALLERY_MAX,
  GALLERY_MIN_ONBOARDING,
  GALLERY_MIN_SETTINGS,
  GALLERY_REVIEW_HOURS,
  GALLERY_SUSPENSION_HOURS,
  GALLERY_THUMBNAIL_SIZE,
  canAdd,
  deleteRule,
  firstIsPortrait,
  isCompleteGallery,
  meetsMinimum,
  movePicture,
  reorderRule,
  reviewNotices,
  type GalleryPicture,
} from './picture-gallery.ts';

function gallery(...statuses: PictureStatus[]): GalleryPicture[] {
  return statuses.map((status, index) => ({ id: index + 1, src: `p${index + 1}.jpg`, status }));
}

describe('constants', () => {
  it('follow the spec', () => {
    expect(GALLERY_MIN_ONBOARDING).toBe(2);
    expect(GALLERY_MIN_SETTINGS).toBe(1);
    expect(GALLERY_MAX).toBe(6);
    expect(GALLERY_THUMBNAIL_SIZE).toBe(300);
    expect(GALLERY_REVIEW_HOURS).toBe(24);
    expect(GALLERY_SUSPENSION_HOURS).toBe(72);
  });
});

describe('canAdd', () => {
  it('allows up to the 6th picture and refuses the 7th', () => {
    expect(canAdd(0)).toEqual({ allowed: true, remaining: 6 });
    expect(canAdd(5)).toEqual({ allowed: true, remaining: 1 });
    expect(canAdd(6)).toEqual({ allowed: false, reason: 'max', max: 6 });
    expect(canAdd(7)).toEqual({ allowed: false, reason: 'max', max: 6 });
  });

  it('takes another maximum', () => {
    expect(canAdd(3, 3)).toEqual({ allowed: false, reason: 'max', max: 3 });
  });
});

describe('isCompleteGallery', () => {
  it('needs a portrait plus a validated or authenticated picture', () => {
    expect(isCompleteGallery(gallery('portrait', 'validated'))).toBe(true);
    expect(isCompleteGallery(gallery('authenticated', 'pending', 'portrait'))).toBe(true);
    expect(isCompleteGallery(gallery('portrait'))).toBe(false);
    expect(isCompleteGallery(gallery('portrait', 'portrait'))).toBe(false);
    expect(isCompleteGallery(gallery('validated', 'authenticated'))).toBe(false);
    expect(isCompleteGallery(gallery('portrait', 'pending', 'refused'))).toBe(false);
    expect(isCompleteGallery([])).toBe(false);
  });
});

describe('firstIsPortrait', () => {
  it('looks at the first picture only', () => {
    expect(firstIsPortrait(gallery('portrait', 'validated'))).toBe(true);
    expect(firstIsPortrait(gallery('validated', 'portrait'))).toBe(false);
    expect(firstIsPortrait([])).toBe(false);
  });
});

describe('deleteRule', () => {
  it('refuses to delete the last picture (warning_min_1)', () => {
    expect(deleteRule(gallery('validated'), 1)).toEqual({ allowed: false, reason: 'last' });
  });

  it('deletes the last picture when an empty gallery is allowed', () => {
    expect(deleteRule(gallery('validated'), 1, { allowEmpty: true })).toEqual({
      allowed: true,
      confirmation: 'default',
    });
  });

  it('asks a danger confirmation before breaking a complete gallery', () => {
    const complete = gallery('portrait', 'validated', 'pending');
    expect(deleteRule(complete, 1)).toEqual({ allowed: true, confirmation: 'danger' });
    expect(deleteRule(complete, 2)).toEqual({ allowed: true, confirmation: 'danger' });
  });

  it('asks a plain confirmation when the gallery stays complete or was not complete', () => {
    expect(deleteRule(gallery('portrait', 'validated', 'pending'), 3)).toEqual({
      allowed: true,
      confirmation: 'default',
    });
    expect(deleteRule(gallery('portrait', 'validated', 'authenticated'), 2)).toEqual({
      allowed: true,
      confirmation: 'default',
    });
    expect(deleteRule(gallery('pending', 'refused'), 1)).toEqual({
      allowed: true,
      confirmation: 'default',
    });
  });
});

describe('meetsMinimum', () => {
  it('needs 2 pictures in the onboarding and 1 in the settings', () => {
    expect(meetsMinimum(1)).toBe(false);
    expect(meetsMinimum(2)).toBe(true);
    expect(meetsMinimum(0, GALLERY_MIN_SETTINGS)).toBe(false);
    expect(meetsMinimum(1, GALLERY_MIN_SETTINGS)).toBe(true);
  });
});

describe('movePicture', () => {
  it('moves an item and keeps the others in order', () => {
    expect(movePicture(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movePicture(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePicture(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});

describe('reorderRule', () => {
  it('accepts any order when the order is not forced', () => {
    expect(reorderRule(gallery('validated', 'portrait'), false)).toEqual({ allowed: true });
  });

  it('with a forced order, refuses to put another picture before the portrait', () => {
    expect(reorderRule(gallery('validated', 'portrait'), true)).toEqual({
      allowed: false,
      reason: 'first-portrait',
    });
    expect(reorderRule(gallery('portrait', 'validated'), true)).toEqual({ allowed: true });
  });

  it('with a forced order and no portrait yet, has nothing to enforce', () => {
    expect(reorderRule(gallery('pending', 'validated'), true)).toEqual({ allowed: true });
  });
});

describe('reviewNotices', () => {
  it('shows the 24-hour notice while the review is pending', () => {
    expect(reviewNotices(gallery('pending', 'pending'), { reviewStatus: 'pending' })).toEqual([
      'pending',
    ]);
  });

  it('shows the refusal and the 72-hour warning for a refused album', () => {
    expect(reviewNotices(gallery('portrait', 'refused'), { reviewStatus: 'refused' })).toEqual([
      'refused',
      'suspension',
    ]);
  });

  it('warns about the suspension when a reviewed album is incomplete', () => {
    expect(reviewNotices(gallery('validated', 'validated'), { reviewStatus: 'done' })).toEqual([
      'suspension',
    ]);
    expect(reviewNotices(gallery('portrait', 'validated'), { reviewStatus: 'done' })).toEqual([]);
  });

  it('says the account is suspended once the 72 hours are over', () => {
    expect(
      reviewNotices(gallery('refused'), { reviewStatus: 'refused', reviewExpired: true }),
    ).toEqual(['refused', 'suspended']);
  });

  it('shows nothing without a review status', () => {
    expect(reviewNotices(gallery('pending'), {})).toEqual([]);
  });
});
