import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { broadcasterOver, type Broadcaster } from './broadcaster';
import { encodeEvent, type ClusterMessage, type RealtimeHub } from './hub';

/**
 * Several API processes behind a load balancer: each one serves its own sockets, and they tell each
 * other about server events, client events (whispers) and presence members through a pub/sub topic,
 * Redis in production. Messages are fire-and-forget, as Redis pub/sub is: a process that misses some
 * catches up on presence with the next snapshot (every 15 s).
 */
export interface PubSub {
  publish(topic: string, message: string): Promise<void>;
  subscribe(topic: string, listener: (message: string) => void): Promise<void>;
  /** Called after the connection came back (messages may have been missed meanwhile). */
  onReconnect?(listener: () => void): void;
  close(): Promise<void>;
}

export const DEFAULT_TOPIC = 'realtime';

interface Envelope {
  origin: string;
  message: ClusterMessage;
}

const KINDS = new Set(['event', 'member_added', 'member_removed', 'state', 'sync', 'bye']);

function parseEnvelope(raw: string): Envelope | undefined {
  try {
    const value = JSON.parse(raw) as Partial<Envelope> | null;
    if (
      typeof value?.origin === 'string' &&
      typeof value.message === 'object' &&
      KINDS.has((value.message as { kind?: unknown }).kind as string)
    ) {
      return value as Envelope;
    }
  } catch {
    // Not one of ours.
  }
  return undefined;
}

export interface ClusterLink {
  nodeId: string;
  close(): Promise<void>;
}

/** Joins a hub to the other processes' hubs through `pubsub`. */
export async function linkHub(
  hub: RealtimeHub,
  pubsub: PubSub,
  options: { topic?: string; nodeId?: string; onError?: (error: unknown) => void } = {},
): Promise<ClusterLink> {
  const topic = options.topic ?? DEFAULT_TOPIC;
  const nodeId = options.nodeId ?? randomBytes(8).toString('hex');
  const onError =
    options.onError ??
    ((error: unknown) => {
      console.error(
        `Realtime: publishing to the other processes failed (${error instanceof Error ? error.message : String(error)})`,
      );
    });
  await pubsub.subscribe(topic, (raw) => {
    const envelope = parseEnvelope(raw);
    if (!envelope || envelope.origin === nodeId) return;
    hub.receive(envelope.origin, envelope.message);
  });
  hub.connectCluster((message) => {
    pubsub.publish(topic, JSON.stringify({ origin: nodeId, message })).catch(onError);
  });
  pubsub.onReconnect?.(() => {
    hub.resync();
  });
  return {
    nodeId,
    close: () => pubsub.close(),
  };
}

/**
 * Publishes server events to the API processes' hubs without holding sockets itself (the admin
 * command): they deliver them to their own sockets.
 */
export function createBusPublisher(
  pubsub: PubSub,
  options: { topic?: string } = {},
): Broadcaster & { close(): Promise<void> } {
  const topic = options.topic ?? DEFAULT_TOPIC;
  const origin = randomBytes(8).toString('hex');
  return {
    ...broadcasterOver(async (event) => {
      const message: ClusterMessage = {
        kind: 'event',
        channel: event.channel,
        frame: encodeEvent(event),
        ...(event.exceptSocketId ? { except: event.exceptSocketId } : {}),
      };
      await pubsub.publish(topic, JSON.stringify({ origin, message }));
    }),
    close: () => pubsub.close(),
  };
}

/**
 * An in-process bus with the semantics of Redis pub/sub (asynchronous delivery to every subscriber of
 * the topic, the publisher included): lets tests run several hubs without a Redis server.
 */
export function createMemoryBus(): { connect(): PubSub } {
  const listeners = new Map<string, Set<(message: string) => void>>();
  return {
    connect() {
      const mine: [string, (message: string) => void][] = [];
      let open = true;
      return {
        publish(topic, message) {
          if (!open) return Promise.reject(new Error('The bus connection is closed.'));
          setImmediate(() => {
            for (const listener of listeners.get(topic) ?? []) listener(message);
          });
          return Promise.resolve();
        },
        subscribe(topic, listener) {
          const set = listeners.get(topic) ?? new Set();
          set.add(listener);
          listeners.set(topic, set);
          mine.push([topic, listener]);
          return Promise.resolve();
        },
        close() {
          open = false;
          for (const [topic, listener] of mine) listeners.get(topic)?.delete(listener);
          return Promise.resolve();
        },
      };
    },
  };
}

/** The parts of an ioredis client the Redis pub/sub uses (a fake one stands in for it in tests). */
export interface RedisLike {
  publish(channel: string, message: string): Promise<unknown>;
  subscribe(channel: string): Promise<unknown>;
  on(event: 'message', listener: (channel: string, message: string) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'ready', listener: () => void): unknown;
  quit(): Promise<unknown>;
}

/**
 * Redis pub/sub over two connections (a subscribed connection can do nothing else). Errors are logged
 * without the URL, which may hold a password; ioredis reconnects and subscribes again by itself.
 */
export function createRedisPubSub(
  connect: string | (() => RedisLike),
  log: (line: string) => void = (line) => {
    console.error(line);
  },
): PubSub {
  const open = (): RedisLike =>
    typeof connect === 'string' ? new Redis(connect, { maxRetriesPerRequest: 3 }) : connect();
  const publisher = open();
  const subscriber = open();
  const listeners = new Map<string, Set<(message: string) => void>>();
  const reconnectListeners: (() => void)[] = [];
  let lastError = '';
  const onError = (role: string) => (error: Error) => {
    // One line per distinct failure, not one per retry.
    const line = `Realtime: Redis ${role} connection: ${error.message}`;
    if (line !== lastError) log(line);
    lastError = line;
  };
  publisher.on('error', onError('publisher'));
  subscriber.on('error', onError('subscriber'));
  let ready = 0;
  subscriber.on('ready', () => {
    ready += 1;
    lastError = '';
    if (ready > 1) for (const listener of reconnectListeners) listener();
  });
  subscriber.on('message', (channel, message) => {
    for (const listener of listeners.get(channel) ?? []) listener(message);
  });
  return {
    async publish(topic, message) {
      await publisher.publish(topic, message);
    },
    async subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      await subscriber.subscribe(topic);
    },
    onReconnect(listener) {
      reconnectListeners.push(listener);
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
