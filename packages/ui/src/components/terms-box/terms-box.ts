/**
 * The terms rules (spec 01, section 5 "Terms" and section 9 "Terms scroll check"): the member must scroll the
 * terms to the end before accepting; the box is checked every 500 ms and is at most 246 px high.
 */

/** How often the box is checked for having been scrolled to the end, in milliseconds. */
export const TERMS_SCROLL_CHECK_MS = 500;
/** The scroll box's maximum height, in pixels. */
export const TERMS_BOX_MAX_HEIGHT = 246;
/** Pixels short of the end that still count as the end (zoom and sub-pixel rounding). */
export const TERMS_END_TOLERANCE = 2;

export interface ScrollMetrics {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * Whether the box shows its last line: scrolled to the end, or content no taller than the box (read at once).
 */
export function isScrolledToEnd(
  { scrollTop, clientHeight, scrollHeight }: ScrollMetrics,
  tolerance: number = TERMS_END_TOLERANCE,
): boolean {
  if (![scrollTop, clientHeight, scrollHeight].every(Number.isFinite)) return false;
  return scrollTop + clientHeight >= scrollHeight - tolerance;
}
