/**
 * Who is told what, as a pure function of the facts (notify.ts gathers them, tests state them).
 *
 * A member is notified of a message, a picture, a voice message, a flower, a flower match or an
 * incoming call when:
 * - the member is not the sender, the account is usable (not deleted, not blocked), and no block stands
 *   between the two members (whoever blocked whom);
 * - the member is not looking: no open socket on the conversation (for a call: no open app at all, where
 *   the incoming call would ring);
 * - the member's setting for the inbox the conversation sits in (priority or secondary) is on;
 * - the member was not notified of this conversation in the last NOTIFICATION_INTERVAL_MINUTES.
 * The support admin's messages always notify (settings and interval do not apply; looking still does).
 * The text of a message is shown only in the priority inbox (and for the support admin's messages):
 * a secondary conversation's notification names the sender and the kind, never the words.
 */
export const NOTIFICATION_KINDS = [
  'message',
  'picture',
  'voice',
  'flower',
  'flower_match',
  'call',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** At most one notification per conversation and member in this many minutes. */
export const NOTIFICATION_INTERVAL_MINUTES = 5;
export const NOTIFICATION_INTERVAL_MS = NOTIFICATION_INTERVAL_MINUTES * 60_000;

export interface NotificationFacts {
  kind: NotificationKind;
  senderUserId: number;
  recipientUserId: number;
  senderIsAdmin: boolean;
  /** The recipient's account can receive anything (not deleted, not blocked by the moderators). */
  recipientAvailable: boolean;
  /** A block stands between the two members. */
  blocked: boolean;
  /** The recipient has the conversation open (for a call: the app open anywhere). */
  looking: boolean;
  /** The recipient's inbox for this conversation. */
  inbox: 'priority' | 'secondary';
  /** notifications_priority_message and notifications_secondary_message. */
  settings: { priority: boolean; secondary: boolean };
  /** When the recipient was last notified of this conversation. */
  lastNotifiedAt: Date | null;
  now: Date;
}

export type SilenceReason =
  'sender' | 'unavailable' | 'blocked' | 'looking' | 'setting_off' | 'too_soon';

export type NotificationDecision =
  | { notify: false; reason: SilenceReason }
  | {
      notify: true;
      /** Whether the message's words may appear (priority inbox, or the support admin). */
      withText: boolean;
      /** Whether the interval applies (everything but the support admin's messages). */
      rateLimited: boolean;
    };

export function decideNotification(facts: NotificationFacts): NotificationDecision {
  if (facts.senderUserId === facts.recipientUserId) return { notify: false, reason: 'sender' };
  if (!facts.recipientAvailable) return { notify: false, reason: 'unavailable' };
  if (facts.blocked) return { notify: false, reason: 'blocked' };
  if (facts.looking) return { notify: false, reason: 'looking' };
  if (facts.senderIsAdmin) return { notify: true, withText: true, rateLimited: false };
  if (!facts.settings[facts.inbox]) return { notify: false, reason: 'setting_off' };
  if (
    facts.lastNotifiedAt &&
    facts.now.getTime() - facts.lastNotifiedAt.getTime() < NOTIFICATION_INTERVAL_MS
  )
    return { notify: false, reason: 'too_soon' };
  return { notify: true, withText: facts.inbox === 'priority', rateLimited: true };
}
