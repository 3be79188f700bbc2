export {
  AudioPlayer,
  audioPlayerVariants,
  canPlayAudio,
  type AudioPlayerProps,
  type AudioPlayerState,
} from './audio-player.tsx';
export { clampTime, formatDuration, knownDuration } from './audio-player.ts';
