export { VideoAuthorization, type VideoAuthorizationProps } from './video-authorization.tsx';
export {
  VideoAuthorizationDisclosure,
  type VideoAuthorizationDisclosureProps,
} from './video-authorization-disclosure.tsx';
export {
  VIDEO_AUTHORIZATION_DEBOUNCE_MS,
  callUnlocked,
  isAuthorizationPending,
  videoAuthorizationState,
  type VideoAuthorizationState,
} from './video-authorization.ts';
