import Pusher from 'pusher';
import type { PusherConfig } from '../config';
import { broadcasterOver, type Broadcaster } from './broadcaster';
import { SOCKET_ID_PATTERN } from './protocol';

/**
 * Events to an external Pusher-compatible server (Pusher Channels, soketi, Laravel Reverb) through the
 * official SDK, which signs each call (auth_key, auth_timestamp, auth_version, body_md5,
 * auth_signature). Realtime is best effort: a failed call is logged (without the signed URL) and the
 * request that caused the event still succeeds.
 */
export function createPusherBroadcaster(
  config: PusherConfig,
  log: (line: string) => void = (line) => {
    console.error(line);
  },
): Broadcaster {
  const useTLS = config.scheme === 'https';
  const pusher = config.host
    ? new Pusher({
        appId: config.appId,
        key: config.key,
        secret: config.secret,
        host: config.host,
        ...(config.port ? { port: config.port } : {}),
        useTLS,
        timeout: 10_000,
      })
    : new Pusher({
        appId: config.appId,
        key: config.key,
        secret: config.secret,
        cluster: config.cluster,
        useTLS,
        timeout: 10_000,
      });
  return broadcasterOver(async ({ channel, event, data, exceptSocketId }) => {
    const params =
      exceptSocketId && SOCKET_ID_PATTERN.test(exceptSocketId)
        ? { socket_id: exceptSocketId }
        : undefined;
    try {
      await pusher.trigger(channel, event, data ?? {}, params);
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      log(
        `Realtime: sending ${event} on ${channel} to the Pusher server failed${typeof status === 'number' ? ` (HTTP ${status})` : ''}`,
      );
    }
  });
}
