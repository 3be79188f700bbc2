/**
 * The gallery rules (spec: 2 to 6 pictures, at least 1 when editing, the last picture kept unless an
 * empty gallery is allowed, a danger confirmation before breaking a complete gallery, a portrait first
 * when the order is forced). Pure, so each rule is unit-tested.
 */
import type { PictureStatus } from '../verified-badge';

/** Pictures needed to continue the onboarding. */
export const GALLERY_MIN_ONBOARDING = 2;
/** Pictures needed when editing the gallery in the settings. */
export const GALLERY_MIN_SETTINGS = 1;
/** The most pictures a gallery holds. */
export const GALLERY_MAX = 6;
/** Side of a gallery thumbnail, in pixels. */
export const GALLERY_THUMBNAIL_SIZE = 300;
/** Hours the team may take to review new pictures. */
export const GALLERY_REVIEW_HOURS = 24;
/** Hours after which a refused or incomplete album suspends the account. */
export const GALLERY_SUSPENSION_HOURS = 72;

export type GalleryPictureId = string | number;

export interface GalleryPicture {
  id: GalleryPictureId;
  /** The thumbnail's URL (300 pixels). */
  src: string;
  status: PictureStatus;
}

export type AddRule =
  { allowed: true; remaining: number } | { allowed: false; reason: 'max'; max: number };

/** Whether one more picture may be added: the 7th is refused. */
export function canAdd(count: number, max: number = GALLERY_MAX): AddRule {
  if (count >= max) return { allowed: false, reason: 'max', max };
  return { allowed: true, remaining: max - count };
}

/** A complete gallery: a portrait plus a validated or authenticated picture. */
export function isCompleteGallery(pictures: readonly Pick<GalleryPicture, 'status'>[]): boolean {
  const hasPortrait = pictures.some((picture) => picture.status === 'portrait');
  const hasApproved = pictures.some(
    (picture) => picture.status === 'validated' || picture.status === 'authenticated',
  );
  return hasPortrait && hasApproved;
}

/** The first picture is a portrait. */
export function firstIsPortrait(pictures: readonly Pick<GalleryPicture, 'status'>[]): boolean {
  return pictures[0]?.status === 'portrait';
}

export type DeleteRule =
  /** The last picture, and the gallery may not be empty: refused (warning_min_1). */
  | { allowed: false; reason: 'last' }
  /** Allowed after a confirmation; `danger` when it would break a complete gallery. */
  | { allowed: true; confirmation: 'default' | 'danger' };

export interface DeleteOptions {
  /** An empty gallery is allowed (false). */
  allowEmpty?: boolean | undefined;
}

/** Whether a picture may be deleted, and which confirmation comes first. */
export function deleteRule(
  pictures: readonly GalleryPicture[],
  id: GalleryPictureId,
  { allowEmpty = false }: DeleteOptions = {},
): DeleteRule {
  const rest = pictures.filter((picture) => picture.id !== id);
  if (rest.length === 0 && !allowEmpty) return { allowed: false, reason: 'last' };
  const breaksComplete = isCompleteGallery(pictures) && !isCompleteGallery(rest);
  return { allowed: true, confirmation: breaksComplete ? 'danger' : 'default' };
}

/** Enough pictures to go on: 2 in the onboarding (Next is disabled below), 1 in the settings. */
export function meetsMinimum(count: number, minimum: number = GALLERY_MIN_ONBOARDING): boolean {
  return count >= minimum;
}

/** Moves the item at `from` to `to` (dnd-kit's `arrayMove`, without the dependency). */
export function movePicture<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export type ReorderRule = { allowed: true } | { allowed: false; reason: 'first-portrait' };

/**
 * Whether a new order is accepted. With `forceOrder`, the first picture must be a portrait: an order
 * that puts another picture first is refused while the gallery holds a portrait (with none, there is
 * nothing to enforce yet).
 */
export function reorderRule(
  next: readonly Pick<GalleryPicture, 'status'>[],
  forceOrder: boolean,
): ReorderRule {
  if (!forceOrder) return { allowed: true };
  const hasPortrait = next.some((picture) => picture.status === 'portrait');
  if (hasPortrait && !firstIsPortrait(next)) return { allowed: false, reason: 'first-portrait' };
  return { allowed: true };
}

export type ReviewNotice = 'pending' | 'refused' | 'suspension' | 'suspended';

export interface ReviewState {
  reviewStatus?: 'pending' | 'refused' | 'done' | null | undefined;
  /** The 72-hour grace period is over. */
  reviewExpired?: boolean | undefined;
}

/**
 * The review notices to show, in order: pending (up to 24 hours), refused, and the 72-hour suspension
 * warning for a refused or incomplete album (`suspended` once the grace period is over).
 */
export function reviewNotices(
  pictures: readonly Pick<GalleryPicture, 'status'>[],
  { reviewStatus, reviewExpired = false }: ReviewState,
): ReviewNotice[] {
  const notices: ReviewNotice[] = [];
  if (reviewStatus === 'pending') notices.push('pending');
  if (reviewStatus === 'refused') notices.push('refused');
  const incomplete = reviewStatus === 'done' && !isCompleteGallery(pictures);
  if (reviewStatus === 'refused' || incomplete)
    notices.push(reviewExpired ? 'suspended' : 'suspension');
  return notices;
}
