/**
 * Recording limits (spec: 15 seconds for the audio introduction, 30 seconds elsewhere, at most 10 MB)
 * and the pure helpers the recorder uses. The microphone itself sits behind `RecorderFactory`, so
 * stories and tests can fake it.
 */

/** The audio introduction's limit, in seconds. */
export const AUDIO_INTRODUCTION_MAX_SECONDS = 15;
/** The default limit (audio messages), in seconds. */
export const AUDIO_DEFAULT_MAX_SECONDS = 30;
/** The largest recording accepted: 10 MB. */
export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;

/** A recording in progress. */
export interface RecordingSession {
  /** Stops and resolves with the recorded audio. */
  stop: () => Promise<Blob>;
  /** Stops and throws the audio away (unmount, cancel). */
  cancel: () => void;
}

/** The microphone: `start` asks for it and starts recording (rejects when the member refuses). */
export interface Recorder {
  start: () => Promise<RecordingSession>;
}

/** Returns a recorder, or `null` when the browser cannot record (no MediaRecorder or getUserMedia). */
export type RecorderFactory = () => Recorder | null;

/** Whole seconds left before the limit, never below 0. */
export function remainingSeconds(elapsedMs: number, maxSeconds: number): number {
  return Math.max(0, Math.ceil(maxSeconds - elapsedMs / 1000));
}

/** Whether the recording reached its limit and must stop. */
export function reachedLimit(elapsedMs: number, maxSeconds: number): boolean {
  return elapsedMs >= maxSeconds * 1000;
}

/** Whether a recording is small enough to upload. */
export function isAudioSizeAllowed(size: number, maxBytes: number = AUDIO_MAX_BYTES): boolean {
  return size <= maxBytes;
}

/** The first type MediaRecorder supports, in order of preference; `undefined` lets it choose. */
export function pickAudioType(
  isTypeSupported: (type: string) => boolean,
  candidates: readonly string[] = ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg;codecs=opus'],
): string | undefined {
  return candidates.find((type) => isTypeSupported(type));
}
