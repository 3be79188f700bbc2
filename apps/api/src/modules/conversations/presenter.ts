import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { conversationUsers, conversations, members, messages, users } from '../../db/schema';
import type { Services } from '../../http/context';
import type { Schemas } from '../../http/types';
import type { Locale } from '../../i18n/messages';
import { signedFileUrl } from '../media/uploads';
import { canReach, type Person } from './access';
import { cantSendFlowerReasons } from './flowers';
import { ONLINE_WINDOW_MS } from '../members/presenter';
import { presentParticipantMembers } from './participant-member';
import { htmlToText, sanitizeAdminHtml } from './rich-text';

export type ConversationRow = typeof conversations.$inferSelect;
export type PivotRow = typeof conversationUsers.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The flower that completed a flower match: the later of the two participants' flowers. */
export function matchingFlowerId(
  conversation: Pick<ConversationRow, 'flowerMatch'>,
  rows: readonly Pick<MessageRow, 'id' | 'type'>[],
): number | null {
  if (!conversation.flowerMatch) return null;
  const flowers = rows.filter((row) => row.type === 'flower').map((row) => row.id);
  return flowers.length >= 2 ? Math.max(...flowers) : null;
}

interface MessageContext {
  viewerUserId: number;
  /** The sender is the support admin: the text may carry markup. */
  senderIsAdmin: boolean;
  flowerMatchId: number | null;
}

function texts(row: MessageRow, senderIsAdmin: boolean) {
  if (row.type !== 'content' || row.content === null) return { content: null, content_text: null };
  if (!senderIsAdmin) return { content: row.content, content_text: row.content };
  const html = sanitizeAdminHtml(row.content);
  return { content: html, content_text: htmlToText(html) };
}

export function presentMessage(
  services: Services,
  row: MessageRow,
  context: MessageContext,
): Schemas['ConversationMessage'] {
  return {
    id: row.id,
    ...texts(row, context.senderIsAdmin),
    is_me: row.userId === context.viewerUserId,
    flower: row.type === 'flower',
    flower_match: row.type === 'flower' && row.id === context.flowerMatchId,
    audio:
      row.type === 'audio' && row.audioKey ? { url: signedFileUrl(services, row.audioKey) } : null,
    image_path: row.type === 'image' && row.imageKey ? signedFileUrl(services, row.imageKey) : null,
    created_at: row.createdAt.toISOString(),
  };
}

function presentLastMessage(
  row: MessageRow,
  viewerUserId: number,
  senderIsAdmin: boolean,
): Schemas['ConversationLastMessage'] {
  return {
    ...texts(row, senderIsAdmin),
    created_at: row.createdAt.toISOString(),
    is_me: row.userId === viewerUserId,
  };
}

async function loadPeople(services: Services, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, Person>();
  const rows = await services.db
    .select({ user: users, member: members })
    .from(users)
    .leftJoin(members, eq(members.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.user.id, { user: row.user, member: row.member }]));
}

async function lastMessages(services: Services, conversationIds: readonly number[]) {
  if (conversationIds.length === 0) return new Map<number, MessageRow>();
  const rows = await services.db
    .selectDistinctOn([messages.conversationId])
    .from(messages)
    .where(inArray(messages.conversationId, [...conversationIds]))
    .orderBy(messages.conversationId, desc(messages.createdAt), desc(messages.id));
  return new Map(rows.map((row) => [row.conversationId, row]));
}

/** Both consent to video calls, and neither is the support admin (whom nobody video-calls). */
export function bothConsentToVideo(
  pivots: readonly PivotRow[],
  people: ReadonlyMap<number, Person>,
): boolean {
  return (
    pivots.length === 2 &&
    pivots.every(
      (pivot) => pivot.authorizeVideoChat && people.get(pivot.userId)?.user.isAdmin === false,
    )
  );
}

/**
 * The call button: both consent (`bothConsentToVideo`), and the viewer can reach the other now (the
 * rule of the messages: a paused, suspended or unsubscribed member cannot be called either).
 */
export function isVideoChatAuthorized(
  pivots: readonly PivotRow[],
  people: ReadonlyMap<number, Person>,
  viewerUserId: number,
  now: Date,
): boolean {
  const viewer = people.get(viewerUserId);
  const other = people.get(pivots.find((pivot) => pivot.userId !== viewerUserId)?.userId ?? 0);
  return (
    bothConsentToVideo(pivots, people) &&
    viewer !== undefined &&
    other !== undefined &&
    canReach(viewer, other, now)
  );
}

/**
 * Conversations as `viewerUserId` sees them, in the order of `conversationIds`: participants (with
 * their member, online state and pivot), the last message, the flower state and the video state.
 * `withMessages` adds every message, oldest first (the conversation screen).
 */
export async function presentConversations(
  services: Services,
  options: {
    viewerUserId: number;
    conversationIds: readonly number[];
    locale: Locale;
    withMessages?: boolean;
  },
): Promise<Schemas['Conversation'][]> {
  const { viewerUserId, conversationIds, locale } = options;
  if (conversationIds.length === 0) return [];
  const { db } = services;
  const ids = [...conversationIds];
  const [rows, pivots, lasts] = await Promise.all([
    db.select().from(conversations).where(inArray(conversations.id, ids)),
    db
      .select()
      .from(conversationUsers)
      .where(inArray(conversationUsers.conversationId, ids))
      .orderBy(asc(conversationUsers.id)),
    lastMessages(services, ids),
  ]);
  const people = await loadPeople(
    services,
    pivots.map((pivot) => pivot.userId),
  );
  const others = pivots.filter((pivot) => pivot.userId !== viewerUserId).map((p) => p.userId);
  const reasons = await cantSendFlowerReasons(services, viewerUserId, others, locale);
  const memberOf = await presentParticipantMembers(services, {
    viewerUserId,
    people: [...people.values()],
    locale,
    flowerReasons: reasons,
  });
  const threads = options.withMessages
    ? await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(asc(messages.createdAt), asc(messages.id))
    : [];
  const at = services.now();
  const now = at.getTime();
  const byId = new Map(rows.map((row) => [row.id, row]));

  const presented: Schemas['Conversation'][] = [];
  for (const id of ids) {
    const conversation = byId.get(id);
    if (!conversation) continue;
    const own = pivots.filter((pivot) => pivot.conversationId === id);
    const other = own.find((pivot) => pivot.userId !== viewerUserId);
    const reason = other ? (reasons.get(other.userId) ?? null) : null;
    const participants: Schemas['ConversationUser'][] = [];
    for (const pivot of own) {
      const person = people.get(pivot.userId);
      if (!person) continue;
      const isMe = pivot.userId === viewerUserId;
      participants.push({
        id: person.user.id,
        first_name: person.user.firstName,
        gender: (person.user.gender as Schemas['Gender'] | null) ?? null,
        admin: person.user.isAdmin,
        online:
          person.user.lastActivityAt !== null &&
          now - person.user.lastActivityAt.getTime() <= ONLINE_WINDOW_MS,
        is_me: isMe,
        member: memberOf.get(person.user.id) ?? null,
        pivot: {
          sent_flower: pivot.sentFlower,
          priority: pivot.priority as Schemas['ConversationPriority'],
          has_responded: pivot.hasResponded,
          authorize_video_chat: pivot.authorizeVideoChat,
        },
      });
    }
    const last = lasts.get(id);
    const thread = threads.filter((row) => row.conversationId === id);
    const flowerMatchId = matchingFlowerId(conversation, thread);
    const adminSender = (userId: number) => people.get(userId)?.user.isAdmin === true;
    presented.push({
      id: conversation.id,
      user_id: conversation.userId,
      users: participants,
      ...(options.withMessages
        ? {
            messages: thread.map((row) =>
              presentMessage(services, row, {
                viewerUserId,
                senderIsAdmin: adminSender(row.userId),
                flowerMatchId,
              }),
            ),
          }
        : {}),
      last_message: last ? presentLastMessage(last, viewerUserId, adminSender(last.userId)) : null,
      flower_match: conversation.flowerMatch,
      cant_send_flower_message: reason,
      video_chat_authorized: isVideoChatAuthorized(own, people, viewerUserId, at),
    });
  }
  return presented;
}

/** Both pivots of a conversation. */
export async function pivotsOf(services: Services, conversationId: number): Promise<PivotRow[]> {
  return services.db
    .select()
    .from(conversationUsers)
    .where(and(eq(conversationUsers.conversationId, conversationId)))
    .orderBy(asc(conversationUsers.id));
}
