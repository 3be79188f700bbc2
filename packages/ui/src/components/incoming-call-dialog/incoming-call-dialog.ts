/**
 * The incoming call (spec, sections 2, 4 "Incoming call", 8 and 9): the caller's name is limited to 20
 * characters; decline posts, then the modal closes after 500 ms.
 */

/** The caller's name shows at most this many characters, the ellipsis included. */
export const CALLER_NAME_MAX_LENGTH = 20;

/** After a decline the modal stays this long (showing 'declined') before it closes. */
export const DECLINE_CLOSE_DELAY_MS = 500;

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
