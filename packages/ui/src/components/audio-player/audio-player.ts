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

/** An arrow key moves the position this many seconds, as media players do. */
export const SEEK_STEP_SECONDS = 5;

/**
 * Where a key takes the position of a recording `duration` long: the arrows 5 s back or on, Page Up and
 * Page Down a tenth of it, Home the start and End the end; `null` for any other key.
 */
export function seekByKey(key: string, time: number, duration: number): number | null {
  const tenth = duration / 10;
  const target: Record<string, number> = {
    ArrowLeft: time - SEEK_STEP_SECONDS,
    ArrowDown: time - SEEK_STEP_SECONDS,
    ArrowRight: time + SEEK_STEP_SECONDS,
    ArrowUp: time + SEEK_STEP_SECONDS,
    PageDown: time - tenth,
    PageUp: time + tenth,
    Home: 0,
    End: duration,
  };
  const next = target[key];
  return next === undefined ? null : Math.max(0, clampTime(next, duration));
}
