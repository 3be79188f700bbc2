export { Badge, badgeVariants, type BadgeProps } from './badge.tsx';
export { DEFAULT_BADGE_MAX, formatCount } from './badge.ts';
