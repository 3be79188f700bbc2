export {
  SEARCH_ONBOARDING_DELAY_MS,
  SearchOnboardingModal,
  type SearchOnboardingModalProps,
  type SearchOnboardingTopic,
} from './search-onboarding-modal.tsx';
