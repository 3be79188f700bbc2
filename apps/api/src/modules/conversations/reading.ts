import { and, desc, eq, exists, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { conversationUsers, conversations, messages } from '../../db/schema';
import type { Services } from '../../http/context';
import type { Schemas } from '../../http/types';
import { type Locale } from '../../i18n/messages';
import { requireMessagingUser, type MessagingCaller } from './access';
import { blockedUserIds } from './blocks';
import { presentConversations } from './presenter';

import { notFound, participation, type Priority } from './service';

/** Reading the conversations: the inboxes, one conversation, the unseen ones, and the inbox a conversation is in. */

/**
 * The user's inbox: conversations where the user's own pivot has `priority` (both inboxes without it),
 * newest activity first. Hidden: conversations a block stands in, and empty conversations the other
 * member opened (nothing to read yet).
 */
export async function listConversations(
  services: Services,
  options: MessagingCaller & { priority: Priority | undefined; locale: Locale },
): Promise<Schemas['Conversation'][]> {
  const { userId, priority, locale } = options;
  const { db } = services;
  await requireMessagingUser(services, options);
  const other = alias(conversationUsers, 'other');
  const rows = await db
    .select({ id: conversations.id, otherUserId: other.userId })
    .from(conversationUsers)
    .innerJoin(conversations, eq(conversations.id, conversationUsers.conversationId))
    .innerJoin(
      other,
      and(eq(other.conversationId, conversations.id), ne(other.userId, conversationUsers.userId)),
    )
    .where(
      and(
        eq(conversationUsers.userId, userId),
        priority ? eq(conversationUsers.priority, priority) : undefined,
        or(
          eq(conversations.userId, userId),
          exists(
            db
              .select({ id: messages.id })
              .from(messages)
              .where(eq(messages.conversationId, conversations.id)),
          ),
        ),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id));
  const blocked = await blockedUserIds(services, userId);
  const ids = rows.filter((row) => !blocked.has(row.otherUserId)).map((row) => row.id);
  return presentConversations(services, { viewerUserId: userId, conversationIds: ids, locale });
}

/** One conversation with its messages; opening it marks it seen for the user. */
export async function openConversation(
  services: Services,
  options: MessagingCaller & { conversationId: number; locale: Locale },
): Promise<Schemas['Conversation']> {
  const { userId, conversationId, locale } = options;
  await requireMessagingUser(services, options);
  const { me } = await participation(services, conversationId, userId);
  const now = services.now();
  await services.db
    .update(conversationUsers)
    .set({ seenAt: now, updatedAt: now })
    .where(eq(conversationUsers.id, me.id));
  const [presented] = await presentConversations(services, {
    viewerUserId: userId,
    conversationIds: [conversationId],
    locale,
    withMessages: true,
  });
  if (!presented) throw notFound();
  return presented;
}

/**
 * One entry per conversation with messages from the other participant the user has not seen (sent
 * after the user last opened it), with the user's inbox and whether a flower is among them.
 */
export async function unseenConversations(
  services: Services,
  options: { userId: number; priority: Priority | undefined },
): Promise<Schemas['UnseenConversation'][]> {
  const { userId, priority } = options;
  const { db } = services;
  const rows = await db
    .select({
      conversationId: conversationUsers.conversationId,
      priority: conversationUsers.priority,
      otherUserId: messages.userId,
      unseenFlower: sql<boolean | null>`bool_or(${messages.type} = 'flower')`,
    })
    .from(conversationUsers)
    .innerJoin(
      messages,
      and(
        eq(messages.conversationId, conversationUsers.conversationId),
        ne(messages.userId, conversationUsers.userId),
        sql`(${conversationUsers.seenAt} is null or ${messages.createdAt} > ${conversationUsers.seenAt})`,
      ),
    )
    .where(
      and(
        eq(conversationUsers.userId, userId),
        priority ? eq(conversationUsers.priority, priority) : undefined,
      ),
    )
    .groupBy(conversationUsers.conversationId, conversationUsers.priority, messages.userId)
    .orderBy(conversationUsers.conversationId);
  const blocked = await blockedUserIds(services, userId);
  return rows
    .filter((row) => !blocked.has(row.otherUserId))
    .map((row) => ({
      conversation_id: row.conversationId,
      seen: false,
      priority: row.priority as Priority,
      unseen_flower: row.unseenFlower === true,
    }));
}

/** Moves the conversation into one of the user's own inboxes (only the user's own pivot changes). */
export async function setPriority(
  services: Services,
  options: { userId: number; conversationId: number; priority: Priority; locale: Locale },
): Promise<void> {
  const { me } = await participation(services, options.conversationId, options.userId);
  await services.db
    .update(conversationUsers)
    .set({ priority: options.priority, updatedAt: services.now() })
    .where(eq(conversationUsers.id, me.id));
}
