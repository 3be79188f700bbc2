export {
  VerifiedBadge,
  verifiedBadgeVariants,
  type VerifiedBadgeProps,
} from './verified-badge.tsx';
export {
  isVerifiedMember,
  isVerifiedPicture,
  type AuthenticationFlag,
  type PictureStatus,
  type VerifiableMember,
} from './verified-badge.ts';
