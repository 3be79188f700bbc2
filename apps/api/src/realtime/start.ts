import type { Server } from 'node:http';
import type { ApiConfig } from '../config';
import type { Services } from '../http/context';
import { broadcasterOver, type Broadcaster } from './broadcaster';
import {
  createBusPublisher,
  createRedisPubSub,
  linkHub,
  type ClusterLink,
  type PubSub,
} from './cluster';
import { realtimeCredentials } from './credentials';
import { RealtimeHub } from './hub';
import { hubPresence } from './presence';
import { createPusherBroadcaster } from './pusher-broadcaster';

export interface RealtimeServer {
  /** embedded: this process's sockets only; redis: shared with the other processes; pusher: external. */
  mode: 'embedded' | 'redis' | 'pusher';
  /** The websocket server of this process (none in pusher mode). */
  hub: RealtimeHub | undefined;
  close(): Promise<void>;
}

/** Delivers through the hub: this process's sockets, and the other processes' when linked. */
export function createHubBroadcaster(hub: RealtimeHub): Broadcaster {
  return broadcasterOver((event) => {
    hub.publish(event);
    return Promise.resolve();
  });
}

/**
 * Starts realtime delivery for a running HTTP server and plugs it into `services.broadcaster`:
 * - PUSHER_APP_ID/KEY/SECRET set: events go to that Pusher-compatible server; no local websocket;
 * - otherwise the embedded Pusher-protocol server answers `/app/{key}` on `server`, and with REDIS_URL
 *   (or an injected `pubsub`) it shares events, whispers and presence with the other API processes.
 */
export async function startRealtime(
  services: Services,
  server: Server,
  options: { pubsub?: PubSub; log?: (line: string) => void } = {},
): Promise<RealtimeServer> {
  const { realtime } = services.config;
  if (realtime.pusher) {
    services.broadcaster = createPusherBroadcaster(realtime.pusher, options.log);
    return { mode: 'pusher', hub: undefined, close: () => Promise.resolve() };
  }
  const { key, secret } = realtimeCredentials(services.config, services.appKey);
  const hub = new RealtimeHub({
    key,
    secret,
    activityTimeoutSeconds: realtime.activityTimeoutSeconds,
    maxConnections: realtime.maxConnections,
  });
  hub.attach(server);
  const pubsub =
    options.pubsub ??
    (realtime.redisUrl ? createRedisPubSub(realtime.redisUrl, options.log) : undefined);
  let link: ClusterLink | undefined;
  if (pubsub) {
    try {
      link = await linkHub(hub, pubsub);
    } catch (error) {
      await hub.close();
      await pubsub.close();
      throw new Error(
        `Realtime: could not subscribe to Redis (${error instanceof Error ? error.message : String(error)}).`,
      );
    }
  }
  services.broadcaster = createHubBroadcaster(hub);
  services.presence = hubPresence(hub);
  return {
    mode: link ? 'redis' : 'embedded',
    hub,
    async close() {
      await hub.close();
      await link?.close();
    },
  };
}

/**
 * Realtime for a process without sockets (the admin command): through the external Pusher server, or
 * through Redis to the API processes. Undefined in the embedded single-process setup, where another
 * process cannot reach the server's sockets (the app sees the change when it next loads the user).
 */
export function createPublisher(
  config: ApiConfig,
): { broadcaster: Broadcaster; close(): Promise<void> } | undefined {
  const { pusher, redisUrl } = config.realtime;
  if (pusher) {
    return { broadcaster: createPusherBroadcaster(pusher), close: () => Promise.resolve() };
  }
  if (redisUrl) {
    const publisher = createBusPublisher(createRedisPubSub(redisUrl));
    return { broadcaster: publisher, close: () => publisher.close() };
  }
  return undefined;
}
