export { VideoCallView, type VideoCallViewProps } from './video-call-view.tsx';
export {
  CALL_NOTIFY_INTERVAL_MS,
  CALL_OFFER_RETRY_MS,
  remoteTileState,
  type RemoteTileState,
  type VideoCallStatus,
} from './video-call-view.ts';
export { callMessages } from './call-messages.ts';
