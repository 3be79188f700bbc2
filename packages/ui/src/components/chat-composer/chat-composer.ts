/**
 * The chat composer's rules (spec, sections 4 "Audio message", 5 "Flower" and "Chat", 8 and 9): empty text
 * cannot be sent and nothing is sent while a send is in flight; Enter sends, Shift+Enter starts a new line;
 * recordings last at most 30 s; the flower button is hidden for the support or once I sent a flower, dimmed
 * with its reason when a flower cannot be sent, and otherwise asks to confirm first.
 */

/** A voice message lasts at most this many seconds. */
export const AUDIO_MAX_SECONDS = 30;

/** The picture types the image button offers. */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif';

/** Whether `text` can be sent now: it has something besides spaces and no send is in flight. */
export function canSend(text: string, sending: boolean): boolean {
  return !sending && text.trim() !== '';
}

export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** An input method (accents, Asian scripts) is composing: Enter confirms the character, not the message. */
  isComposing?: boolean | undefined;
}

/** Enter sends; Shift+Enter (and Enter while an input method composes) adds a line. */
export function isSendKey({ key, shiftKey, isComposing = false }: ComposerKey): boolean {
  return key === 'Enter' && !shiftKey && !isComposing;
}

export interface ComposerFlowerInput {
  /** The other user is the support. */
  otherIsAdmin?: boolean | undefined;
  /** I already sent a flower in this conversation (my `pivot.sent_flower`). */
  iSentFlower?: boolean | undefined;
  /** `cant_send_flower_message`: why no flower can be sent, or null. */
  cantSendFlowerMessage?: string | null | undefined;
}

/** `hidden`: no button; `blocked`: dimmed with the reason as a tooltip; `available`: confirm, then send. */
export type ComposerFlowerState = 'hidden' | 'blocked' | 'available';

export function composerFlowerState({
  otherIsAdmin,
  iSentFlower,
  cantSendFlowerMessage,
}: ComposerFlowerInput): ComposerFlowerState {
  if (otherIsAdmin || iSentFlower) return 'hidden';
  if (cantSendFlowerMessage != null && cantSendFlowerMessage.trim() !== '') return 'blocked';
  return 'available';
}

/** The flower error codes the API answers with. */
export const FLOWER_ERROR_CODES = {
  alreadySentToday: 'ALREADY_SENT_FLOWER_TODAY',
  alreadySentInConversation: 'ALREADY_SENT_FLOWER_IN_CONVERSATION',
} as const;

export type FlowerErrorKey = 'already-sent-today' | 'already-sent-in-conversation' | 'cannot-offer';

/** Which text a failed flower shows: today's flower is gone, this person has one, or any other refusal. */
export function flowerErrorKey(code: string | null | undefined): FlowerErrorKey {
  if (code === FLOWER_ERROR_CODES.alreadySentToday) return 'already-sent-today';
  if (code === FLOWER_ERROR_CODES.alreadySentInConversation) return 'already-sent-in-conversation';
  return 'cannot-offer';
}
