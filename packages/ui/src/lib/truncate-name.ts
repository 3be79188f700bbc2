/**
 * A member's first name where room is short (the incoming call, the video-call section): at most 20
 * characters. A module of its own, so that a page showing a name needs none of the dialogs' code.
 */

/** A name shows at most this many characters, the ellipsis included. */
export const CALLER_NAME_MAX_LENGTH = 20;

const ELLIPSIS = '…';

/**
 * `name` limited to `max` characters (20): a longer name is cut and ends with an ellipsis, the whole staying
 * within `max`. Counts characters as people see them (an emoji or an accented letter is one).
 */
export function truncateName(name: string, max: number = CALLER_NAME_MAX_LENGTH): string {
  const trimmed = name.trim().normalize('NFC');
  const characters = Array.from(trimmed);
  if (characters.length <= max) return trimmed;
  if (max <= 1) return ELLIPSIS;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}
