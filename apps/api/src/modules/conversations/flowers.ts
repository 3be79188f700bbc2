/**
 * Flowers: an opening gesture, one per member per day and one per conversation per sender, never to or
 * from the support admin. When both participants of a conversation sent one, it is a flower match.
 *
 * "Per day" is the calendar day in the product's time zone, America/Toronto (the product is Canadian
 * and French-first; one fixed zone keeps the rule the same for every member wherever they travel).
 */
import { and, eq, gte, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { conversationUsers, members, messages, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { DomainError } from '../../http/errors';
import { message, translate, type Locale, type MessageKey } from '../../i18n/messages';
import { isAdmin, isReachable, loadPerson, messagingState, type Person } from './access';
import { blockedUserIds } from './blocks';

export const FLOWER_TIME_ZONE = 'America/Toronto';

function zoneOffsetMs(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Midnight of `now`'s calendar day in `timeZone`, as an instant. */
export function startOfDay(now: Date, timeZone: string = FLOWER_TIME_ZONE): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(timeZone, now));
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let start = midnight - zoneOffsetMs(timeZone, now);
  // A change of offset (daylight saving) between midnight and now: use midnight's own offset.
  const atStart = zoneOffsetMs(timeZone, new Date(start));
  if (midnight - atStart !== start) start = midnight - atStart;
  return new Date(start);
}

export async function sentFlowerToday(db: Database, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.type, 'flower'),
        gte(messages.createdAt, startOfDay(now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type FlowerCode =
  'CANT_SEND_FLOWER' | 'ALREADY_SENT_FLOWER_TODAY' | 'ALREADY_SENT_FLOWER_IN_CONVERSATION';

export interface FlowerRefusal {
  status: 403 | 409;
  code: FlowerCode;
  message: MessageKey;
}

export interface FlowerFacts {
  sender: Person;
  recipient: Person;
  /** A block stands between them (either way). */
  blocked: boolean;
  /** The sender already offered a flower in their conversation. */
  sentInConversation: boolean;
  /** The sender already offered a flower today. */
  sentToday: boolean;
  now: Date;
}

/** Why this flower cannot be offered, or null when it can. */
export function flowerRefusal(facts: FlowerFacts): FlowerRefusal | null {
  const { sender, recipient } = facts;
  if (
    isAdmin(sender) ||
    isAdmin(recipient) ||
    sender.user.id === recipient.user.id ||
    facts.blocked ||
    messagingState(sender, facts.now) !== null ||
    !isReachable(recipient, facts.now)
  )
    return { status: 403, code: 'CANT_SEND_FLOWER', message: 'conversations.cant_send_flower' };
  if (facts.sentInConversation)
    return {
      status: 409,
      code: 'ALREADY_SENT_FLOWER_IN_CONVERSATION',
      message: 'conversations.flower_in_conversation',
    };
  if (facts.sentToday)
    return {
      status: 409,
      code: 'ALREADY_SENT_FLOWER_TODAY',
      message: 'conversations.flower_today',
    };
  return null;
}

export function flowerError(refusal: FlowerRefusal): DomainError {
  return new DomainError(refusal.status, refusal.code, message(refusal.message));
}

/** Recipients (by user id) to whom the sender already offered a flower in their conversation. */
async function flowersSentTo(
  db: Database,
  senderUserId: number,
  recipientUserIds: readonly number[],
): Promise<Set<number>> {
  if (recipientUserIds.length === 0) return new Set();
  const other = alias(conversationUsers, 'other');
  const rows = await db
    .select({ userId: other.userId })
    .from(conversationUsers)
    .innerJoin(
      other,
      and(
        eq(other.conversationId, conversationUsers.conversationId),
        ne(other.userId, conversationUsers.userId),
      ),
    )
    .where(
      and(
        eq(conversationUsers.userId, senderUserId),
        eq(conversationUsers.sentFlower, true),
        inArray(other.userId, [...recipientUserIds]),
      ),
    );
  return new Set(rows.map((row) => row.userId));
}

/**
 * `cant_send_flower_message` for several recipients at once (search results, conversation lists): the
 * reason in `locale`, or null where a flower can be offered. Unknown users get the generic reason.
 */
export async function cantSendFlowerReasons(
  services: Pick<Services, 'db' | 'now'>,
  senderUserId: number,
  recipientUserIds: readonly number[],
  locale: Locale,
): Promise<Map<number, string | null>> {
  const { db } = services;
  const ids = [...new Set(recipientUserIds)];
  const reasons = new Map<number, string | null>();
  if (ids.length === 0) return reasons;
  const sender = await loadPerson(db, senderUserId);
  const rows = await db
    .select({ user: users, member: members })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(inArray(users.id, ids));
  const recipients = new Map<number, Person>(rows.map((row) => [row.user.id, row]));
  const [blocked, sentTo, sentToday] = sender
    ? await Promise.all([
        blockedUserIds(services, senderUserId),
        flowersSentTo(db, senderUserId, ids),
        sentFlowerToday(db, senderUserId, services.now()),
      ])
    : [new Set<number>(), new Set<number>(), false];
  for (const id of ids) {
    const recipient = recipients.get(id);
    if (!sender || !recipient) {
      reasons.set(id, translate(locale, 'conversations.cant_send_flower'));
      continue;
    }
    const refusal = flowerRefusal({
      sender,
      recipient,
      blocked: blocked.has(id),
      sentInConversation: sentTo.has(id),
      sentToday,
      now: services.now(),
    });
    reasons.set(id, refusal ? translate(locale, refusal.message) : null);
  }
  return reasons;
}

/**
 * `cant_send_flower_message` of one member for the signed-in user (the members module shows it on
 * profiles): why `senderUserId` cannot offer `recipientUserId` a flower, in `locale`, or null.
 */
export async function cantSendFlowerReason(
  services: Pick<Services, 'db' | 'now'>,
  senderUserId: number,
  recipientUserId: number,
  locale: Locale,
): Promise<string | null> {
  return (
    (await cantSendFlowerReasons(services, senderUserId, [recipientUserId], locale)).get(
      recipientUserId,
    ) ?? null
  );
}
