export {
  MEMBER_CARD_PLACEHOLDER_COUNT,
  MemberCard,
  MemberCardSkeleton,
  MemberGrid,
  memberCardVariants,
  memberGridVariants,
  type MemberCardFavoriteLabels,
  type MemberCardLinkProps,
  type MemberCardProps,
  type MemberGridProps,
} from './member-card';
