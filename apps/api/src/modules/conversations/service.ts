import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import type { Services } from '../../http/context';
import { DomainError, HttpError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message } from '../../i18n/messages';
import { isBlockedBetween } from '../members/blocks';
import { pivotsOf, type ConversationRow, type PivotRow } from './presenter';

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

/**
 * The conversation as one of its participants: 404 for anybody else, and for a conversation a block
 * now hides (whoever blocked whom).
 */
export async function participation(
  services: Services,
  conversationId: number,
  userId: number,
): Promise<Participation> {
  // Both at once (the conversation is only returned to one of its two members).
  const [pivots, [conversation]] = await Promise.all([
    pivotsOf(services, conversationId),
    services.db.select().from(conversations).where(eq(conversations.id, conversationId)),
  ]);
  const me = pivots.find((pivot) => pivot.userId === userId);
  const other = pivots.find((pivot) => pivot.userId !== userId);
  if (!me || !other || !conversation) throw notFound();
  if (await isBlockedBetween(services, userId, other.userId)) throw notFound();
  return { conversation, me, other };
}
