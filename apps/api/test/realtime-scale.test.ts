import { createHash, createHmac } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, type PusherConfig } from '../src/config';
import {
  createBusPublisher,
  createMemoryBus,
  createRedisPubSub,
  linkHub,
  type ClusterLink,
  type PubSub,
  type RedisLike,
} from '../src/realtime/cluster';
import { createPusherBroadcaster } from '../src/realtime/pusher-broadcaster';
import { signChannel, verifyChannelSignature } from '../src/realtime/protocol';
import { startTestApi, type TestApi } from './support/api';
import { createUser, PASSWORD } from './support/factories';
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

/** Several API processes (Redis pub/sub, simulated in memory) and the external Pusher server. */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const credentials = { key: 'hub-key', secret: 'hub-secret' };

async function linkedHubs(
  count: number,
  pubsubFor: () => PubSub,
  options: { now?: () => number; heartbeat?: number } = {},
) {
  const hubs: HubServer[] = [];
  const links: ClusterLink[] = [];
  for (let index = 0; index < count; index += 1) {
    const hub = await startHub({
      ...credentials,
      ...(options.now ? { now: options.now } : {}),
      ...(options.heartbeat ? { clusterHeartbeatSeconds: options.heartbeat } : {}),
    });
    const link = await linkHub(hub.hub, pubsubFor(), { nodeId: `node-${index}` });
    // Cleanups run in reverse: the hub says goodbye through the link, then the link closes.
    cleanups.push(() => link.close());
    cleanups.push(() => hub.close());
    hubs.push(hub);
    links.push(link);
  }
  return { hubs, links };
}

async function connect(hub: HubServer) {
  const socket = await connectRaw(hub.url());
  cleanups.push(() => {
    socket.close();
  });
  return socket;
}

async function flush(socket: RawSocket) {
  socket.send({ event: 'pusher:ping', data: {} });
  await socket.next((frame) => frame.event === 'pusher:pong');
}

const named = (event: string) => (frame: Frame) => frame.event === event;

describe('several processes over pub/sub', () => {
  it('delivers a server event published in one process to the sockets of every process, except the named socket', async () => {
    const bus = createMemoryBus();
    const {
      hubs: [a, b],
    } = await linkedHubs(2, () => bus.connect());
    if (!a || !b) throw new Error('two hubs');
    const [onA, onB, senderOnB] = [await connect(a), await connect(b), await connect(b)];
    for (const socket of [onA, onB, senderOnB])
      await subscribeRaw(socket, credentials, 'private-user.1');

    a.hub.publish({
      channel: 'private-user.1',
      event: 'conversations.messages.created',
      data: { conversation_id: 4 },
      exceptSocketId: senderOnB.socketId,
    });
    for (const socket of [onA, onB]) {
      const frame = await socket.next(named('conversations.messages.created'));
      expect(dataOf(frame)).toEqual({ conversation_id: 4 });
    }
    // The marker goes the same way (through the bus) and arrives after the event would have.
    a.hub.publish({ channel: 'private-user.1', event: 'marker', data: {} });
    await senderOnB.next(named('marker'));
    expect(senderOnB.received(named('conversations.messages.created'))).toBe(false);
  });

  it('relays whispers between members connected to different processes, not back to the sender', async () => {
    const bus = createMemoryBus();
    const {
      hubs: [a, b],
    } = await linkedHubs(2, () => bus.connect());
    if (!a || !b) throw new Error('two hubs');
    const [me, other] = [await connect(a), await connect(b)];
    await subscribeRaw(me, credentials, 'private-conversation.3');
    await subscribeRaw(other, credentials, 'private-conversation.3');
    me.send({ event: 'client-typing', channel: 'private-conversation.3', data: { user_id: 1 } });
    expect(dataOf(await other.next(named('client-typing')))).toEqual({ user_id: 1 });
    await flush(me);
    expect(me.received(named('client-typing'))).toBe(false);
  });

  it('shares presence members: here, joining and leaving across processes, and a process that goes away', async () => {
    const bus = createMemoryBus();
    const {
      hubs: [a, b],
    } = await linkedHubs(2, () => bus.connect());
    if (!a || !b) throw new Error('two hubs');
    const channel = 'presence-conversation.5.video-chat';
    const camille = await connect(a);
    await subscribeRaw(camille, credentials, channel, {
      user_id: 1,
      user_info: { id: 1, first_name: 'Camille' },
    });

    const louis = await connect(b);
    // B learns of Camille from A's message; until then it may only know its own members.
    await eventually(async () => {
      const again = await subscribeRaw(louis, credentials, channel, {
        user_id: 2,
        user_info: { id: 2, first_name: 'Louis' },
      });
      expect(dataOf(again)).toEqual({
        presence: {
          ids: ['1', '2'],
          hash: { '1': { id: 1, first_name: 'Camille' }, '2': { id: 2, first_name: 'Louis' } },
          count: 2,
        },
      });
    });
    const added = await camille.next(named('pusher_internal:member_added'));
    expect(dataOf(added)).toEqual({ user_id: 2, user_info: { id: 2, first_name: 'Louis' } });

    louis.send({ event: 'pusher:unsubscribe', data: { channel } });
    expect(dataOf(await camille.next(named('pusher_internal:member_removed')))).toEqual({
      user_id: 2,
    });

    // Louis back, then his whole process shuts down: Camille sees him leave.
    await subscribeRaw(louis, credentials, channel, {
      user_id: 2,
      user_info: { id: 2, first_name: 'Louis' },
    });
    await camille.next(named('pusher_internal:member_added'));
    await b.close();
    expect(dataOf(await camille.next(named('pusher_internal:member_removed')))).toEqual({
      user_id: 2,
    });
  });

  it('forgets the members of a process that fell silent for three heartbeats', async () => {
    let clock = Date.parse('2025-06-15T12:00:00.000Z');
    const bus = createMemoryBus();
    const {
      hubs: [a],
    } = await linkedHubs(1, () => bus.connect(), { now: () => clock, heartbeat: 15 });
    if (!a) throw new Error('a hub');
    const channel = 'presence-conversation.6.video-chat';
    const camille = await connect(a);
    await subscribeRaw(camille, credentials, channel, { user_id: 1, user_info: { id: 1 } });

    // Another process that announces a member, then crashes without a word.
    const crashed = bus.connect();
    await crashed.publish(
      'realtime',
      JSON.stringify({
        origin: 'crashed-node',
        message: { kind: 'member_added', channel, userId: 9, userInfo: { id: 9 } },
      }),
    );
    expect(dataOf(await camille.next(named('pusher_internal:member_added')))).toEqual({
      user_id: 9,
      user_info: { id: 9 },
    });
    clock += 46_000;
    expect(dataOf(await camille.next(named('pusher_internal:member_removed')))).toEqual({
      user_id: 9,
    });
    // Garbage on the topic is ignored.
    await crashed.publish('realtime', '{"origin":');
    await crashed.publish('realtime', JSON.stringify({ origin: 'x', message: { kind: 'nope' } }));
    await flush(camille);
    expect(a.hub.stats().connections).toBe(1);
  });

  it('lets a process without sockets (the admin command) publish to the others', async () => {
    const bus = createMemoryBus();
    const {
      hubs: [a],
    } = await linkedHubs(1, () => bus.connect());
    if (!a) throw new Error('a hub');
    const socket = await connect(a);
    await subscribeRaw(socket, credentials, 'private-user.7');
    const publisher = createBusPublisher(bus.connect());
    cleanups.push(() => publisher.close());
    await publisher.publish({ channel: 'private-user.7', event: 'user.suspended', data: {} });
    expect(dataOf(await socket.next(named('user.suspended')))).toEqual({});
  });
});

/** A Redis server in memory behind ioredis's client surface: publish, subscribe, events, quit. */
class FakeRedis extends EventEmitter implements RedisLike {
  static readonly broker = new Set<FakeRedis>();
  private readonly channels = new Set<string>();

  constructor() {
    super();
    FakeRedis.broker.add(this);
    setImmediate(() => this.emit('ready'));
  }

  publish(channel: string, message: string): Promise<number> {
    let receivers = 0;
    for (const client of FakeRedis.broker) {
      if (!client.channels.has(channel)) continue;
      receivers += 1;
      setImmediate(() => client.emit('message', channel, message));
    }
    return Promise.resolve(receivers);
  }

  subscribe(channel: string): Promise<number> {
    this.channels.add(channel);
    return Promise.resolve(this.channels.size);
  }

  quit(): Promise<string> {
    FakeRedis.broker.delete(this);
    return Promise.resolve('OK');
  }
}

describe('Redis pub/sub', () => {
  it('joins two processes through Redis, logs connection errors once and syncs again after a reconnection', async () => {
    const lines: string[] = [];
    const clients: FakeRedis[] = [];
    const pubsubFor = () =>
      createRedisPubSub(
        () => {
          const client = new FakeRedis();
          clients.push(client);
          return client;
        },
        (line) => lines.push(line),
      );
    const {
      hubs: [a, b],
    } = await linkedHubs(2, pubsubFor);
    if (!a || !b) throw new Error('two hubs');
    const [onA, onB] = [await connect(a), await connect(b)];
    await subscribeRaw(onA, credentials, 'private-user.2');
    await subscribeRaw(onB, credentials, 'private-user.2');
    b.hub.publish({ channel: 'private-user.2', event: 'user.blocked', data: {} });
    await onA.next(named('user.blocked'));
    await onB.next(named('user.blocked'));

    const subscriber = clients[1];
    if (!subscriber) throw new Error('no subscriber connection');
    subscriber.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    subscriber.emit('error', new Error('connect ECONNREFUSED 127.0.0.1:6379'));
    expect(lines).toEqual([
      'Realtime: Redis subscriber connection: connect ECONNREFUSED 127.0.0.1:6379',
    ]);

    // After a reconnection the process asks the others for their presence members again.
    const published: string[] = [];
    const publisher = clients[0];
    if (!publisher) throw new Error('no publisher connection');
    const publish = publisher.publish.bind(publisher);
    publisher.publish = (channel, message) => {
      published.push(message);
      return publish(channel, message);
    };
    subscriber.emit('ready');
    await eventually(() => {
      expect(
        published.map(
          (message) => (JSON.parse(message) as { message: { kind: string } }).message.kind,
        ),
      ).toContain('sync');
    });
  });
});

describe('several API processes', () => {
  it('shares the broadcaster’s events between two API servers linked through pub/sub', async () => {
    const bus = createMemoryBus();
    const first = await startTestApi({ pubsub: bus.connect() });
    cleanups.push(() => first.close());
    const second = await startTestApi({ pubsub: bus.connect() });
    cleanups.push(() => second.close());
    expect([first.realtime.mode, second.realtime.mode]).toEqual(['redis', 'redis']);

    const user = await createUser(second.services);
    const client = second.client({ mode: 'token' });
    await client.api.signIn({ email: user.email, password: PASSWORD });
    const socket = await connectRaw(
      `ws://${second.realtime.host}:${second.realtime.port}/app/${second.realtime.key}?protocol=7&client=js&version=8.6.0`,
    );
    cleanups.push(() => {
      socket.close();
    });
    // The second server signs the subscription; the first one publishes.
    const channel = `private-user.${user.id}` as const;
    const { data } = await client.api.POST('/broadcasting/auth', {
      body: { socket_id: socket.socketId, channel_name: channel },
    });
    socket.send({
      event: 'pusher:subscribe',
      data: { channel, auth: (data as { auth: string }).auth },
    });
    await socket.next(named('pusher_internal:subscription_succeeded'));
    await first.services.broadcaster.publish({
      channel,
      event: 'conversations.video-chat.authorized',
      data: { conversation_id: 1, user_id: 2, authorized: true },
    });
    expect(dataOf(await socket.next(named('conversations.video-chat.authorized')))).toEqual({
      conversation_id: 1,
      user_id: 2,
      authorized: true,
    });
    expect(first.violations).toEqual([]);
    expect(second.violations).toEqual([]);
  }, 90_000);
});

interface Recorded {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
}

async function recordingPusherServer(status = 200) {
  const requests: Recorded[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      requests.push({
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  );
  const { port } = server.address() as AddressInfo;
  const config: PusherConfig = {
    appId: '4242',
    key: 'pusher-key',
    secret: 'pusher-secret',
    host: '127.0.0.1',
    port: String(port),
    cluster: 'mt1',
    scheme: 'http',
  };
  return { requests, config };
}

/** Checks a request the way a Pusher server does (HTTP API reference, "Authentication"). */
function signedByPusher(request: Recorded, secret: string): boolean {
  const params = [...request.query.entries()]
    .filter(([name]) => name !== 'auth_signature')
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const expected = createHmac('sha256', secret)
    .update([request.method, request.path, params].join('\n'))
    .digest('hex');
  return expected === request.query.get('auth_signature');
}

describe('an external Pusher-compatible server (PUSHER_*)', () => {
  let api: TestApi;

  it('sends events through the official SDK, signed, with socket_id for X-Socket-ID, and starts no local socket server', async () => {
    const pusher = await recordingPusherServer();
    api = await startTestApi({
      configure: (config) => {
        config.realtime.pusher = pusher.config;
      },
    });
    cleanups.push(() => api.close());
    expect(api.realtime.mode).toBe('pusher');
    expect(api.realtime.hub).toBeUndefined();

    await api.services.broadcaster.publish({
      channel: 'private-user.12',
      event: 'conversations.video-chat.authorized',
      data: { conversation_id: 3, user_id: 7, authorized: true },
      exceptSocketId: '123.456',
    });
    await api.services.broadcaster.publish({
      channel: 'presence-conversation.3.video-chat',
      event: 'decline',
      data: { user_id: 12, first_name: null },
      exceptSocketId: 'not a socket id',
    });
    expect(pusher.requests).toHaveLength(2);
    const [message, decline] = pusher.requests;
    expect(message).toMatchObject({ method: 'POST', path: '/apps/4242/events' });
    expect(message?.query.get('auth_key')).toBe('pusher-key');
    expect(message?.query.get('auth_version')).toBe('1.0');
    expect(Number(message?.query.get('auth_timestamp'))).toBeGreaterThan(1_700_000_000);
    expect(message?.query.get('body_md5')).toBe(
      createHash('md5')
        .update(message?.body ?? '')
        .digest('hex'),
    );
    expect(signedByPusher(message as Recorded, 'pusher-secret')).toBe(true);
    expect(JSON.parse(message?.body ?? '')).toEqual({
      name: 'conversations.video-chat.authorized',
      channels: ['private-user.12'],
      data: '{"conversation_id":3,"user_id":7,"authorized":true}',
      socket_id: '123.456',
    });
    expect(JSON.parse(decline?.body ?? '')).toEqual({
      name: 'decline',
      channels: ['presence-conversation.3.video-chat'],
      data: '{"user_id":12,"first_name":null}',
    });

    // No websocket on the API: clients connect to the Pusher server.
    await expect(
      openRawSocket(`ws://127.0.0.1:${api.realtime.port}/app/pusher-key?protocol=7`),
    ).rejects.toThrow();

    // Channel authorisations are signed with the Pusher app's key and secret.
    const user = await createUser(api.services);
    const client = api.client({ mode: 'token' });
    await client.api.signIn({ email: user.email, password: PASSWORD });
    const { data } = await client.api.POST('/broadcasting/auth', {
      body: { socket_id: '123.456', channel_name: `private-user.${user.id}` },
    });
    const auth = (data as { auth: string }).auth;
    expect(auth).toBe(signChannel(pusher.config, '123.456', `private-user.${user.id}`));
    expect(verifyChannelSignature(pusher.config, auth, '123.456', `private-user.${user.id}`)).toBe(
      true,
    );
    expect(api.violations).toEqual([]);
  }, 60_000);

  it('logs a refused call without secrets and lets the request that caused it succeed', async () => {
    const pusher = await recordingPusherServer(401);
    const lines: string[] = [];
    const broadcaster = createPusherBroadcaster(pusher.config, (line) => lines.push(line));
    await broadcaster.publish({ channel: 'private-user.1', event: 'user.blocked', data: {} });
    expect(lines).toEqual([
      'Realtime: sending user.blocked on private-user.1 to the Pusher server failed (HTTP 401)',
    ]);
    expect(lines.join('')).not.toContain('pusher-secret');
  });
});

describe('configuration', () => {
  it('reads the realtime settings, with an external Pusher server only when its three credentials are set', () => {
    const defaults = readConfig({}).realtime;
    expect(defaults).toEqual({
      appKey: 'app-key',
      appSecret: undefined,
      activityTimeoutSeconds: 120,
      maxConnections: 10_000,
      redisUrl: undefined,
      pusher: undefined,
    });
    const set = readConfig({
      REALTIME_APP_KEY: 'k',
      REALTIME_APP_SECRET: 's',
      REALTIME_ACTIVITY_TIMEOUT: '30',
      REALTIME_MAX_CONNECTIONS: '500',
      REDIS_URL: 'redis://:password@redis:6379',
      PUSHER_APP_ID: '1',
      PUSHER_KEY: 'pk',
      PUSHER_SECRET: 'ps',
      PUSHER_HOST: 'soketi',
      PUSHER_PORT: '6001',
      PUSHER_SCHEME: 'http',
    }).realtime;
    expect(set).toEqual({
      appKey: 'k',
      appSecret: 's',
      activityTimeoutSeconds: 30,
      maxConnections: 500,
      redisUrl: 'redis://:password@redis:6379',
      pusher: {
        appId: '1',
        key: 'pk',
        secret: 'ps',
        host: 'soketi',
        port: '6001',
        cluster: 'mt1',
        scheme: 'http',
      },
    });
    expect(() => readConfig({ PUSHER_KEY: 'pk', PUSHER_SECRET: 'very-secret' })).toThrow(
      'missing: PUSHER_APP_ID',
    );
    expect(() => readConfig({ PUSHER_KEY: 'pk', PUSHER_SECRET: 'very-secret' })).not.toThrow(
      'very-secret',
    );
    expect(() =>
      readConfig({ PUSHER_APP_ID: '1', PUSHER_KEY: 'k', PUSHER_SECRET: 's', PUSHER_SCHEME: 'ws' }),
    ).toThrow('PUSHER_SCHEME');
    expect(() => readConfig({ REALTIME_MAX_CONNECTIONS: '0' })).toThrow('REALTIME_MAX_CONNECTIONS');
  });
});
