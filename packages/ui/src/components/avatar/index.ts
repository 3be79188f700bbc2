export { Avatar, avatarVariants, type AvatarProps, type AvatarOverlayLabels } from './avatar.tsx';
export {
  AVATAR_STATE_TEXT_ABOVE,
  AVATAR_STRONG_BLUR_ABOVE,
  avatarBlur,
  avatarBlurStrength,
  avatarCanReveal,
  avatarHidesPicture,
  avatarOverlay,
  avatarOverlays,
  avatarShowsStateText,
  avatarSizes,
  type AvatarContext,
  type AvatarMemberState,
  type AvatarOverlay,
  type AvatarSize,
  type GalleryReviewStatus,
} from './avatar.ts';
