/**
 * The rules of the avatar (spec, section 4 "Avatar overlay precedence" and section 9 "Avatar sizes"), as pure
 * functions so every boundary can be unit-tested.
 */

/** Review of the whole gallery (`GalleryReviewStatus`). */
export type GalleryReviewStatus = 'pending' | 'refused' | 'done';

/** The fields of a member (`Member` in the contract) that decide the avatar's overlay and blur. */
export interface AvatarMemberState {
  deleted?: boolean | undefined;
  unavailable?: boolean | undefined;
  /** `false` means unsubscribed; a missing value (hidden data) is not treated as unsubscribed. */
  subscribed?: boolean | undefined;
  suspended?: boolean | undefined;
  paused?: boolean | undefined;
  /** Anything but `done` means the gallery review is not done (pictures pending validation). */
  galleryReviewStatus?: GalleryReviewStatus | null | undefined;
}

export interface AvatarContext {
  /** The signed-in member's own avatar: never blurred, never hidden by anonymous mode. */
  isOwn?: boolean | undefined;
  /**
   * The shown member is in anonymous mode (their own `settings.anonymous_mode`): their pictures are hidden
   * from others until revealed. The API then sends only blurred renditions; a reveal fetches the originals.
   */
  anonymousMode?: boolean | undefined;
  /** The viewer revealed this picture despite anonymous mode. */
  revealed?: boolean | undefined;
}

export const avatarOverlays = [
  'deleted',
  'unavailable',
  'suspended',
  'paused',
  'pending',
  'anonymous',
  'unsubscribed',
] as const;

/** What covers the picture; `null` when nothing does. */
export type AvatarOverlay = (typeof avatarOverlays)[number];

/** Sizes the product uses: 400 and 150 (profile, cards), 64 and 40 (lists). */
export const avatarSizes = [40, 64, 150, 400] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** Blur is strong above this size (in pixels). */
export const AVATAR_STRONG_BLUR_ABOVE = 100;
/** The state text shows above this size; below, an icon with an accessible label. */
export const AVATAR_STATE_TEXT_ABOVE = 200;

function hiddenByAnonymousMode({ isOwn, anonymousMode, revealed }: AvatarContext): boolean {
  return !isOwn && Boolean(anonymousMode) && !revealed;
}

/**
 * The overlay, first match wins: deleted, unavailable; then, if subscribed: suspended, paused, gallery review not
 * done, anonymous mode not revealed; a member who is not subscribed shows unsubscribed.
 */
export function avatarOverlay(
  member: AvatarMemberState,
  context: AvatarContext = {},
): AvatarOverlay | null {
  if (member.deleted) return 'deleted';
  if (member.unavailable) return 'unavailable';
  if (member.subscribed === false) return 'unsubscribed';
  if (member.suspended) return 'suspended';
  if (member.paused) return 'paused';
  if (member.galleryReviewStatus != null && member.galleryReviewStatus !== 'done') return 'pending';
  if (hiddenByAnonymousMode(context)) return 'anonymous';
  return null;
}

/**
 * Whether the picture is blurred: another member who is suspended, unsubscribed, paused, or hidden by anonymous
 * mode and not revealed. The member's own avatar is never blurred.
 */
export function avatarBlur(member: AvatarMemberState, context: AvatarContext = {}): boolean {
  if (context.isOwn) return false;
  return (
    Boolean(member.suspended) ||
    member.subscribed === false ||
    Boolean(member.paused) ||
    hiddenByAnonymousMode(context)
  );
}

/** How strong the blur is at a size: strong above 100 px, soft at 100 px and below. */
export function avatarBlurStrength(size: number): 'soft' | 'strong' {
  return size > AVATAR_STRONG_BLUR_ABOVE ? 'strong' : 'soft';
}

/** Whether the overlay's text shows (above 200 px) or only an icon with an accessible label. */
export function avatarShowsStateText(size: number): boolean {
  return size > AVATAR_STATE_TEXT_ABOVE;
}

/** Reveal is allowed only where anonymous mode is what hides the picture (it is the overlay that shows). */
export function avatarCanReveal(member: AvatarMemberState, context: AvatarContext = {}): boolean {
  return avatarOverlay(member, context) === 'anonymous';
}

/** A deleted or unavailable member's data is hidden: the placeholder shows instead of any picture. */
export function avatarHidesPicture(overlay: AvatarOverlay | null): boolean {
  return overlay === 'deleted' || overlay === 'unavailable';
}
