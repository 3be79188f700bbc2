/**
 * Video authorization (spec, sections 4 "Video authorization", 6 and 9): each side toggles
 * `authorize_video_chat` (the app debounces the save by 300 ms). The call button shows only when both have
 * authorised; when only one has, the authorization is pending. When the other side authorises while mine is on,
 * the call is unlocked and a hint says so.
 */

/** The app saves the switch this long after the last change. */
export const VIDEO_AUTHORIZATION_DEBOUNCE_MS = 300;

/** `none`: nobody authorised; `waiting-other`: only me; `waiting-me`: only the other; `both`: the call is open. */
export type VideoAuthorizationState = 'none' | 'waiting-other' | 'waiting-me' | 'both';

export function videoAuthorizationState({
  mine,
  other,
}: {
  mine: boolean;
  other: boolean;
}): VideoAuthorizationState {
  if (mine && other) return 'both';
  if (mine) return 'waiting-other';
  if (other) return 'waiting-me';
  return 'none';
}

/** Whether only one side has authorised (the 'pending authorization' notice). */
export function isAuthorizationPending(state: VideoAuthorizationState): boolean {
  return state === 'waiting-other' || state === 'waiting-me';
}

/** The other side just authorised while mine is on: the call is unlocked. */
export function callUnlocked({
  previousOther,
  other,
  mine,
}: {
  previousOther: boolean;
  other: boolean;
  mine: boolean;
}): boolean {
  return !previousOther && other && mine;
}
