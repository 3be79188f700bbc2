/**
 * Tells a member about what arrived in a conversation while they were away: web push to each browser
 * the member subscribed, native push to each device token, and an e-mail when no push reached them.
 * Runs after the message is committed, in the background (services.background): a failed delivery never
 * fails the send. decide.ts says who is told what.
 */
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { PushOutcome, PushPayload } from '../../adapters/push/payload';
import {
  conversationUsers,
  pushNotificationTokens,
  users,
  webPushSubscriptions,
} from '../../db/schema';
import type { Services } from '../../http/context';
import { translate, type Locale } from '../../i18n/messages';
import { hasAppOpen, isWatchingConversation } from '../../realtime/presence';
import { isBlockedBetween } from '../members/blocks';
import {
  decideNotification,
  NOTIFICATION_INTERVAL_MS,
  type NotificationDecision,
  type NotificationKind,
} from './decide';
import { unsubscribeUrl, type Inbox } from './unsubscribe';

/** How long a push service keeps a notification for a device that is off (a day). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The longest text shown in a notification (code points). */
const PREVIEW_LENGTH = 140;

export interface ArrivalEvent {
  conversationId: number;
  sender: { id: number; firstName: string; isAdmin: boolean };
  recipientUserId: number;
  kind: NotificationKind;
  /** The message's words (plain text), for a text message. */
  text: string | null;
}

/**
 * The recipient's rows as the sender's request read them, after its own block check (a message's
 * `participation`): the notification then decides on them instead of reading them again. The slot is
 * still claimed against the stored pivot (`claimSlot`), so a stale `notified_at` never tells twice.
 */
export interface ReadRecipient {
  user: typeof users.$inferSelect;
  pivot: typeof conversationUsers.$inferSelect;
}

export interface NotificationReport {
  decision: NotificationDecision;
  webPush: number;
  nativePush: number;
  mail: boolean;
}

const silent = (decision: NotificationDecision): NotificationReport => ({
  decision,
  webPush: 0,
  nativePush: 0,
  mail: false,
});

function preview(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const points = Array.from(flat);
  return points.length > PREVIEW_LENGTH ? `${points.slice(0, PREVIEW_LENGTH - 1).join('')}…` : flat;
}

function payloadFor(
  services: Services,
  event: ArrivalEvent,
  locale: Locale,
  withText: boolean,
): PushPayload {
  const name = event.sender.firstName;
  const text = withText && event.kind === 'message' && event.text ? preview(event.text) : '';
  return {
    kind: event.kind,
    conversation_id: event.conversationId,
    title: translate(locale, `notifications.title.${event.kind}`, { name }),
    body: text || translate(locale, `notifications.body.${event.kind}`, { name }),
    url: `${services.config.publicWebUrl.replace(/\/+$/, '')}/member/messages/${event.conversationId}`,
    tag: `conversation-${event.conversationId}`,
  };
}

/** Takes this conversation's notification slot: false when another notification took it first. */
async function claimSlot(
  services: Services,
  pivotId: number,
  now: Date,
  rateLimited: boolean,
): Promise<boolean> {
  const since = new Date(now.getTime() - NOTIFICATION_INTERVAL_MS);
  const claimed = await services.db
    .update(conversationUsers)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(conversationUsers.id, pivotId),
        rateLimited
          ? or(isNull(conversationUsers.notifiedAt), lte(conversationUsers.notifiedAt, since))
          : undefined,
      ),
    )
    .returning({ id: conversationUsers.id });
  return claimed.length > 0;
}

async function sendWebPush(services: Services, userId: number, payload: PushPayload) {
  const subscriptions = await services.db
    .select()
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId));
  const outcomes = await Promise.all(
    subscriptions.map((subscription) =>
      services.push.web.send(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        { ttlSeconds: PUSH_TTL_SECONDS, topic: payload.tag },
      ),
    ),
  );
  const gone = subscriptions.filter((_, index) => outcomes[index] === 'gone').map((row) => row.id);
  if (gone.length > 0)
    await services.db.delete(webPushSubscriptions).where(inArray(webPushSubscriptions.id, gone));
  return outcomes.filter((outcome) => outcome === 'delivered').length;
}

async function sendNativePush(services: Services, userId: number, payload: PushPayload) {
  const tokens = await services.db
    .select()
    .from(pushNotificationTokens)
    .where(eq(pushNotificationTokens.userId, userId));
  const outcomes: PushOutcome[] = await Promise.all(
    tokens.map((row) => services.push.native.send(row.token, payload)),
  );
  const gone = tokens.filter((_, index) => outcomes[index] === 'gone').map((row) => row.id);
  if (gone.length > 0)
    await services.db
      .delete(pushNotificationTokens)
      .where(inArray(pushNotificationTokens.id, gone));
  return outcomes.filter((outcome) => outcome === 'delivered').length;
}

/** Decides, and delivers when the member is to be told. */
export async function notifyArrival(
  services: Services,
  event: ArrivalEvent,
  read?: ReadRecipient,
): Promise<NotificationReport> {
  const { db } = services;
  const now = services.now();
  const [recipient] = read
    ? [read.user]
    : await db.select().from(users).where(eq(users.id, event.recipientUserId));
  const [pivot] = read
    ? [read.pivot]
    : await db
        .select()
        .from(conversationUsers)
        .where(
          and(
            eq(conversationUsers.conversationId, event.conversationId),
            eq(conversationUsers.userId, event.recipientUserId),
          ),
        );
  if (!recipient || !pivot) return silent({ notify: false, reason: 'unavailable' });
  const inbox: Inbox = pivot.priority === 'secondary' ? 'secondary' : 'priority';
  const decision = decideNotification({
    kind: event.kind,
    senderUserId: event.sender.id,
    recipientUserId: recipient.id,
    senderIsAdmin: event.sender.isAdmin,
    recipientAvailable: !recipient.deletedAt && !recipient.blocked,
    blocked:
      read === undefined &&
      event.sender.id !== recipient.id &&
      (await isBlockedBetween(services, event.sender.id, recipient.id)),
    looking:
      event.kind === 'call'
        ? hasAppOpen(services.presence, recipient.id)
        : isWatchingConversation(services.presence, recipient.id, event.conversationId),
    inbox,
    settings: {
      priority: recipient.notificationsPriorityMessage,
      secondary: recipient.notificationsSecondaryMessage,
    },
    lastNotifiedAt: pivot.notifiedAt,
    now,
  });
  if (!decision.notify) return silent(decision);
  if (!(await claimSlot(services, pivot.id, now, decision.rateLimited)))
    return silent({ notify: false, reason: 'too_soon' });

  const locale: Locale = recipient.locale === 'en' ? 'en' : 'fr';
  const payload = payloadFor(services, event, locale, decision.withText);
  const webPush = await sendWebPush(services, recipient.id, payload);
  const nativePush = await sendNativePush(services, recipient.id, payload);
  let mail = false;
  if (webPush + nativePush === 0 && recipient.email) {
    // The e-mail never carries the words: a mailbox is read in more places than a phone.
    const withoutText = payloadFor(services, event, locale, false);
    await services.mail.send({
      to: recipient.email,
      subject: withoutText.title,
      text: translate(locale, 'notifications.mail.text', {
        recipient: recipient.firstName,
        body: withoutText.body,
        url: withoutText.url,
        inbox: translate(locale, `notifications.inbox.${inbox}`),
        unsubscribe: unsubscribeUrl(services.config, services.appKey, recipient.id, inbox),
      }),
      kind: 'message-notification',
    });
    mail = true;
  }
  return { decision, webPush, nativePush, mail };
}

/** Starts `notifyArrival` after the answer; a failure is logged, never returned to the sender. */
export function notifyInBackground(
  services: Services,
  event: ArrivalEvent,
  read?: ReadRecipient,
): void {
  services.background.run(
    `notify ${event.kind} in conversation ${event.conversationId}`,
    async () => {
      await notifyArrival(services, event, read);
    },
  );
}
