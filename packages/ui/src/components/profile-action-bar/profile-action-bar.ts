/**
 * The profile's action bar (spec, section 2 "Profile" and 5 "Flower"): it appears after 200 px of scrolling; the
 * flower button shows only without a conversation with the member and never for an admin counterpart, and is
 * dimmed with the reason when a flower cannot be sent.
 */

/** The bar appears once the page has scrolled this many pixels. */
export const PROFILE_ACTION_BAR_SCROLL_THRESHOLD = 200;

/** Whether the page has scrolled `threshold` pixels or more. */
export function isScrolledPast(
  scrollY: number,
  threshold: number = PROFILE_ACTION_BAR_SCROLL_THRESHOLD,
): boolean {
  return scrollY >= threshold;
}

export interface FlowerButtonInput {
  /** The viewer already has a conversation with this member. */
  hasConversation?: boolean | undefined;
  /** The counterpart is a support admin. */
  admin?: boolean | undefined;
  /** `cant_send_flower_message`: why no flower can be sent, or null when one can. */
  cantSendFlowerMessage?: string | null | undefined;
}

/** `hidden`: no flower button; `blocked`: dimmed, with the reason as a tooltip; `available`: a flower can be sent. */
export type FlowerButtonState = 'hidden' | 'blocked' | 'available';

export function flowerButtonState({
  hasConversation,
  admin,
  cantSendFlowerMessage,
}: FlowerButtonInput): FlowerButtonState {
  if (admin || hasConversation) return 'hidden';
  if (cantSendFlowerMessage != null && cantSendFlowerMessage.trim() !== '') return 'blocked';
  return 'available';
}
