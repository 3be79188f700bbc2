export {
  ProfileActionBar,
  profileActionBarVariants,
  useScrollPast,
  type ProfileActionBarProps,
} from './profile-action-bar.tsx';
export {
  PROFILE_ACTION_BAR_SCROLL_THRESHOLD,
  flowerButtonState,
  isScrolledPast,
  type FlowerButtonInput,
  type FlowerButtonState,
} from './profile-action-bar.ts';
