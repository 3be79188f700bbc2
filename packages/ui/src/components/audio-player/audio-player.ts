/**
 * Pure helpers of the audio player: durations as m:ss and the playback position kept within the
 * known length.
 */

/** A duration as m:ss ('0:05', '1:30'); unknown or negative durations read 0:00. */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return `${String(minutes)}:${String(rest).padStart(2, '0')}`;
}

/**
 * The length to show: the media's own duration when the browser knows it, else the hint (a fresh
 * MediaRecorder file reports Infinity), else 0.
 */
export function knownDuration(mediaDuration: number, hint?: number): number {
  if (Number.isFinite(mediaDuration) && mediaDuration > 0) return mediaDuration;
  if (hint !== undefined && Number.isFinite(hint) && hint > 0) return hint;
  return 0;
}

/** A seek position kept between 0 and the duration. */
export function clampTime(time: number, duration: number): number {
  if (!Number.isFinite(time) || time < 0) return 0;
  return duration > 0 ? Math.min(time, duration) : time;
}
