import { unwrap, type ApiClient } from '@app/client';
import {
  channelNames,
  createRealtime,
  type PresenceMember,
  type Realtime,
} from '@app/client/realtime';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memberBlocks, members, users } from '../src/db/schema';
import { setBlocked, setSuspended } from '../src/modules/moderation/service';
import { sendVerificationEmail } from '../src/modules/registration/verification';
import { channels, events } from '../src/realtime/broadcaster';
import { ErrorCode, verifyChannelSignature } from '../src/realtime/protocol';
import { startTestApi, type TestApi, type TestClient } from './support/api';
import { createUser, PASSWORD } from './support/factories';
import { createConversation, eventually } from './support/realtime';

/**
 * The app's own realtime client (`createRealtime` from @app/client: laravel-echo over pusher-js, the
 * channels authorised through POST /broadcasting/auth) against the API's Pusher-protocol server, over
 * real sockets: what the web app does, end to end.
 */
let server: TestApi;
const open: Realtime[] = [];

beforeAll(async () => {
  server = await startTestApi();
});
afterEach(() => {
  for (const realtime of open.splice(0)) realtime.disconnect();
  expect(server.violations).toEqual([]);
});
afterAll(async () => {
  await server.close();
});

interface Person extends TestClient {
  user: typeof users.$inferSelect;
  /** A realtime connection authorised by this person's API client; X-Socket-ID follows the last one. */
  connect(): Promise<Realtime>;
}

/** A subscribed member who finished onboarding, signed in (token or session mode). */
async function member(
  firstName: string,
  options: { mode?: 'token' | 'session'; user?: Partial<typeof users.$inferInsert> } = {},
): Promise<Person> {
  const user = await createUser(
    server.services,
    { firstName, emailVerifiedAt: new Date(), ...options.user },
    { member: { onboardingCompleted: true, subscriptionStatus: 'active' } },
  );
  let current: Realtime | undefined;
  const client = server.client({
    mode: options.mode ?? 'token',
    locale: 'fr',
    socketId: () => current?.socketId(),
  });
  await client.api.signIn({ email: user.email, password: PASSWORD });
  // Many sign-ins in this file: stay under the sign-in throttle (tested in session.test.ts).
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  return {
    ...client,
    user,
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

/** Waits until the server holds that subscription for the socket. */
const subscribed = (realtime: Realtime, channel: string) =>
  eventually(() => {
    expect(
      server.realtime.hub
        ?.subscriptions()
        .get(realtime.socketId() ?? '')
        ?.has(channel),
    ).toBe(true);
  });

/**
 * Proves that a socket did not receive something: a marker published after it reaches the socket, and
 * frames on one socket arrive in order.
 */
async function flush(realtime: Realtime, echoChannel: string, serverChannel: string) {
  const marker = vi.fn();
  const channel = serverChannel.startsWith('presence-')
    ? realtime.echo.join(echoChannel)
    : realtime.echo.private(echoChannel);
  channel.listen('.test.marker', marker);
  // Not an event of the contract: straight to the hub, past the typed broadcaster.
  server.realtime.hub?.publish({ channel: serverChannel, event: 'test.marker', data: {} });
  await eventually(() => {
    expect(marker).toHaveBeenCalled();
  });
  channel.stopListening('.test.marker', marker);
}

async function authorize(api: ApiClient, socketId: string, channelName: string) {
  return api.POST('/broadcasting/auth', {
    body: { socket_id: socketId, channel_name: channelName },
  });
}

describe('realtime between two members', () => {
  it('delivers a new message to the other member and to my other tabs, not to the tab that sent it (X-Socket-ID)', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const conversationId = await createConversation(server.services, [
      camille.user.id,
      louis.user.id,
    ]);

    const otherTab = await camille.connect();
    const sendingTab = await camille.connect(); // the API client now sends this tab's socket id
    const louisApp = await louis.connect();
    const heard = { sending: vi.fn(), other: vi.fn(), louis: vi.fn() };
    sendingTab.user(camille.user.id).on('.conversations.messages.created', heard.sending);
    otherTab.user(camille.user.id).on('.conversations.messages.created', heard.other);
    louisApp.user(louis.user.id).on('.conversations.messages.created', heard.louis);
    await subscribed(sendingTab, channels.user(camille.user.id));
    await subscribed(otherTab, channels.user(camille.user.id));
    await subscribed(louisApp, channels.user(louis.user.id));

    const sent = await unwrap(
      camille.api.POST('/conversations/{id}/messages', {
        params: { path: { id: conversationId } },
        body: { type: 'content', content: 'Bonjour Louis' },
      }),
    );
    await eventually(() => {
      expect(heard.louis).toHaveBeenCalledTimes(1);
      expect(heard.other).toHaveBeenCalledTimes(1);
    });
    expect(heard.louis.mock.calls[0]?.[0]).toMatchObject({
      conversation_id: conversationId,
      message: { id: sent.data.id, content: 'Bonjour Louis' },
    });
    await flush(sendingTab, channelNames.user(camille.user.id), channels.user(camille.user.id));
    expect(heard.sending).not.toHaveBeenCalled();
    expect(
      server.broadcasts.filter((event) => event.event === events.messageCreated),
    ).toContainEqual(
      expect.objectContaining({
        channel: channels.user(louis.user.id),
        exceptSocketId: sendingTab.socketId(),
      }),
    );
  });

  it('relays the typing whisper on private-conversation.{id} to the other member, never back to the sender', async () => {
    const camille = await member('Camille', { mode: 'session' });
    const louis = await member('Louis');
    const conversationId = await createConversation(server.services, [
      camille.user.id,
      louis.user.id,
    ]);
    const camilleApp = await camille.connect();
    const louisApp = await louis.connect();
    const mine = camilleApp.conversation(conversationId);
    const theirs = louisApp.conversation(conversationId);
    const heardByLouis = vi.fn();
    const heardByMe = vi.fn();
    theirs.onTyping(heardByLouis);
    mine.onTyping(heardByMe);
    await subscribed(camilleApp, channels.conversation(conversationId));
    await subscribed(louisApp, channels.conversation(conversationId));

    mine.typing(camille.user.id);
    await eventually(() => {
      expect(heardByLouis).toHaveBeenCalledWith({ user_id: camille.user.id });
    });
    await flush(
      camilleApp,
      channelNames.conversation(conversationId),
      channels.conversation(conversationId),
    );
    expect(heardByMe).not.toHaveBeenCalled();
  });

  it('shows presence joins and leaves on the video chat and relays the call offer and the toggles', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const conversationId = await createConversation(
      server.services,
      [camille.user.id, louis.user.id],
      { authorizeVideoChat: true },
    );
    const camilleApp = await camille.connect();
    const louisApp = await louis.connect();
    const camilleMember = { id: camille.user.id, first_name: 'Camille' };
    const louisMember = { id: louis.user.id, first_name: 'Louis' };

    const callerChannel = camilleApp.videoChat(conversationId);
    const callerHere = vi.fn<(members: PresenceMember[]) => void>();
    const joining = vi.fn();
    const leaving = vi.fn();
    callerChannel.here(callerHere);
    callerChannel.joining(joining);
    callerChannel.leaving(leaving);
    await eventually(() => {
      expect(callerHere).toHaveBeenCalledWith([camilleMember]);
    });

    const calleeChannel = louisApp.videoChat(conversationId);
    const calleeHere = vi.fn<(members: PresenceMember[]) => void>();
    const offered = vi.fn();
    const rang = vi.fn();
    const toggled = vi.fn();
    calleeChannel.here(calleeHere);
    calleeChannel.on('.call', offered);
    calleeChannel.onWhisper('toggle-audio', toggled);
    louisApp.user(louis.user.id).on('.conversations.video-chat.call', rang);
    await subscribed(louisApp, channels.user(louis.user.id));
    await eventually(() => {
      expect(joining).toHaveBeenCalledWith(louisMember);
      expect(calleeHere).toHaveBeenCalledTimes(1);
    });
    expect(calleeHere.mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining([camilleMember, louisMember]),
    );

    // The caller's offer goes through the API, which relays it on the presence channel.
    const signal = { type: 'offer', sdp: 'v=0\r\no=- 1 1 IN IP4 127.0.0.1' };
    const callerHeard = vi.fn();
    callerChannel.on('.call', callerHeard);
    const response = await camille.api.POST('/conversations/{id}/video-chat/call', {
      params: { path: { id: conversationId } },
      body: { signal },
    });
    expect(response.response.status).toBe(204);
    await eventually(() => {
      expect(offered).toHaveBeenCalledWith({ user_id: camille.user.id, signal });
      expect(rang).toHaveBeenCalledTimes(1);
    });
    // The payload the app's client types: who is calling, for the incoming-call modal.
    expect(rang.mock.calls[0]?.[0]).toEqual({
      conversation_id: conversationId,
      caller: { id: camille.user.id, first_name: 'Camille' },
    });

    callerChannel.whisper('toggle-audio', { user_id: camille.user.id, value: false });
    await eventually(() => {
      expect(toggled).toHaveBeenCalledWith({ user_id: camille.user.id, value: false });
    });
    await flush(
      camilleApp,
      channelNames.videoChat(conversationId),
      channels.videoChat(conversationId),
    );
    expect(callerHeard).not.toHaveBeenCalled();

    calleeChannel.leave();
    await eventually(() => {
      expect(leaving).toHaveBeenCalledWith(louisMember);
    });
  });

  it('refuses another member’s user channel and a conversation I am not in', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const zoe = await member('Zoé');
    const theirs = await createConversation(server.services, [louis.user.id, zoe.user.id]);
    const camilleApp = await camille.connect();

    const refusals = [channelNames.user(louis.user.id), channelNames.conversation(theirs)].map(
      (name) => {
        const failed = vi.fn();
        camilleApp.echo.private(name).error(failed);
        return failed;
      },
    );
    const presenceRefused = vi.fn();
    camilleApp.echo.join(channelNames.videoChat(theirs)).error(presenceRefused);
    await eventually(() => {
      for (const failed of [...refusals, presenceRefused]) expect(failed).toHaveBeenCalled();
    });
    const held = server.realtime.hub?.subscriptions().get(camilleApp.socketId() ?? '');
    expect([...(held ?? [])]).toEqual([]);
  });

  it('rate limits a client flooding whispers (4301) and tells it so', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const conversationId = await createConversation(server.services, [
      camille.user.id,
      louis.user.id,
    ]);
    const camilleApp = await camille.connect();
    const louisApp = await louis.connect();
    const heard = vi.fn();
    louisApp.conversation(conversationId).onTyping(heard);
    const channel = camilleApp.echo.private(channelNames.conversation(conversationId));
    await subscribed(camilleApp, channels.conversation(conversationId));
    await subscribed(louisApp, channels.conversation(conversationId));

    const errors: unknown[] = [];
    camilleApp.echo.connector.pusher.connection.bind('error', (error: unknown) => {
      errors.push(error);
    });
    // Far over 10 a second, whatever the machine's load.
    for (let index = 0; index < 60; index += 1) channel.whisper('typing', { user_id: index });
    await eventually(() => {
      expect(errors).toContainEqual({
        type: 'PusherError',
        data: expect.objectContaining({ code: ErrorCode.CLIENT_EVENT_RATE_LIMIT }) as unknown,
      });
    });
    await flush(
      louisApp,
      channelNames.conversation(conversationId),
      channels.conversation(conversationId),
    );
    expect(heard.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(heard.mock.calls.length).toBeLessThan(60);
  });

  it('tells the member’s open app about email verification, suspension and blocking', async () => {
    const camille = await member('Camille', { user: { emailVerifiedAt: null } });
    const app = await camille.connect();
    const heard: string[] = [];
    const channel = app.user(camille.user.id);
    for (const event of [
      '.user.email-verified',
      '.user.suspended',
      '.user.unsuspended',
      '.user.blocked',
      '.user.unblocked',
    ] as const) {
      channel.on(event, () => {
        heard.push(event);
      });
    }
    await subscribed(app, channels.user(camille.user.id));

    await sendVerificationEmail(server.services, camille.user);
    const mail = (await server.outbox()).filter((row) => row.to === camille.user.email).at(-1);
    const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const verified = await fetch(link ?? '', { headers: { Accept: 'application/json' } });
    expect(verified.status).toBe(204);
    await eventually(() => {
      expect(heard).toEqual(['.user.email-verified']);
    });

    await setSuspended(server.services, camille.user.id, true, 'test');
    await setSuspended(server.services, camille.user.id, false);
    await setBlocked(server.services, camille.user.id, true);
    await setBlocked(server.services, camille.user.id, false);
    await eventually(() => {
      expect(heard).toEqual([
        '.user.email-verified',
        '.user.suspended',
        '.user.unsuspended',
        '.user.blocked',
        '.user.unblocked',
      ]);
    });
  });
});

describe('POST /broadcasting/auth', () => {
  const socketId = '1234.5678';

  it('signs my own user channel, and the conversation channels of a conversation I am in', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const conversationId = await createConversation(server.services, [
      camille.user.id,
      louis.user.id,
    ]);
    const credentials = { key: server.realtime.key, secret: server.realtime.secret };

    for (const channel of [channels.user(camille.user.id), channels.conversation(conversationId)]) {
      const { auth } = (await unwrap(authorize(camille.api, socketId, channel))) as {
        auth: string;
      };
      expect(auth.startsWith(`${server.realtime.key}:`)).toBe(true);
      expect(verifyChannelSignature(credentials, auth, socketId, channel)).toBe(true);
    }

    const videoChat = channels.videoChat(conversationId);
    const presence = (await unwrap(authorize(camille.api, socketId, videoChat))) as {
      auth: string;
      channel_data: string;
    };
    expect(JSON.parse(presence.channel_data)).toEqual({
      user_id: camille.user.id,
      user_info: { id: camille.user.id, first_name: 'Camille' },
    });
    expect(
      verifyChannelSignature(
        credentials,
        presence.auth,
        socketId,
        videoChat,
        presence.channel_data,
      ),
    ).toBe(true);
  });

  it('answers 403 for another user’s channel, a conversation I am not in and any other channel', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const zoe = await member('Zoé');
    const theirs = await createConversation(server.services, [louis.user.id, zoe.user.id]);
    for (const channel of [
      channels.user(louis.user.id),
      channels.conversation(theirs),
      channels.videoChat(theirs),
      channels.conversation(999_999),
      channels.user(99_999_999_999),
      'private-user.0',
      'private-conversation.1.video-chat',
      'presence-user.1',
      'private-encrypted-user.1',
      'user.1',
      'news',
    ]) {
      const { response, error } = await authorize(camille.api, socketId, channel);
      expect({ channel, status: response.status }).toEqual({ channel, status: 403 });
      expect(error).toEqual({ message: 'Cette action n’est pas autorisée.' });
    }
  });

  it('answers 403 for the conversation channels when a block stands between the members', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const conversationId = await createConversation(server.services, [
      camille.user.id,
      louis.user.id,
    ]);
    const memberOf = async (userId: number) => {
      const [row] = await server.services.db
        .select({ id: members.id })
        .from(members)
        .where(eq(members.userId, userId));
      return row?.id ?? 0;
    };
    await server.services.db.insert(memberBlocks).values({
      memberId: await memberOf(louis.user.id),
      blockedMemberId: await memberOf(camille.user.id),
    });
    for (const person of [camille, louis]) {
      for (const channel of [
        channels.conversation(conversationId),
        channels.videoChat(conversationId),
      ]) {
        const { response } = await authorize(person.api, socketId, channel);
        expect(response.status).toBe(403);
      }
    }
    // Each keeps their own channel.
    const { response } = await authorize(camille.api, socketId, channels.user(camille.user.id));
    expect(response.status).toBe(200);
  });

  it('lets a blocked account keep its own channel only (to hear that it is unblocked)', async () => {
    const camille = await member('Camille');
    const louis = await member('Louis');
    const conversationId = await createConversation(server.services, [
      camille.user.id,
      louis.user.id,
    ]);
    await server.services.db
      .update(users)
      .set({ blocked: true })
      .where(eq(users.id, camille.user.id));
    expect(
      (await authorize(camille.api, socketId, channels.user(camille.user.id))).response.status,
    ).toBe(200);
    expect(
      (await authorize(camille.api, socketId, channels.conversation(conversationId))).response
        .status,
    ).toBe(403);
  });

  it('answers 401 without a user, and 422 without a socket id or a channel name', async () => {
    const guest = server.client({ mode: 'token' });
    const { response } = await authorize(guest.api, socketId, 'private-user.1');
    expect(response.status).toBe(401);

    const camille = await member('Camille', { user: {} });
    const missing = await camille.api.POST('/broadcasting/auth', {
      body: {} as { socket_id: string; channel_name: string },
    });
    expect(missing.response.status).toBe(422);
    expect(Object.keys((missing.error as { errors: object }).errors)).toEqual([
      'socket_id',
      'channel_name',
    ]);
    const malformed = await authorize(camille.api, 'socket', channels.user(camille.user.id));
    expect(malformed.response.status).toBe(422);
  });

  it('takes the form-encoded body pusher-js sends by default', async () => {
    const camille = await member('Camille', { mode: 'session' });
    const channel = channels.user(camille.user.id);
    const response = await camille.fetch(`${server.url}/broadcasting/auth`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'X-XSRF-TOKEN': decodeURIComponent(camille.jar.read('XSRF-TOKEN') ?? ''),
      },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });
    expect(response.status).toBe(200);
    const { auth } = (await response.json()) as { auth: string };
    expect(
      verifyChannelSignature(
        { key: server.realtime.key, secret: server.realtime.secret },
        auth,
        socketId,
        channel,
      ),
    ).toBe(true);

    const broken = await camille.fetch(`${server.url}/broadcasting/auth`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(camille.jar.read('XSRF-TOKEN') ?? ''),
      },
      body: '{"socket_id":',
    });
    expect(broken.status).toBe(422);
  });
});
