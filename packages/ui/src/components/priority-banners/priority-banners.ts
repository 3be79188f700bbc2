/**
 * The conversation's priority banners (spec, section 4 "Conversation priority"). Each participant's pivot says
 * in which of their inboxes the conversation sits. When it sits in my secondary inbox, a banner offers to move
 * it to my priority inbox (`PATCH conversations/{id}/priority`, which sets my own pivot). When it sits in the
 * other member's secondary inbox and they have not responded, a banner says so.
 */

export type ConversationPriority = 'priority' | 'secondary';

export interface PriorityBannersInput {
  /** My `pivot.priority`. */
  myPriority: ConversationPriority;
  /** The other member's `pivot.priority`. */
  otherPriority: ConversationPriority;
  /** The other member's `pivot.has_responded`. */
  otherHasResponded: boolean;
  /** The other user is the support: no banner. */
  otherIsAdmin?: boolean | undefined;
}

export interface PriorityBannersState {
  /** Offer 'move to priority inbox'. */
  moveToPriority: boolean;
  /** Say the conversation waits in the other member's secondary inbox. */
  inOtherSecondary: boolean;
}

export function priorityBanners({
  myPriority,
  otherPriority,
  otherHasResponded,
  otherIsAdmin = false,
}: PriorityBannersInput): PriorityBannersState {
  if (otherIsAdmin) return { moveToPriority: false, inOtherSecondary: false };
  return {
    moveToPriority: myPriority === 'secondary',
    inOtherSecondary: otherPriority === 'secondary' && !otherHasResponded,
  };
}
