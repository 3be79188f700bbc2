/**
 * The video call (spec, sections 2 "Messages", 4 "Video call" and 9): remote and local video, microphone and
 * camera toggles (whispered to the peer by the app), hang up. The caller offers every 2500 ms and notifies
 * every 2000 ms until connected.
 */

/** The caller creates a new offer this often until connected. */
export const CALL_OFFER_RETRY_MS = 2500;

/** The caller notifies the callee this often until connected. */
export const CALL_NOTIFY_INTERVAL_MS = 2000;

export type VideoCallStatus = 'connecting' | 'connected';

/** What the remote tile shows: the connecting notice, the remote's camera-off placeholder, or its video. */
export type RemoteTileState = 'connecting' | 'camera-off' | 'video';

export function remoteTileState({
  status,
  remoteCameraOn,
}: {
  status: VideoCallStatus;
  remoteCameraOn: boolean;
}): RemoteTileState {
  if (status === 'connecting') return 'connecting';
  return remoteCameraOn ? 'video' : 'camera-off';
}
