/**
 * The incoming call (spec, sections 2, 4 "Incoming call", 8 and 9): the caller's name is limited to 20
 * characters; decline posts, then the modal closes after 500 ms.
 */

export { CALLER_NAME_MAX_LENGTH, truncateName } from '../../lib/truncate-name.ts';

/** After a decline the modal stays this long (showing 'declined') before it closes. */
export const DECLINE_CLOSE_DELAY_MS = 500;
