import { asc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import { conversationUsers, conversations } from '../../db/schema';
import type { Services } from '../../http/context';
import { DomainError, HttpError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message } from '../../i18n/messages';
import { isBlockedBetween } from '../members/blocks';
import type { ConversationRow, PivotRow } from './presenter';

export type Priority = Schemas['ConversationPriority'];
export const MAX_CONTENT_LENGTH = 5000;

export const notFound = () => new HttpError(404, message('http.not_found'));
export const unavailable = () =>
  new DomainError(403, 'MEMBER_UNAVAILABLE', message('conversations.member_unavailable'));

/** The socket that caused a call (`X-Socket-ID`, Pusher format), left out of the broadcast. */
export function socketIdOf(header: string | undefined): string | undefined {
  return header && /^\d{1,20}\.\d{1,20}$/.test(header) ? header : undefined;
}

export interface Participation {
  conversation: ConversationRow;
  me: PivotRow;
  other: PivotRow;
}

/** Read on every message, reading and call: prepared (db/prepared.ts). */
const participationReadOf = preparedPerDatabase((db) =>
  db
    .select({ pivot: conversationUsers, conversation: conversations })
    .from(conversationUsers)
    .innerJoin(conversations, eq(conversations.id, conversationUsers.conversationId))
    .where(eq(conversationUsers.conversationId, sql.placeholder('conversationId')))
    .orderBy(asc(conversationUsers.id))
    .prepare('conversation_participation'),
);

/**
 * The conversation as one of its participants: 404 for anybody else, and for a conversation a block
 * now hides (whoever blocked whom).
 */
export async function participation(
  services: Services,
  conversationId: number,
  userId: number,
): Promise<Participation> {
  // Both pivots, each with the conversation, in one read.
  const rows = await participationReadOf(services.db).execute({ conversationId });
  const conversation = rows[0]?.conversation;
  const me = rows.find((row) => row.pivot.userId === userId)?.pivot;
  const other = rows.find((row) => row.pivot.userId !== userId)?.pivot;
  if (!me || !other || !conversation) throw notFound();
  if (await isBlockedBetween(services, userId, other.userId)) throw notFound();
  return { conversation, me, other };
}
