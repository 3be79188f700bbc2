export {
  MoveToPriorityBanner,
  OtherSecondaryBanner,
  PriorityBanners,
  type MoveToPriorityBannerProps,
  type OtherSecondaryBannerProps,
  type PriorityBannersProps,
} from './priority-banners.tsx';
export {
  priorityBanners,
  type ConversationPriority,
  type PriorityBannersInput,
  type PriorityBannersState,
} from './priority-banners.ts';
