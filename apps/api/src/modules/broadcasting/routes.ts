import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Context, Hono } from 'hono';
import type { Database } from '../../db/client';
import { conversationUsers, memberBlocks, members, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { requireUserId } from '../../http/session';
import { translate } from '../../i18n/messages';
import { realtimeCredentials } from '../../realtime/credentials';
import { signChannel } from '../../realtime/protocol';

const PATH = '/broadcasting/auth';
/** Ids are PostgreSQL integers: anything larger names nothing. */
const MAX_ID = 2_147_483_647;

type Channel =
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

/** The body as pusher-js sends it (form-encoded) or as the app's client does (JSON). */
async function readBody(c: Context<AppEnv>): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  if (c.req.header('content-type')?.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ValidationError({ body: [translate(c.get('locale'), 'http.bad_json')] });
  }
}

/**
 * `POST /broadcasting/auth`: signs a private or presence channel subscription for its owner only:
 * `private-user.{id}` for that user; `private-conversation.{id}` and
 * `presence-conversation.{id}.video-chat` for the conversation's participants, unless a block stands
 * between them. A blocked account keeps its own channel only (to hear that it is unblocked). Anything
 * else is 403.
 */
export function registerBroadcastingRoutes(app: Hono<AppEnv>): void {
  app.post(PATH, async (c) => {
    const services = c.get('services');
    const locale = c.get('locale');
    // The sign-in check first, as Laravel's auth middleware on this route does.
    const userId = requireUserId(c);
    const body = await readBody(c);
    const errors = services.contract.validateRequest('post', PATH, { body, query: {} }, locale);
    if (errors) throw new ValidationError(errors);
    const { socket_id: socketId, channel_name: channelName } = body as {
      socket_id: string;
      channel_name: string;
    };

    const forbidden = () => new HttpError(403, translate(locale, 'auth.forbidden'));
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
    if (!user) throw new HttpError(401, translate(locale, 'auth.unauthenticated'));
    if (user.deletedAt) throw forbidden();

    const credentials = realtimeCredentials(services.config, services.appKey);
    if (channel.kind === 'user') {
      if (channel.id !== user.id) throw forbidden();
      return c.json({ auth: signChannel(credentials, socketId, channelName) });
    }

    if (user.blocked) throw forbidden();
    const [participant] = await services.db
      .select({ id: conversationUsers.id })
      .from(conversationUsers)
      .where(
        and(
          eq(conversationUsers.conversationId, channel.id),
          eq(conversationUsers.userId, user.id),
        ),
      );
    if (!participant) throw forbidden();
    // A block hides the conversation from both members (as GET conversations/{id} does).
    if (await blockedInConversation(services.db, channel.id, user.id)) throw forbidden();
    if (channel.kind === 'conversation') {
      return c.json({ auth: signChannel(credentials, socketId, channelName) });
    }
    const channelData = JSON.stringify({
      user_id: user.id,
      user_info: { id: user.id, first_name: user.firstName },
    });
    return c.json({
      auth: signChannel(credentials, socketId, channelName, channelData),
      channel_data: channelData,
    });
  });
}
