/** The largest count a badge shows before switching to `max+` (99+). */
export const DEFAULT_BADGE_MAX = 99;

/** The text of a count badge: the count itself, or `max+` past `max` (`formatCount(120)` is `'99+'`). */
export function formatCount(count: number, max: number = DEFAULT_BADGE_MAX): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}
