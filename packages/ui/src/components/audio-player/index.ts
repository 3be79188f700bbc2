export {
  AudioPlayer,
  audioPlayerVariants,
  canPlayAudio,
  type AudioPlayerProps,
  type AudioPlayerState,
} from './audio-player.tsx';
export {
  clampTime,
  formatDuration,
  knownDuration,
  seekByKey,
  SEEK_STEP_SECONDS,
} from './audio-player.ts';
