import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Limits, signChannel, verifyChannelSignature } from '../src/realtime/protocol';
import {
  connectRaw,
  dataOf,
  eventually,
  openRawSocket,
  startHub,
  subscribeRaw,
  type Frame,
  type HubServer,
  type RawSocket,
} from './support/realtime';

/** The Pusher protocol itself, on a hub of its own with a clock the tests move. */
let clock = Date.parse('2025-06-15T12:00:00.000Z');
let hub: HubServer;
const open: RawSocket[] = [];

beforeAll(async () => {
  hub = await startHub({ activityTimeoutSeconds: 120, now: () => clock });
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});
afterAll(async () => {
  await hub.close();
});

async function connect() {
  const socket = await connectRaw(hub.url());
  open.push(socket);
  return socket;
}

const isError = (code: number) => (frame: Frame) =>
  frame.event === 'pusher:error' && (frame.data as { code?: number } | undefined)?.code === code;

/** Frames on one socket arrive in order: once `marker` is there, anything sent before it is too. */
async function flush(socket: RawSocket & { socketId: string }) {
  socket.send({ event: 'pusher:ping', data: {} });
  await socket.next((frame) => frame.event === 'pusher:pong');
}

describe('signatures', () => {
  it('signs "<socket_id>:<channel>[:<channel_data>]" with HMAC-SHA256 and checks in constant time', () => {
    const credentials = { key: 'k', secret: 's' };
    const auth = signChannel(credentials, '1.2', 'private-user.1');
    expect(auth).toMatch(/^k:[0-9a-f]{64}$/);
    expect(verifyChannelSignature(credentials, auth, '1.2', 'private-user.1')).toBe(true);
    expect(verifyChannelSignature(credentials, auth, '1.3', 'private-user.1')).toBe(false);
    expect(verifyChannelSignature(credentials, auth, '1.2', 'private-user.2')).toBe(false);
    expect(verifyChannelSignature(credentials, 'k:short', '1.2', 'private-user.1')).toBe(false);
    expect(verifyChannelSignature(credentials, undefined, '1.2', 'private-user.1')).toBe(false);
    const data = '{"user_id":1}';
    const presence = signChannel(credentials, '1.2', 'presence-x', data);
    expect(verifyChannelSignature(credentials, presence, '1.2', 'presence-x', data)).toBe(true);
    expect(
      verifyChannelSignature(credentials, presence, '1.2', 'presence-x', '{"user_id":2}'),
    ).toBe(false);
  });
});

describe('connection', () => {
  it('establishes the connection with a socket id and the activity timeout', async () => {
    const socket = await connect();
    expect(socket.socketId).toMatch(/^\d+\.\d+$/);
    expect(socket.activityTimeout).toBe(120);
    const other = await connect();
    expect(other.socketId).not.toBe(socket.socketId);
  });

  it.each([
    ['/app/another-key?protocol=7', ErrorCode.APP_DOES_NOT_EXIST],
    ['/app/hub-key', ErrorCode.NO_PROTOCOL_VERSION],
    ['/app/hub-key?protocol=seven', ErrorCode.INVALID_VERSION_FORMAT],
    ['/app/hub-key?protocol=4', ErrorCode.UNSUPPORTED_PROTOCOL_VERSION],
    ['/app/hub-key?protocol=8', ErrorCode.UNSUPPORTED_PROTOCOL_VERSION],
  ])('refuses %s with pusher:error %i and closes with that code', async (path, code) => {
    const socket = await openRawSocket(hub.url(path));
    open.push(socket);
    const { code: closeCode } = await socket.closed;
    expect(closeCode).toBe(code);
    expect(socket.frames).toEqual([
      { event: 'pusher:error', data: { code, message: expect.any(String) as string } },
    ]);
  });

  it('answers 404 to upgrades outside /app/{key}', async () => {
    await expect(openRawSocket(hub.url('/socket'))).rejects.toThrow('HTTP 404');
  });

  it('holds at most its maximum of connections and refuses more with 4100', async () => {
    const small = await startHub({ maxConnections: 2 });
    try {
      const sockets = [await connectRaw(small.url()), await connectRaw(small.url())];
      const third = await openRawSocket(small.url());
      expect((await third.closed).code).toBe(ErrorCode.OVER_CAPACITY);
      expect(small.hub.stats().connections).toBe(2);
      // A place freed is a place taken.
      sockets[0]?.close();
      await eventually(() => {
        expect(small.hub.stats().connections).toBe(1);
      });
      const fourth = await connectRaw(small.url());
      fourth.close();
      sockets[1]?.close();
    } finally {
      await small.close();
    }
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const socket = await connect();
    socket.send({ event: 'pusher:ping', data: {} });
    expect(await socket.next((frame) => frame.event === 'pusher:pong')).toEqual({
      event: 'pusher:pong',
      data: {},
    });
  });

  it('answers bad frames with pusher:error 4200 and keeps the connection open', async () => {
    const socket = await connect();
    socket.sendText('{not json');
    socket.sendText('[1, 2]');
    socket.sendText('"pusher:ping"');
    socket.send({ data: {} });
    socket.send({ event: 42 });
    socket.send({ event: 'pusher:signin', data: {} });
    socket.send({ event: 'anything', data: {} });
    socket.send({ event: 'pusher:subscribe', data: {} });
    socket.send({ event: 'pusher:subscribe', data: '{broken' });
    socket.send({ event: 'pusher:unsubscribe', data: { channel: 7 } });
    socket.send({ event: 'client-typing', data: {} });
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    for (let index = 0; index < 12; index += 1) {
      await socket.next(isError(ErrorCode.INVALID_MESSAGE));
    }
    await flush(socket);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });
});

describe('subscriptions', () => {
  it('subscribes to a public channel and delivers server events with JSON-encoded data', async () => {
    const socket = await connect();
    expect(await subscribeRaw(socket, hub.credentials, 'news')).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'news',
    });
    hub.hub.publish({ channel: 'news', event: 'published', data: { id: 1, text: 'é' } });
    const frame = await socket.next((f) => f.event === 'published');
    expect(typeof frame.data).toBe('string');
    expect(dataOf(frame)).toEqual({ id: 1, text: 'é' });
    expect(frame.channel).toBe('news');
  });

  it('refuses private subscriptions without a valid signature for this socket and channel', async () => {
    const socket = await connect();
    const other = await connect();
    const attempts = [
      {},
      { auth: 'hub-key:0000' },
      { auth: signChannel(hub.credentials, other.socketId, 'private-user.1') },
      { auth: signChannel(hub.credentials, socket.socketId, 'private-user.2') },
      { auth: signChannel({ key: 'hub-key', secret: 'guess' }, socket.socketId, 'private-user.1') },
    ];
    for (const attempt of attempts) {
      socket.send({ event: 'pusher:subscribe', data: { channel: 'private-user.1', ...attempt } });
      expect(
        await socket.next((frame) => frame.event === 'pusher:subscription_error'),
      ).toMatchObject({
        channel: 'private-user.1',
        data: { type: 'AuthError', status: 401 },
      });
    }
    hub.hub.publish({ channel: 'private-user.1', event: 'secret', data: {} });
    await flush(socket);
    expect(socket.received((frame) => frame.event === 'secret')).toBe(false);
    expect(await subscribeRaw(socket, hub.credentials, 'private-user.1')).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
    });
  });

  it('refuses invalid channel names', async () => {
    const socket = await connect();
    for (const channel of ['', 'white space', 'x'.repeat(Limits.channelNameLength + 1)]) {
      socket.send({ event: 'pusher:subscribe', data: { channel } });
      expect(
        await socket.next((frame) => frame.event === 'pusher:subscription_error'),
      ).toMatchObject({ data: { type: 'InvalidChannel', status: 400 } });
    }
  });

  it('keeps presence members: ids, hash and count, joins and leaves, one member per user', async () => {
    const channel = 'presence-conversation.1.video-chat';
    const camille = await connect();
    const first = await subscribeRaw(camille, hub.credentials, channel, {
      user_id: 1,
      user_info: { id: 1, first_name: 'Camille' },
    });
    expect(dataOf(first)).toEqual({
      presence: { ids: ['1'], hash: { '1': { id: 1, first_name: 'Camille' } }, count: 1 },
    });

    const louis = await connect();
    const second = await subscribeRaw(louis, hub.credentials, channel, {
      user_id: 2,
      user_info: { id: 2, first_name: 'Louis' },
    });
    expect(dataOf(second)).toEqual({
      presence: {
        ids: ['1', '2'],
        hash: { '1': { id: 1, first_name: 'Camille' }, '2': { id: 2, first_name: 'Louis' } },
        count: 2,
      },
    });
    const added = await camille.next((frame) => frame.event === 'pusher_internal:member_added');
    expect(added.channel).toBe(channel);
    expect(dataOf(added)).toEqual({ user_id: 2, user_info: { id: 2, first_name: 'Louis' } });
    // The one joining hears of no one (its subscription_succeeded lists everyone).
    await flush(louis);
    expect(louis.received((frame) => frame.event === 'pusher_internal:member_added')).toBe(false);

    // Louis in a second tab: still one member; leaving that tab removes no one.
    const louisAgain = await connect();
    const third = await subscribeRaw(louisAgain, hub.credentials, channel, {
      user_id: 2,
      user_info: { id: 2, first_name: 'Louis' },
    });
    expect((dataOf(third) as { presence: { count: number } }).presence.count).toBe(2);
    louisAgain.send({ event: 'pusher:unsubscribe', data: { channel } });
    await flush(louisAgain);
    await flush(camille);
    const events = (frame: Frame) =>
      frame.event === 'pusher_internal:member_added' ||
      frame.event === 'pusher_internal:member_removed';
    expect(camille.frames.filter(events)).toHaveLength(1);

    // Louis's last socket goes: removed, once.
    louis.close();
    const removed = await camille.next((frame) => frame.event === 'pusher_internal:member_removed');
    expect(dataOf(removed)).toEqual({ user_id: 2 });
    await flush(camille);
    expect(camille.frames.filter(events)).toHaveLength(2);
  });

  it('refuses presence subscriptions without signed, well-formed channel_data', async () => {
    const channel = 'presence-conversation.2.video-chat';
    const socket = await connect();
    const refused = () => socket.next((frame) => frame.event === 'pusher:subscription_error');

    socket.send({
      event: 'pusher:subscribe',
      data: { channel, auth: signChannel(hub.credentials, socket.socketId, channel) },
    });
    expect(await refused()).toMatchObject({ data: { type: 'AuthError', status: 401 } });

    const signed = JSON.stringify({ user_id: 1 });
    socket.send({
      event: 'pusher:subscribe',
      data: {
        channel,
        auth: signChannel(hub.credentials, socket.socketId, channel, signed),
        channel_data: JSON.stringify({ user_id: 2 }),
      },
    });
    expect(await refused()).toMatchObject({ data: { type: 'AuthError', status: 401 } });

    for (const member of [{ name: 'x' }, { user_id: '' }, { user_id: { id: 1 } }]) {
      expect(await subscribeRaw(socket, hub.credentials, channel, member as never)).toMatchObject({
        event: 'pusher:subscription_error',
        data: { type: 'InvalidChannelData', status: 400 },
      });
    }
    expect(
      await subscribeRaw(socket, hub.credentials, channel, {
        user_id: 1,
        user_info: { bio: 'x'.repeat(Limits.presenceUserInfoBytes) },
      }),
    ).toMatchObject({ event: 'pusher:subscription_error', data: { type: 'LimitReached' } });
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const socket = await connect();
    await subscribeRaw(socket, hub.credentials, 'private-user.9');
    socket.send({ event: 'pusher:unsubscribe', data: { channel: 'private-user.9' } });
    await flush(socket);
    hub.hub.publish({ channel: 'private-user.9', event: 'late', data: {} });
    await flush(socket);
    expect(socket.received((frame) => frame.event === 'late')).toBe(false);
  });

  it('leaves out the socket named by exceptSocketId', async () => {
    const [a, b] = [await connect(), await connect()];
    await subscribeRaw(a, hub.credentials, 'private-user.3');
    await subscribeRaw(b, hub.credentials, 'private-user.3');
    hub.hub.publish({
      channel: 'private-user.3',
      event: 'conversations.messages.created',
      data: { conversation_id: 1 },
      exceptSocketId: a.socketId,
    });
    await b.next((frame) => frame.event === 'conversations.messages.created');
    await flush(a);
    expect(a.received((frame) => frame.event === 'conversations.messages.created')).toBe(false);
  });
});

describe('client events', () => {
  it('relays them to the other sockets of a private channel, never back to the sender', async () => {
    const channel = 'private-conversation.5';
    const [me, other, outsider] = [await connect(), await connect(), await connect()];
    await subscribeRaw(me, hub.credentials, channel);
    await subscribeRaw(other, hub.credentials, channel);
    await subscribeRaw(outsider, hub.credentials, 'private-conversation.6');
    me.send({ event: 'client-typing', channel, data: { user_id: 1 } });
    const heard = await other.next((frame) => frame.event === 'client-typing');
    expect(heard).toEqual({ event: 'client-typing', channel, data: '{"user_id":1}' });
    await flush(me);
    await flush(outsider);
    expect(me.received((frame) => frame.event === 'client-typing')).toBe(false);
    expect(outsider.received((frame) => frame.event === 'client-typing')).toBe(false);
  });

  it('adds the sender’s user_id on presence channels', async () => {
    const channel = 'presence-conversation.7.video-chat';
    const [me, other] = [await connect(), await connect()];
    await subscribeRaw(me, hub.credentials, channel, { user_id: 11, user_info: { id: 11 } });
    await subscribeRaw(other, hub.credentials, channel, { user_id: 12, user_info: { id: 12 } });
    me.send({ event: 'client-toggle-video', channel, data: { user_id: 11, value: false } });
    const heard = await other.next((frame) => frame.event === 'client-toggle-video');
    expect(heard.user_id).toBe('11');
    expect(dataOf(heard)).toEqual({ user_id: 11, value: false });
  });

  it('refuses them on public channels and on channels the socket has not joined (4009)', async () => {
    const [me, other] = [await connect(), await connect()];
    await subscribeRaw(me, hub.credentials, 'public-room');
    await subscribeRaw(other, hub.credentials, 'public-room');
    await subscribeRaw(other, hub.credentials, 'private-conversation.8');
    me.send({ event: 'client-typing', channel: 'public-room', data: {} });
    me.send({ event: 'client-typing', channel: 'private-conversation.8', data: {} });
    const first = await me.next(isError(ErrorCode.UNAUTHORIZED));
    const second = await me.next(isError(ErrorCode.UNAUTHORIZED));
    expect([first.channel, second.channel]).toEqual(['public-room', 'private-conversation.8']);
    await flush(other);
    expect(other.received((frame) => frame.event === 'client-typing')).toBe(false);
  });

  it('limits them to 10 a second per socket (4301), then lets them through again', async () => {
    const channel = 'private-conversation.9';
    const [me, other] = [await connect(), await connect()];
    await subscribeRaw(me, hub.credentials, channel);
    await subscribeRaw(other, hub.credentials, channel);
    // The hub's clock stands still: all of them fall in the same second.
    for (let index = 0; index < 15; index += 1) {
      me.send({ event: 'client-typing', channel, data: { index } });
    }
    for (let index = 0; index < 5; index += 1) {
      await me.next(isError(ErrorCode.CLIENT_EVENT_RATE_LIMIT));
    }
    await flush(me);
    await flush(other);
    const heard = other.frames.filter((frame) => frame.event === 'client-typing');
    expect(heard.map((frame) => (dataOf(frame) as { index: number }).index)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);

    clock += 1000;
    me.send({ event: 'client-typing', channel, data: { index: 15 } });
    await other.next(
      (frame) =>
        frame.event === 'client-typing' && (dataOf(frame) as { index: number }).index === 15,
    );
  });

  it('refuses data over 10 KB (4300)', async () => {
    const channel = 'private-conversation.10';
    const [me, other] = [await connect(), await connect()];
    await subscribeRaw(me, hub.credentials, channel);
    await subscribeRaw(other, hub.credentials, channel);
    me.send({ event: 'client-typing', channel, data: { text: 'x'.repeat(Limits.eventDataBytes) } });
    await me.next(isError(ErrorCode.CLIENT_EVENT_REJECTED));
    await flush(other);
    expect(other.received((frame) => frame.event === 'client-typing')).toBe(false);
  });
});

describe('activity', () => {
  it('pings a silent socket after the activity timeout and closes it with 4201 without a pong', async () => {
    const [silent, alive] = [await connect(), await connect()];
    clock += 120_000;
    await silent.next((frame) => frame.event === 'pusher:ping');
    await alive.next((frame) => frame.event === 'pusher:ping');
    alive.send({ event: 'pusher:pong', data: {} });
    await flush(alive);

    clock += Limits.pongTimeoutSeconds * 1000;
    expect((await silent.closed).code).toBe(ErrorCode.PONG_NOT_RECEIVED);
    expect(silent.received(isError(ErrorCode.PONG_NOT_RECEIVED))).toBe(true);
    await flush(alive);
    expect(alive.ws.readyState).toBe(alive.ws.OPEN);
  });
});

describe('shutdown', () => {
  it('closes every socket with 4200 so that clients reconnect', async () => {
    const own = await startHub();
    const socket = await connectRaw(own.url());
    await own.close();
    expect((await socket.closed).code).toBe(ErrorCode.SERVER_CLOSING);
  });
});
