/**
 * Quick replies (spec, sections 5 "Chat", 6 and 9): two canned responses, offered only when the other member is
 * not the support, I have not responded yet, I did not start the conversation, and the last message is not mine.
 */

/** The two canned responses. */
export const QUICK_REPLY_KEYS = ['interested', 'not-interested'] as const;

export type QuickReplyKey = (typeof QUICK_REPLY_KEYS)[number];

export interface QuickRepliesConditions {
  /** The other user is the support (`admin`). */
  otherIsAdmin: boolean;
  /** My `pivot.has_responded`. */
  iHaveResponded: boolean;
  /** I am the conversation starter (`conversation.user_id` is mine). */
  iAmStarter: boolean;
  /** The last message is mine (`last_message.is_me`); false when there is none. */
  lastMessageIsMine: boolean;
}

/** Whether to offer the quick replies: all four conditions must hold. */
export function showQuickReplies({
  otherIsAdmin,
  iHaveResponded,
  iAmStarter,
  lastMessageIsMine,
}: QuickRepliesConditions): boolean {
  return !otherIsAdmin && !iHaveResponded && !iAmStarter && !lastMessageIsMine;
}
