/**
 * The typing indicator (spec, sections 4 "Typing" and 9): shown for 1000 ms after the last 'typing' whisper,
 * checked every 100 ms. Whispers are throttled at 900 ms, so a member who keeps typing keeps it on.
 */

export type DateInput = Date | string | number;

/** The indicator stays this long after the last whisper. */
export const TYPING_VISIBLE_MS = 1000;

/** How often the indicator checks whether it should still show. */
export const TYPING_CHECK_INTERVAL_MS = 100;

/** The app sends at most one 'typing' whisper this often. */
export const TYPING_WHISPER_THROTTLE_MS = 900;

function toTime(input: DateInput): number {
  return input instanceof Date ? input.getTime() : new Date(input).getTime();
}

/**
 * Whether the other member is typing at `now`: a whisper came less than `visibleMs` (1000 ms) ago. A whisper
 * stamped slightly in the future (clock skew) counts as just received.
 */
export function isTyping(
  lastWhisperAt: DateInput | null | undefined,
  now: DateInput,
  visibleMs: number = TYPING_VISIBLE_MS,
): boolean {
  if (lastWhisperAt == null) return false;
  const elapsed = toTime(now) - toTime(lastWhisperAt);
  if (Number.isNaN(elapsed)) return false;
  return elapsed < visibleMs;
}
