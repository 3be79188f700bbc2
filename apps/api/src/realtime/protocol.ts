import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Pusher Channels protocol, version 7: the constants, names and signatures both the websocket hub and
 * `POST /broadcasting/auth` rely on. https://pusher.com/docs/channels/library_auth_reference/pusher-websockets-protocol
 */

/**
 * `pusher:error` codes and websocket close codes. 4000-4099: do not reconnect with the same settings;
 * 4100-4199: reconnect after a back-off; 4200-4299: reconnect at once; 4300-4399: other errors.
 */
export const ErrorCode = {
  /** The app key in `/app/{key}` is not this server's. */
  APP_DOES_NOT_EXIST: 4001,
  /** `protocol` is not a number. */
  INVALID_VERSION_FORMAT: 4006,
  /** `protocol` is outside the versions this server speaks (5 to 7). */
  UNSUPPORTED_PROTOCOL_VERSION: 4007,
  /** No `protocol` query parameter. */
  NO_PROTOCOL_VERSION: 4008,
  /** The connection may not do this: a client event on a public channel or a channel it has not joined. */
  UNAUTHORIZED: 4009,
  /** The process holds its maximum of connections, or the client reads too slowly. */
  OVER_CAPACITY: 4100,
  /** A frame that is not a JSON object with an event name, or an event this server does not know. */
  INVALID_MESSAGE: 4200,
  /** The server pinged an idle connection and got no answer within the pong timeout. */
  PONG_NOT_RECEIVED: 4201,
  /** The server is shutting down: reconnect (to another process). */
  SERVER_CLOSING: 4200,
  /** A client event the server refused for its size. */
  CLIENT_EVENT_REJECTED: 4300,
  /** Over the client-event rate limit. */
  CLIENT_EVENT_RATE_LIMIT: 4301,
} as const;

export const Limits = {
  /** Pusher's limit for client events: 10 per second per connection. */
  clientEventsPerSecond: 10,
  /** Pusher's limit for the data of one event. */
  eventDataBytes: 10 * 1024,
  /** Pusher's limits for names. */
  channelNameLength: 164,
  eventNameLength: 200,
  /** Pusher's presence limits: members of one channel, and the size of one member's `user_info`. */
  presenceMembers: 100,
  presenceUserInfoBytes: 1024,
  /** Largest incoming websocket frame (ws closes the socket with 1009 above). */
  framePayloadBytes: 64 * 1024,
  /** Outgoing bytes waiting for a slow client before the server drops it (4100). */
  bufferedBytes: 4 * 1024 * 1024,
  /** Seconds a pinged connection has to answer. */
  pongTimeoutSeconds: 30,
} as const;

export const SUPPORTED_PROTOCOL_VERSIONS = { min: 5, max: 7 } as const;

/** `1234.5678`: the socket id format (also what `X-Socket-ID` must look like). */
export const SOCKET_ID_PATTERN = /^\d{1,20}\.\d{1,20}$/;

const CHANNEL_NAME_PATTERN = /^[-a-zA-Z0-9_=@,.;]+$/;

export function isValidChannelName(channel: string): boolean {
  return channel.length <= Limits.channelNameLength && CHANNEL_NAME_PATTERN.test(channel);
}

export function isPresenceChannel(channel: string): boolean {
  return channel.startsWith('presence-');
}

export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('private-');
}

/** Private and presence channels need a signature to join; only they carry client events. */
export function isAuthenticatedChannel(channel: string): boolean {
  return isPrivateChannel(channel) || isPresenceChannel(channel);
}

/** `<key>:<hex HMAC-SHA256(secret, "<socket_id>:<channel>[:<channel_data>]")>`. */
export function signChannel(
  credentials: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const subject =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  const signature = createHmac('sha256', credentials.secret).update(subject).digest('hex');
  return `${credentials.key}:${signature}`;
}

/** Checks a subscription's `auth` in constant time (both sides hashed to the same length first). */
export function verifyChannelSignature(
  credentials: { key: string; secret: string },
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = createHash('sha256')
    .update(signChannel(credentials, socketId, channel, channelData))
    .digest();
  const given = createHash('sha256').update(auth).digest();
  return timingSafeEqual(expected, given);
}
