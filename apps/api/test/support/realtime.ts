import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import WebSocket from 'ws';
import { conversations, conversationUsers } from '../../src/db/schema';
import type { Services } from '../../src/http/context';
import { RealtimeHub, type HubOptions } from '../../src/realtime/hub';
import { signChannel } from '../../src/realtime/protocol';

/** Waits for a condition with room for a loaded 2-core machine (no fixed sleeps). */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 15_000, interval: 20 });

export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A frame's data, decoded when it is a JSON string (as Pusher sends event data). */
export function dataOf(frame: Frame): unknown {
  if (typeof frame.data !== 'string') return frame.data;
  try {
    return JSON.parse(frame.data) as unknown;
  } catch {
    return frame.data;
  }
}

/** A Pusher-protocol client written by hand, to send what pusher-js never would. */
export interface RawSocket {
  ws: WebSocket;
  /** Every frame received, in order. */
  frames: Frame[];
  /** Set once pusher:connection_established arrived. */
  socketId: string | undefined;
  activityTimeout: number | undefined;
  send(frame: unknown): void;
  sendText(text: string): void;
  /** The first frame not taken yet that matches, waiting for it if needed. */
  next(match: (frame: Frame) => boolean): Promise<Frame>;
  /** Whether a matching frame arrived (taken or not). */
  received(match: (frame: Frame) => boolean): boolean;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

export function openRawSocket(url: string): Promise<RawSocket> {
  const ws = new WebSocket(url);
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString('utf8') });
    });
  });
  const socket: RawSocket = {
    ws,
    frames,
    socketId: undefined,
    activityTimeout: undefined,
    send(frame) {
      ws.send(JSON.stringify(frame));
    },
    sendText(text) {
      ws.send(text);
    },
    next(match) {
      const found = frames.find((frame) => !taken.has(frame) && match(frame));
      if (found) {
        taken.add(found);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new Error(`No matching frame in 15 s; received ${JSON.stringify(frames)}`));
        }, 15_000);
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    received: (match) => frames.some(match),
    closed,
    close() {
      ws.close();
    },
  };
  ws.on('message', (raw: Buffer) => {
    const frame = JSON.parse(raw.toString('utf8')) as Frame;
    frames.push(frame);
    if (frame.event === 'pusher:connection_established') {
      const data = dataOf(frame) as { socket_id: string; activity_timeout: number };
      socket.socketId = data.socket_id;
      socket.activityTimeout = data.activity_timeout;
    }
    const index = waiters.findIndex((waiter) => waiter.match(frame));
    if (index >= 0) {
      const [waiter] = waiters.splice(index, 1);
      taken.add(frame);
      waiter?.resolve(frame);
    }
  });
  ws.on('error', () => undefined);
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      resolve(socket);
    });
    ws.once('unexpected-response', (request, response) => {
      request.destroy();
      reject(new Error(`HTTP ${response.statusCode ?? 0}`));
    });
    ws.once('error', reject);
  });
}

/** Opens a socket and waits for its socket id. */
export async function connectRaw(url: string): Promise<RawSocket & { socketId: string }> {
  const socket = await openRawSocket(url);
  await socket.next((frame) => frame.event === 'pusher:connection_established');
  if (!socket.socketId) throw new Error('no socket id');
  return socket as RawSocket & { socketId: string };
}

/** Subscribes a raw socket, signing as the auth endpoint would, and waits for the answer. */
export async function subscribeRaw(
  socket: RawSocket & { socketId: string },
  credentials: { key: string; secret: string },
  channel: string,
  member?: { user_id: number | string; user_info?: unknown },
): Promise<Frame> {
  const channelData = member ? JSON.stringify(member) : undefined;
  const authenticated = channel.startsWith('private-') || channel.startsWith('presence-');
  socket.send({
    event: 'pusher:subscribe',
    data: {
      channel,
      ...(authenticated
        ? { auth: signChannel(credentials, socket.socketId, channel, channelData) }
        : {}),
      ...(channelData ? { channel_data: channelData } : {}),
    },
  });
  return socket.next(
    (frame) =>
      frame.channel === channel &&
      (frame.event === 'pusher_internal:subscription_succeeded' ||
        frame.event === 'pusher:subscription_error'),
  );
}

/** A hub on its own HTTP server (no API): for protocol details, clocks and several processes. */
export interface HubServer {
  hub: RealtimeHub;
  server: Server;
  url: (path?: string) => string;
  credentials: { key: string; secret: string };
  close(): Promise<void>;
}

export async function startHub(options: Partial<HubOptions> = {}): Promise<HubServer> {
  const credentials = { key: options.key ?? 'hub-key', secret: options.secret ?? 'hub-secret' };
  const hub = new RealtimeHub({ ...options, ...credentials });
  const server = createServer((_request, response) => {
    response.writeHead(404).end();
  });
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    hub,
    server,
    credentials,
    url: (path = `/app/${credentials.key}?protocol=7&client=js&version=8.6.0&flash=false`) =>
      `ws://127.0.0.1:${port}${path}`,
    async close() {
      await hub.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      });
    },
  };
}

/** A conversation between users (the first one started it), written straight to the tables. */
export async function createConversation(
  services: Services,
  userIds: readonly number[],
  pivot: Partial<typeof conversationUsers.$inferInsert> = {},
): Promise<number> {
  const [starter] = userIds;
  if (starter === undefined) throw new Error('a conversation needs users');
  const [conversation] = await services.db
    .insert(conversations)
    .values({ userId: starter })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('no conversation');
  await services.db
    .insert(conversationUsers)
    .values(userIds.map((userId) => ({ conversationId: conversation.id, userId, ...pivot })));
  return conversation.id;
}
