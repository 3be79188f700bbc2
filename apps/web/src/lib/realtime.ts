import { createRealtime, type Realtime } from '@app/client/realtime';
import { config } from '../config';
import { api, setSocketIdSource } from './api-client';
import { onSessionCleared } from './session';

/**
 * The one realtime seam: a single laravel-echo connection per signed-in user, opened by the member
 * and ambassador layouts and closed at sign-out. The socket goes to the API's own origin, under its
 * prefix (`/backend/app/<key>`), unless `VITE_API_URL` puts the API elsewhere. Stories and tests
 * replace it with `setRealtimeFactory`.
 */
type Factory = () => Realtime;

function socketAddress(): { host: string; port: number; tls: boolean; path?: string } {
  const base = new URL(config.apiUrl, window.location.href);
  const tls = base.protocol === 'https:';
  const port = Number(base.port || (tls ? 443 : 80));
  const path = base.pathname.replace(/\/+$/, '');
  return { host: base.hostname, port, tls, ...(path ? { path } : {}) };
}

let factory: Factory = () =>
  createRealtime({ api: api(), key: config.realtimeKey, ...socketAddress() });
let current: { userId: number; realtime: Realtime } | undefined;

/** The connection of the signed-in user (opened on first use, replaced when the user changes). */
export function realtimeFor(userId: number): Realtime {
  if (current?.userId === userId) return current.realtime;
  current?.realtime.disconnect();
  current = { userId, realtime: factory() };
  return current.realtime;
}

/** The socket id, sent as `X-Socket-ID` so that my own requests don't echo back to me. */
export function currentSocketId(): string | undefined {
  return current?.realtime.socketId();
}

setSocketIdSource(currentSocketId);

/** Closes the connection (sign-out). */
export function closeRealtime(): void {
  current?.realtime.disconnect();
  current = undefined;
}

onSessionCleared(closeRealtime);

/** Tests and stories: another way to connect. */
export function setRealtimeFactory(next: Factory): void {
  closeRealtime();
  factory = next;
}
