import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { conversationUsers, memberBlocks, members, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError } from '../../http/errors';
import { message } from '../../i18n/messages';

/** Ids are PostgreSQL integers: anything larger names nothing. */
const MAX_ID = 2_147_483_647;

export type Channel =
  | { kind: 'user'; id: number }
  | { kind: 'conversation'; id: number }
  | { kind: 'video-chat'; id: number };

const CHANNELS: [RegExp, Channel['kind']][] = [
  [/^private-user\.(\d{1,10})$/, 'user'],
  [/^private-conversation\.(\d{1,10})$/, 'conversation'],
  [/^presence-conversation\.(\d{1,10})\.video-chat$/, 'video-chat'],
];

/** The spec's channels; anything else (public, encrypted, unknown names) is not ours to authorise. */
export function parseChannel(name: string): Channel | undefined {
  for (const [pattern, kind] of CHANNELS) {
    const match = pattern.exec(name);
    const id = Number(match?.[1]);
    if (match && Number.isSafeInteger(id) && id > 0 && id <= MAX_ID) return { kind, id };
  }
  return undefined;
}

const blocker = alias(members, 'blocker');
const blockedMember = alias(members, 'blocked_member');

/** Whether a block (either way) stands between the user and another participant of the conversation. */
async function blockedInConversation(
  db: Database,
  conversationId: number,
  userId: number,
): Promise<boolean> {
  const others = await db
    .select({ userId: conversationUsers.userId })
    .from(conversationUsers)
    .where(
      and(
        eq(conversationUsers.conversationId, conversationId),
        ne(conversationUsers.userId, userId),
      ),
    );
  const otherIds = others.map((row) => row.userId);
  if (otherIds.length === 0) return false;
  const [block] = await db
    .select({ id: memberBlocks.id })
    .from(memberBlocks)
    .innerJoin(blocker, eq(blocker.id, memberBlocks.memberId))
    .innerJoin(blockedMember, eq(blockedMember.id, memberBlocks.blockedMemberId))
    .where(
      or(
        and(eq(blocker.userId, userId), inArray(blockedMember.userId, otherIds)),
        and(inArray(blocker.userId, otherIds), eq(blockedMember.userId, userId)),
      ),
    )
    .limit(1);
  return block !== undefined;
}

/**
 * Who may subscribe to the channel: its owner only (`private-user.{id}`), or a participant of the
 * conversation with no block between them; a blocked account keeps its own channel only. Anything else
 * is 403. Answers the channel and the user (for the presence data).
 */
export async function authorizeChannel(
  services: Services,
  userId: number,
  channelName: string,
): Promise<{ channel: Channel; user: { id: number; firstName: string } }> {
  const forbidden = () => new HttpError(403, message('auth.forbidden'));
  const channel = parseChannel(channelName);
  if (!channel) throw forbidden();
  const [user] = await services.db
    .select({
      id: users.id,
      firstName: users.firstName,
      blocked: users.blocked,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new HttpError(401, message('auth.unauthenticated'));
  if (user.deletedAt) throw forbidden();
  if (channel.kind === 'user') {
    if (channel.id !== user.id) throw forbidden();
    return { channel, user };
  }
  if (user.blocked) throw forbidden();
  const [participant] = await services.db
    .select({ id: conversationUsers.id })
    .from(conversationUsers)
    .where(
      and(eq(conversationUsers.conversationId, channel.id), eq(conversationUsers.userId, user.id)),
    );
  if (!participant) throw forbidden();
  // A block hides the conversation from both members (as GET conversations/{id} does).
  if (await blockedInConversation(services.db, channel.id, user.id)) throw forbidden();
  return { channel, user };
}
