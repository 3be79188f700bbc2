export { VideoAuthorization, type VideoAuthorizationProps } from './video-authorization.tsx';
export {
  VIDEO_AUTHORIZATION_DEBOUNCE_MS,
  callUnlocked,
  isAuthorizationPending,
  videoAuthorizationState,
  type VideoAuthorizationState,
} from './video-authorization.ts';
