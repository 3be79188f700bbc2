export {
  AudioRecorder,
  audioRecorderVariants,
  browserRecorderFactory,
  type AudioRecorderProps,
  type AudioRecorderState,
} from './audio-recorder.tsx';
export {
  AUDIO_DEFAULT_MAX_SECONDS,
  AUDIO_INTRODUCTION_MAX_SECONDS,
  AUDIO_MAX_BYTES,
  isAudioSizeAllowed,
  pickAudioType,
  reachedLimit,
  remainingSeconds,
  type Recorder,
  type RecorderFactory,
  type RecordingSession,
} from './audio-recorder.ts';
