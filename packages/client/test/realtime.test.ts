import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../src/api-client';
import { createRealtime, TYPING_THROTTLE_MS, type Realtime } from '../src/realtime';
import { createCookieJar } from '../src/testing/cookie-jar';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
const open: Realtime[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterEach(() => {
  for (const realtime of open.splice(0)) realtime.disconnect();
});
afterAll(async () => {
  await server.close();
});

async function signedInSession(): Promise<ApiClient> {
  const jar = createCookieJar();
  const api = createApiClient({
    baseUrl: server.url,
    mode: 'session',
    fetch: jar.fetch,
    readCookie: jar.read,
  });
  await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
  return api;
}

async function connect(api: ApiClient): Promise<Realtime> {
  const realtime = createRealtime({
    api,
    key: server.pusherKey,
    host: server.host,
    port: server.port,
    tls: false,
  });
  open.push(realtime);
  await realtime.connected();
  return realtime;
}

const subscribed = (socketId: string | undefined, channel: string) =>
  vi.waitFor(() => {
    expect(
      server
        .subscriptions()
        .get(socketId ?? '')
        ?.has(channel),
    ).toBe(true);
  });

describe('createRealtime', () => {
  it('connects, gets a socket id and authorises the private user channel through broadcasting/auth', async () => {
    const api = await signedInSession();
    const realtime = await connect(api);
    expect(realtime.socketId()).toMatch(/^\d+\.\d+$/);

    const received = vi.fn();
    realtime.user(7).on('.conversations.messages.created', received);
    await subscribed(realtime.socketId(), 'private-user.7');

    const auth = server.requests.find((r) => r.path === '/broadcasting/auth');
    expect(JSON.parse(auth?.body ?? '{}')).toEqual({
      socket_id: realtime.socketId(),
      channel_name: 'private-user.7',
    });
    // Authorised by the same session: CSRF header and cookie present.
    expect(auth?.headers['x-xsrf-token']).toBeTruthy();
    expect(auth?.headers.cookie).toContain('session=');

    server.trigger('private-user.7', 'conversations.messages.created', {
      conversation_id: 3,
      message: { id: 1 },
    });
    await vi.waitFor(() => {
      expect(received).toHaveBeenCalledWith({ conversation_id: 3, message: { id: 1 } });
    });
  });

  it('is refused another user’s channel', async () => {
    const api = await signedInSession();
    const realtime = await connect(api);
    realtime.user(8);
    await vi.waitFor(() => {
      expect(
        server.requests.some(
          (r) => r.path === '/broadcasting/auth' && r.body.includes('private-user.8'),
        ),
      ).toBe(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      server
        .subscriptions()
        .get(realtime.socketId() ?? '')
        ?.has('private-user.8'),
    ).toBe(false);
  });

  it('authorises with the bearer token in token mode', async () => {
    const api = createApiClient({ baseUrl: server.url, mode: 'token' });
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    const realtime = await connect(api);
    realtime.conversation(5);
    await subscribed(realtime.socketId(), 'private-conversation.5');
    const auth = server.requests.filter((r) => r.path === '/broadcasting/auth').at(-1);
    expect(auth?.headers.authorization).toMatch(/^Bearer 1\|/);
  });

  it('leaves out the socket that caused a broadcast (X-Socket-ID)', async () => {
    const [a, b] = [await connect(await signedInSession()), await connect(await signedInSession())];
    const onA = vi.fn();
    const onB = vi.fn();
    a.user(7).on('.conversations.video-chat.call', onA);
    b.user(7).on('.conversations.video-chat.call', onB);
    await subscribed(a.socketId(), 'private-user.7');
    await subscribed(b.socketId(), 'private-user.7');
    server.trigger(
      'private-user.7',
      'conversations.video-chat.call',
      { conversation_id: 1 },
      a.socketId(),
    );
    await vi.waitFor(() => {
      expect(onB).toHaveBeenCalledTimes(1);
    });
    expect(onA).not.toHaveBeenCalled();
  });

  it('relays the typing whisper to the other participant only, throttled at 900 ms', async () => {
    const me = await connect(await signedInSession());
    const other = await connect(await signedInSession());
    const mine = me.conversation(9);
    const theirs = other.conversation(9);
    const heardByOther = vi.fn();
    const heardByMe = vi.fn();
    theirs.onTyping(heardByOther);
    mine.onTyping(heardByMe);
    await subscribed(me.socketId(), 'private-conversation.9');
    await subscribed(other.socketId(), 'private-conversation.9');

    mine.typing(7);
    mine.typing(7);
    mine.typing(7);
    await vi.waitFor(() => {
      expect(heardByOther).toHaveBeenCalledWith({ user_id: 7 });
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(heardByOther).toHaveBeenCalledTimes(1);
    expect(heardByMe).not.toHaveBeenCalled();

    await new Promise((resolve) => setTimeout(resolve, TYPING_THROTTLE_MS));
    mine.typing(7);
    await vi.waitFor(() => {
      expect(heardByOther).toHaveBeenCalledTimes(2);
    });
  });

  it('joins the video-chat presence channel, sees members join and leave, and relays toggles and call events', async () => {
    const caller = await connect(await signedInSession());
    const callee = await connect(await signedInSession());
    const callerChannel = caller.videoChat(4);
    const here = vi.fn();
    const joining = vi.fn();
    const leaving = vi.fn();
    callerChannel.here(here);
    callerChannel.joining(joining);
    callerChannel.leaving(leaving);
    await vi.waitFor(() => {
      expect(here).toHaveBeenCalledWith([{ id: 7, first_name: 'Camille' }]);
    });

    const calleeChannel = callee.videoChat(4);
    const toggled = vi.fn();
    const called = vi.fn();
    calleeChannel.onWhisper('toggle-video', toggled);
    calleeChannel.on('.call', called);
    await vi.waitFor(() => {
      expect(joining).toHaveBeenCalledWith({ id: 7, first_name: 'Camille' });
    });

    callerChannel.whisper('toggle-video', { user_id: 7, value: false });
    await vi.waitFor(() => {
      expect(toggled).toHaveBeenCalledWith({ user_id: 7, value: false });
    });
    server.trigger('presence-conversation.4.video-chat', 'call', {
      user_id: 7,
      signal: { type: 'offer', sdp: 'v=0' },
    });
    await vi.waitFor(() => {
      expect(called).toHaveBeenCalledWith({ user_id: 7, signal: { type: 'offer', sdp: 'v=0' } });
    });

    calleeChannel.leave();
    await vi.waitFor(() => {
      expect(leaving).toHaveBeenCalledWith({ id: 7, first_name: 'Camille' });
    });
  });
});
