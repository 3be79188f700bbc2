/**
 * A conversation in the inbox (spec, sections 3 "Conversation", 4 "Flower" and "Seen/unseen"): one side sent a
 * flower (single-flower state) or both did (flower match); unseen conversations show a dot and bold text.
 */

/** `sent`: I offered a flower; `received`: the other member did; `match`: both did. */
export type ConversationFlowerState = 'none' | 'sent' | 'received' | 'match';

export interface ConversationFlowerInput {
  /** `conversation.flower_match`. */
  flowerMatch?: boolean | null | undefined;
  /** My `pivot.sent_flower`. */
  iSentFlower?: boolean | null | undefined;
  /** The other member's `pivot.sent_flower`. */
  otherSentFlower?: boolean | null | undefined;
}

/** The flower state of a conversation: a match when both sent (or the server says so), else who sent one. */
export function conversationFlowerState({
  flowerMatch,
  iSentFlower,
  otherSentFlower,
}: ConversationFlowerInput): ConversationFlowerState {
  if (flowerMatch || (iSentFlower && otherSentFlower)) return 'match';
  if (otherSentFlower) return 'received';
  if (iSentFlower) return 'sent';
  return 'none';
}
