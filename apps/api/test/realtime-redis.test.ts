import { unwrap } from '@app/client';
import {
  channelNames,
  createRealtime,
  type PresenceMember,
  type Realtime,
} from '@app/client/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiConfig } from '../src/config';
import type { users } from '../src/db/schema';
import { channels } from '../src/realtime/broadcaster';
import { startTestApi, type TestApi, type TestClient } from './support/api';
import { createUser, PASSWORD } from './support/factories';
import { createConversation, eventually } from './support/realtime';
import { findRedisServer, startRedis, type LocalRedis } from './support/redis';

/**
 * The realtime fan-out through a real Redis (Debian's redis-server, started here on a free port): two
 * API servers, each with its own websocket hub and its own Redis connections (REDIS_URL), on one
 * database. Members connect with the app's own client (laravel-echo over pusher-js) to different
 * servers; what crosses between the servers crosses through Redis only. Then Redis goes away for a
 * while, and what src/adapters/README.md says about an outage is checked.
 */
const binary = findRedisServer();
if (!binary)
  console.warn(
    'SKIPPED realtime-redis: redis-server is not installed (Debian: apt-get install redis-server; `npm test` installs it).',
  );

let redis: LocalRedis;
let one: TestApi;
let two: TestApi;
const open: Realtime[] = [];

beforeAll(async () => {
  if (!binary) return;
  redis = await startRedis(binary);
  const withRedis = (config: ApiConfig) => {
    config.realtime.redisUrl = redis.url;
  };
  one = await startTestApi({ configure: withRedis });
  two = await startTestApi({ configure: withRedis, database: one.database });
});
afterEach(() => {
  for (const realtime of open.splice(0)) realtime.disconnect();
});
afterAll(async () => {
  if (!binary) return;
  await two.close();
  await one.close();
  await redis.close();
});

interface Person extends TestClient {
  user: typeof users.$inferSelect;
  server: TestApi;
  connect(): Promise<Realtime>;
}

/** A subscribed member signed in on `server`, whose app connects to that server's websocket. */
async function member(server: TestApi, firstName: string): Promise<Person> {
  const user = await createUser(
    server.services,
    { firstName, emailVerifiedAt: new Date() },
    { member: { onboardingCompleted: true, subscriptionStatus: 'active' } },
  );
  let current: Realtime | undefined;
  const client = server.client({ mode: 'token', socketId: () => current?.socketId() });
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  await client.api.signIn({ email: user.email, password: PASSWORD });
  return {
    ...client,
    user,
    server,
    async connect() {
      const realtime = createRealtime({
        api: client.api,
        key: server.realtime.key,
        host: server.realtime.host,
        port: server.realtime.port,
        tls: false,
      });
      open.push(realtime);
      await realtime.connected();
      current = realtime;
      return realtime;
    },
  };
}

const subscribed = (person: Person, realtime: Realtime, channel: string) =>
  eventually(() => {
    expect(
      person.server.realtime.hub
        ?.subscriptions()
        .get(realtime.socketId() ?? '')
        ?.has(channel),
    ).toBe(true);
  });

const send = (person: Person, conversationId: number, content: string) =>
  unwrap(
    person.api.POST('/conversations/{id}/messages', {
      params: { path: { id: conversationId } },
      body: { type: 'content', content },
    }),
  );

describe.skipIf(!binary)('realtime across two API servers through Redis', () => {
  it('runs both servers in Redis mode', () => {
    expect(one.realtime.mode).toBe('redis');
    expect(two.realtime.mode).toBe('redis');
    expect(one.realtime.hub).not.toBe(two.realtime.hub);
  });

  it('delivers a message posted on server 2 to a member on server 1, crosses a whisper, shares presence, and comes back after a Redis outage', async () => {
    const camille = await member(one, 'Camille');
    const louis = await member(two, 'Louis');
    const conversationId = await createConversation(
      one.services,
      [camille.user.id, louis.user.id],
      { authorizeVideoChat: true },
    );
    const camilleApp = await camille.connect();
    const louisApp = await louis.connect();

    // A message posted through server 2 reaches Camille's app on server 1.
    const heard = vi.fn<(payload: { message: { id: number; content: string | null } }) => void>();
    camilleApp.user(camille.user.id).on('.conversations.messages.created', heard);
    await subscribed(camille, camilleApp, channels.user(camille.user.id));
    const sent = await send(louis, conversationId, 'Bonjour depuis le serveur 2');
    await eventually(() => {
      expect(heard).toHaveBeenCalledTimes(1);
    });
    expect(heard.mock.calls[0]?.[0]).toMatchObject({
      conversation_id: conversationId,
      message: { id: sent.data.id, content: 'Bonjour depuis le serveur 2' },
    });

    // A whisper (typing) from server 1 reaches server 2, never through the API.
    const typing = vi.fn();
    louisApp.conversation(conversationId).onTyping(typing);
    const camilleConversation = camilleApp.conversation(conversationId);
    await subscribed(camille, camilleApp, channels.conversation(conversationId));
    await subscribed(louis, louisApp, channels.conversation(conversationId));
    camilleConversation.typing(camille.user.id);
    await eventually(() => {
      expect(typing).toHaveBeenCalledWith({ user_id: camille.user.id });
    });

    // Presence: each side lists both members.
    const camilleMember = { id: camille.user.id, first_name: 'Camille' };
    const louisMember = { id: louis.user.id, first_name: 'Louis' };
    const camilleHere = vi.fn<(members: PresenceMember[]) => void>();
    const joining = vi.fn();
    const leaving = vi.fn();
    const camilleCall = camilleApp.videoChat(conversationId);
    camilleCall.here(camilleHere);
    camilleCall.joining(joining);
    camilleCall.leaving(leaving);
    await eventually(() => {
      expect(camilleHere).toHaveBeenCalledTimes(1);
    });
    const louisHere = vi.fn<(members: PresenceMember[]) => void>();
    louisApp.videoChat(conversationId).here(louisHere);
    await eventually(() => {
      expect(louisHere).toHaveBeenCalledTimes(1);
      expect(joining).toHaveBeenCalledWith(louisMember);
    });
    expect(louisHere.mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining([camilleMember, louisMember]),
    );

    // ---- Redis goes away ----
    await redis.stop();
    // The API keeps answering, and a server's own sockets still get its events: Louis sends from a
    // second tab on server 2 and his first tab there hears it.
    await louis.connect(); // a second tab: the API client now sends its socket id
    const louisFirstTab = vi.fn<(payload: { message: { id: number } }) => void>();
    louisApp.user(louis.user.id).on('.conversations.messages.created', louisFirstTab);
    await subscribed(louis, louisApp, channels.user(louis.user.id));
    const local = await send(louis, conversationId, 'Louis, serveur 2, pendant la panne');
    await eventually(() => {
      expect(louisFirstTab.mock.calls.map(([payload]) => payload.message.id)).toContain(
        local.data.id,
      );
    });
    // Camille (server 1) sends too: stored, whether or not server 2's sockets hear of it now.
    const duringOutage = await send(camille, conversationId, 'Envoyé pendant la panne');
    expect(duringOutage.data.content).toBe('Envoyé pendant la panne');
    // What was missed is there when the app loads the conversation.
    const loaded = await unwrap(
      louis.api.GET('/conversations/{id}', { params: { path: { id: conversationId } } }),
    );
    expect(JSON.stringify(loaded)).toContain('Envoyé pendant la panne');

    // ---- Redis is back: the servers reconnect by themselves, events cross again ----
    await redis.start();
    const marker = vi.fn();
    camilleApp.echo.private(channelNames.user(camille.user.id)).listen('.test.marker', marker);
    await eventually(() => {
      // Server 2 publishes until server 1's socket hears it (each try is a new event).
      two.realtime.hub?.publish({
        channel: channels.user(camille.user.id),
        event: 'test.marker',
        data: {},
      });
      expect(marker).toHaveBeenCalled();
    });
    heard.mockClear();
    const after = await send(louis, conversationId, 'Redis est revenu');
    await eventually(() => {
      expect(heard.mock.calls.map(([payload]) => payload.message.id)).toContain(after.data.id);
    });
    // Presence outlived the outage: nobody left, and a new tab on server 1 lists both members.
    expect(leaving).not.toHaveBeenCalled();
    const camilleSecondTab = await camille.connect();
    const hereAgain = vi.fn<(members: PresenceMember[]) => void>();
    camilleSecondTab.videoChat(conversationId).here(hereAgain);
    await eventually(() => {
      expect(hereAgain).toHaveBeenCalledTimes(1);
    });
    expect(hereAgain.mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining([camilleMember, louisMember]),
    );
  });
});
