import { randomInt } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { channels, type BroadcastEvent } from './broadcaster';
import { ClusterSync, type ClusterMessage } from './cluster-sync';
import { openFileLimit, reservedFiles, surviveFileLimit } from './file-limit';
import {
  ErrorCode,
  isAuthenticatedChannel,
  isPresenceChannel,
  isValidChannelName,
  Limits,
  SUPPORTED_PROTOCOL_VERSIONS,
  verifyChannelSignature,
} from './protocol';
import { PresenceRegistry, type Member } from './presence-registry';

/**
 * The embedded Pusher-protocol (version 7) server: a `ws` server on the API's own HTTP server at
 * `/app/{key}`, which pusher-js and laravel-echo connect to unchanged. It keeps the sockets and their
 * channels of this process, and the presence members (presence-registry.ts); with a cluster link
 * (Redis pub/sub, see cluster.ts and cluster-sync.ts) it also shares events, client events and
 * presence with the other API processes.
 */
export interface HubOptions {
  key: string;
  secret: string;
  /** Seconds of silence before the server pings a socket (sent to clients as `activity_timeout`). */
  activityTimeoutSeconds?: number;
  /** Seconds a pinged socket has to answer before it is closed with 4201. */
  pongTimeoutSeconds?: number;
  maxConnections?: number;
  /**
   * The process's open-file limit (default: read from the system, see file-limit.ts): sockets beyond
   * it less `reservedFiles` are refused with 4100 (over capacity), so the files left serve HTTP.
   */
  openFileLimit?: number;
  /** Files kept for the rest of the process (default: an eighth of the limit, at most 512). */
  reservedFiles?: number;
  clientEventsPerSecond?: number;
  /** Seconds between presence snapshots sent to the other processes (and 3 of them to forget one). */
  clusterHeartbeatSeconds?: number;
  now?: () => number;
}

export type { ClusterMessage } from './cluster-sync';

export interface HubStats {
  connections: number;
  channels: number;
}

interface Subscription {
  /** The presence member key (`String(user_id)`) on presence channels. */
  memberKey?: string;
}

interface Connection {
  id: string;
  ws: WebSocket;
  channels: Map<string, Subscription>;
  lastActivity: number;
  pingSentAt: number | undefined;
  clientEvents: { windowStart: number; count: number };
}

type Frame = Record<string, unknown>;

const APP_PATH = /^\/app\/([^/]+)$/;

export class RealtimeHub {
  readonly key: string;
  private readonly credentials: { key: string; secret: string };
  private readonly activityTimeoutSeconds: number;
  private readonly pongTimeoutSeconds: number;
  private readonly maxConnections: number;
  private readonly clientEventsPerSecond: number;
  private readonly now: () => number;
  private readonly wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    maxPayload: Limits.framePayloadBytes,
  });
  private readonly connections = new Map<string, Connection>();
  /** channel → sockets subscribed in this process */
  private readonly subscribers = new Map<string, Set<Connection>>();
  private readonly presence = new PresenceRegistry<Connection>({
    changed: (channel, added, removed, joining) => {
      this.announce(channel, added, removed, joining);
    },
    localAdded: (channel, member) => {
      this.cluster.memberAdded(channel, member);
    },
    localRemoved: (channel, member) => {
      this.cluster.memberRemoved(channel, member);
    },
  });
  private readonly cluster: ClusterSync<Connection>;
  private readonly timer: NodeJS.Timeout;
  private closing = false;

  constructor(options: HubOptions) {
    this.key = options.key;
    this.credentials = { key: options.key, secret: options.secret };
    this.activityTimeoutSeconds = options.activityTimeoutSeconds ?? 120;
    this.pongTimeoutSeconds = options.pongTimeoutSeconds ?? Limits.pongTimeoutSeconds;
    const fileLimit = options.openFileLimit ?? openFileLimit();
    this.maxConnections = Math.min(
      options.maxConnections ?? 10_000,
      fileLimit === undefined
        ? Infinity
        : Math.max(0, fileLimit - (options.reservedFiles ?? reservedFiles(fileLimit))),
    );
    this.clientEventsPerSecond = options.clientEventsPerSecond ?? Limits.clientEventsPerSecond;
    this.now = options.now ?? Date.now;
    this.cluster = new ClusterSync({
      presence: this.presence,
      deliver: (channel, frame, exceptSocketId) => {
        this.sendToChannel(channel, frame, exceptSocketId);
      },
      heartbeatSeconds: options.clusterHeartbeatSeconds ?? 15,
      now: this.now,
    });
    const checkEvery = Math.min(1000, (this.activityTimeoutSeconds * 1000) / 4);
    this.timer = setInterval(() => {
      this.checkActivity();
      this.cluster.forgetSilentNodes();
    }, checkEvery);
    this.timer.unref();
  }

  /**
   * Serves `/app/{key}` upgrades of `server`; other upgrade paths are answered 404. The server also
   * survives running out of open files (see file-limit.ts).
   */
  attach(server: Server): void {
    surviveFileLimit(server);
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if (!this.handleUpgrade(request, socket, head)) {
        socket.on('error', () => undefined);
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
    });
  }

  /** Takes over an upgrade request on the Pusher path; false when the path is not ours. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match) return false;
    socket.on('error', () => undefined);
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      this.open(ws, safeDecode(match[1] ?? ''), url.searchParams);
    });
    return true;
  }

  /** Delivers a server event to this process's sockets on the channel and to the other processes. */
  publish(event: BroadcastEvent): void {
    const frame = encodeEvent(event);
    this.sendToChannel(event.channel, frame, event.exceptSocketId);
    this.cluster.event(event.channel, frame, event.exceptSocketId);
  }

  /** Links this hub with other processes: `send` reaches every other hub's `receive`. */
  connectCluster(send: (message: ClusterMessage) => void): void {
    this.cluster.connect(send);
  }

  /** Asks the other processes for their presence members again (after a reconnection of the link). */
  resync(): void {
    this.cluster.resync();
  }

  /** A message from another process (`origin` is its node id). */
  receive(origin: string, message: ClusterMessage): void {
    this.cluster.receive(origin, message);
  }

  stats(): HubStats {
    return { connections: this.connections.size, channels: this.subscribers.size };
  }

  /** The most sockets this process takes: `maxConnections`, or fewer under the open-file limit. */
  capacity(): number {
    return this.maxConnections;
  }

  /**
   * The channels of this process's sockets that belong to `userId`: a socket subscribed to the user's
   * own `private-user.{id}` (which only that user is authorised for) is that user's. Notifications ask
   * it whether a member has the conversation open (see src/realtime/presence.ts).
   */
  channelsOfUser(userId: number): Set<string> {
    const own = channels.user(userId);
    const found = new Set<string>();
    for (const connection of this.subscribers.get(own) ?? [])
      for (const channel of connection.channels.keys()) found.add(channel);
    return found;
  }

  /** Sockets subscribed to each channel in this process (for tests and diagnostics). */
  subscriptions(): Map<string, Set<string>> {
    return new Map(
      [...this.connections.values()].map((connection) => [
        connection.id,
        new Set(connection.channels.keys()),
      ]),
    );
  }

  /** Closes every socket with 4200 (reconnect), and tells the other processes to forget this one. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    this.cluster.close();
    const closed = [...this.connections.values()].map(
      (connection) =>
        new Promise<void>((resolve) => {
          if (connection.ws.readyState === connection.ws.CLOSED) {
            resolve();
            return;
          }
          const force = setTimeout(() => {
            connection.ws.terminate();
          }, 1000);
          connection.ws.once('close', () => {
            clearTimeout(force);
            resolve();
          });
          this.sendError(connection, ErrorCode.SERVER_CLOSING, 'The server is shutting down.');
          connection.ws.close(ErrorCode.SERVER_CLOSING, 'Server closing');
        }),
    );
    await Promise.all(closed);
    this.wss.close();
  }

  // ------------------------------------------------------------------------------------------------
  // Connections

  private open(ws: WebSocket, key: string, query: URLSearchParams): void {
    ws.on('error', () => undefined);
    const refuse = (code: number, message: string): void => {
      ws.send(JSON.stringify({ event: 'pusher:error', data: { code, message } }));
      ws.close(code, message.slice(0, 120));
    };
    if (this.closing) {
      refuse(ErrorCode.SERVER_CLOSING, 'The server is shutting down.');
      return;
    }
    if (key !== this.key) {
      refuse(ErrorCode.APP_DOES_NOT_EXIST, 'Application does not exist.');
      return;
    }
    const version = query.get('protocol');
    if (version === null || version === '') {
      refuse(ErrorCode.NO_PROTOCOL_VERSION, 'No protocol version supplied.');
      return;
    }
    if (!/^\d{1,3}$/.test(version)) {
      refuse(ErrorCode.INVALID_VERSION_FORMAT, 'Invalid version string format.');
      return;
    }
    const number = Number(version);
    if (number < SUPPORTED_PROTOCOL_VERSIONS.min || number > SUPPORTED_PROTOCOL_VERSIONS.max) {
      refuse(ErrorCode.UNSUPPORTED_PROTOCOL_VERSION, `Unsupported protocol version ${number}.`);
      return;
    }
    if (this.connections.size >= this.maxConnections) {
      refuse(ErrorCode.OVER_CAPACITY, 'Over capacity.');
      return;
    }

    const connection: Connection = {
      id: this.newSocketId(),
      ws,
      channels: new Map(),
      lastActivity: this.now(),
      pingSentAt: undefined,
      clientEvents: { windowStart: 0, count: 0 },
    };
    this.connections.set(connection.id, connection);
    ws.on('message', (raw: RawData, isBinary: boolean) => {
      this.onFrame(connection, raw, isBinary);
    });
    ws.on('ping', () => {
      this.touch(connection);
    });
    ws.on('pong', () => {
      this.touch(connection);
    });
    ws.on('close', () => {
      this.onClose(connection);
    });
    this.send(connection, {
      event: 'pusher:connection_established',
      data: JSON.stringify({
        socket_id: connection.id,
        activity_timeout: this.activityTimeoutSeconds,
      }),
    });
  }

  private newSocketId(): string {
    for (;;) {
      const id = `${randomInt(1, 1e10)}.${randomInt(1, 1e10)}`;
      if (!this.connections.has(id)) return id;
    }
  }

  private onClose(connection: Connection): void {
    if (!this.connections.delete(connection.id)) return;
    for (const channel of [...connection.channels.keys()]) this.unsubscribe(connection, channel);
  }

  private touch(connection: Connection): void {
    connection.lastActivity = this.now();
    connection.pingSentAt = undefined;
  }

  /** Pings sockets silent for the activity timeout; closes those that did not answer in time. */
  private checkActivity(): void {
    const now = this.now();
    for (const connection of this.connections.values()) {
      if (connection.pingSentAt !== undefined) {
        if (now - connection.pingSentAt >= this.pongTimeoutSeconds * 1000) {
          this.sendError(connection, ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received.');
          connection.ws.close(ErrorCode.PONG_NOT_RECEIVED, 'Pong reply not received');
          // Stop tracking it now: a peer that never answers the close frame is terminated by ws.
          this.onClose(connection);
        }
      } else if (now - connection.lastActivity >= this.activityTimeoutSeconds * 1000) {
        connection.pingSentAt = now;
        this.send(connection, { event: 'pusher:ping', data: {} });
      }
    }
  }

  // ------------------------------------------------------------------------------------------------
  // Frames

  private onFrame(connection: Connection, raw: RawData, isBinary: boolean): void {
    this.touch(connection);
    if (isBinary) {
      this.sendError(connection, ErrorCode.INVALID_MESSAGE, 'Binary frames are not supported.');
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(rawText(raw));
    } catch {
      this.sendError(connection, ErrorCode.INVALID_MESSAGE, 'Invalid JSON.');
      return;
    }
    if (!isObject(message) || typeof message.event !== 'string' || message.event === '') {
      this.sendError(
        connection,
        ErrorCode.INVALID_MESSAGE,
        'A message is a JSON object with an "event" name.',
      );
      return;
    }
    const { event } = message;
    switch (event) {
      case 'pusher:ping':
        this.send(connection, { event: 'pusher:pong', data: {} });
        return;
      case 'pusher:pong':
        return;
      case 'pusher:subscribe': {
        const data = decodeData(message.data);
        if (!isObject(data) || typeof data.channel !== 'string') {
          this.sendError(
            connection,
            ErrorCode.INVALID_MESSAGE,
            'pusher:subscribe needs a channel.',
          );
          return;
        }
        this.subscribe(connection, data.channel, data);
        return;
      }
      case 'pusher:unsubscribe': {
        const data = decodeData(message.data);
        if (!isObject(data) || typeof data.channel !== 'string') {
          this.sendError(
            connection,
            ErrorCode.INVALID_MESSAGE,
            'pusher:unsubscribe needs a channel.',
          );
          return;
        }
        this.unsubscribe(connection, data.channel);
        return;
      }
    }
    if (event.startsWith('client-')) {
      this.clientEvent(connection, event, message);
      return;
    }
    this.sendError(connection, ErrorCode.INVALID_MESSAGE, 'Unsupported event.');
  }

  // ------------------------------------------------------------------------------------------------
  // Channels

  private subscribe(connection: Connection, channel: string, data: Frame): void {
    const refuse = (type: string, error: string, status: number): void => {
      this.send(connection, {
        event: 'pusher:subscription_error',
        channel,
        data: { type, error, status },
      });
    };
    if (!isValidChannelName(channel)) {
      refuse('InvalidChannel', 'Invalid channel name.', 400);
      return;
    }
    const presence = isPresenceChannel(channel);
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    if (isAuthenticatedChannel(channel)) {
      const signed = presence ? channelData : undefined;
      if (presence && signed === undefined) {
        refuse('AuthError', 'A presence channel needs channel_data.', 401);
        return;
      }
      if (!verifyChannelSignature(this.credentials, data.auth, connection.id, channel, signed)) {
        refuse('AuthError', 'Invalid signature.', 401);
        return;
      }
    }

    if (!presence) {
      this.join(connection, channel, {});
      this.send(connection, {
        event: 'pusher_internal:subscription_succeeded',
        channel,
        data: '{}',
      });
      return;
    }

    let member: unknown;
    try {
      member = JSON.parse(channelData ?? '');
    } catch {
      member = undefined;
    }
    if (
      !isObject(member) ||
      !(
        (typeof member.user_id === 'string' && member.user_id !== '') ||
        typeof member.user_id === 'number'
      )
    ) {
      refuse('InvalidChannelData', 'channel_data must be a JSON object with a user_id.', 400);
      return;
    }
    const userId = member.user_id;
    const info = member.user_info ?? null;
    if (Buffer.byteLength(JSON.stringify(info)) > Limits.presenceUserInfoBytes) {
      refuse('LimitReached', 'user_info is over 1 KB.', 400);
      return;
    }
    const memberKey = String(userId);
    const current = this.presence.members(channel);
    const previous = connection.channels.get(channel);
    if (previous?.memberKey !== undefined && previous.memberKey !== memberKey) {
      // The same socket joining as someone else: leave as the first member before.
      this.unsubscribe(connection, channel);
    }
    if (!current.has(memberKey) && current.size >= Limits.presenceMembers) {
      refuse('LimitReached', 'The presence channel is full.', 400);
      return;
    }

    this.join(connection, channel, { memberKey });
    this.presence.join(channel, memberKey, { userId, info }, connection);

    const hash: Record<string, unknown> = {};
    for (const [key, value] of this.presence.members(channel)) hash[key] = value.info;
    this.send(connection, {
      event: 'pusher_internal:subscription_succeeded',
      channel,
      data: JSON.stringify({
        presence: { ids: Object.keys(hash), hash, count: Object.keys(hash).length },
      }),
    });
  }

  private join(connection: Connection, channel: string, subscription: Subscription): void {
    connection.channels.set(channel, subscription);
    const sockets = this.subscribers.get(channel) ?? new Set<Connection>();
    sockets.add(connection);
    this.subscribers.set(channel, sockets);
  }

  private unsubscribe(connection: Connection, channel: string): void {
    const subscription = connection.channels.get(channel);
    if (!subscription) return;
    connection.channels.delete(channel);
    const sockets = this.subscribers.get(channel);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.subscribers.delete(channel);
    const { memberKey } = subscription;
    if (memberKey === undefined) return;
    this.presence.leave(channel, memberKey, connection);
  }

  /**
   * Tells this process's sockets on a presence channel who appeared (member_added) and who is gone
   * (member_removed); `joining` hears of no one (its subscription_succeeded lists everyone).
   */
  private announce(
    channel: string,
    added: Member[],
    removed: Member[],
    joining: Connection | undefined,
  ): void {
    for (const member of added) {
      const frame = JSON.stringify({
        event: 'pusher_internal:member_added',
        channel,
        data: JSON.stringify({ user_id: member.userId, user_info: member.info }),
      });
      this.sendToChannel(channel, frame, joining?.id);
    }
    for (const member of removed) {
      const frame = JSON.stringify({
        event: 'pusher_internal:member_removed',
        channel,
        data: JSON.stringify({ user_id: member.userId }),
      });
      this.sendToChannel(channel, frame);
    }
  }

  // ------------------------------------------------------------------------------------------------
  // Client events (Echo's whispers)

  private clientEvent(connection: Connection, event: string, message: Frame): void {
    const { channel } = message;
    if (typeof channel !== 'string') {
      this.sendError(connection, ErrorCode.INVALID_MESSAGE, 'A client event needs a channel.');
      return;
    }
    if (!isAuthenticatedChannel(channel)) {
      this.sendError(
        connection,
        ErrorCode.UNAUTHORIZED,
        'Client events are allowed on private and presence channels only.',
        channel,
      );
      return;
    }
    const subscription = connection.channels.get(channel);
    if (!subscription) {
      this.sendError(
        connection,
        ErrorCode.UNAUTHORIZED,
        'Subscribe to the channel before sending client events on it.',
        channel,
      );
      return;
    }
    if (event.length > Limits.eventNameLength) {
      this.sendError(
        connection,
        ErrorCode.CLIENT_EVENT_REJECTED,
        'Event name over 200 characters.',
        channel,
      );
      return;
    }
    const now = this.now();
    const window = connection.clientEvents;
    if (now - window.windowStart >= 1000) {
      window.windowStart = now;
      window.count = 0;
    }
    window.count += 1;
    if (window.count > this.clientEventsPerSecond) {
      this.sendError(
        connection,
        ErrorCode.CLIENT_EVENT_RATE_LIMIT,
        `Client event rejected: over ${this.clientEventsPerSecond} per second.`,
        channel,
      );
      return;
    }
    const data =
      typeof message.data === 'string' ? message.data : JSON.stringify(message.data ?? {});
    if (Buffer.byteLength(data) > Limits.eventDataBytes) {
      this.sendError(
        connection,
        ErrorCode.CLIENT_EVENT_REJECTED,
        'Client event data over 10 KB.',
        channel,
      );
      return;
    }
    const userId =
      subscription.memberKey === undefined
        ? undefined
        : this.presence.localMember(channel, subscription.memberKey)?.userId;
    const frame = JSON.stringify({
      event,
      channel,
      data,
      ...(userId === undefined ? {} : { user_id: String(userId) }),
    });
    this.sendToChannel(channel, frame, connection.id);
    this.cluster.event(channel, frame, connection.id);
  }

  // ------------------------------------------------------------------------------------------------
  // Sending

  private sendToChannel(channel: string, frame: string, exceptSocketId?: string): void {
    const sockets = this.subscribers.get(channel);
    if (!sockets) return;
    for (const connection of sockets) {
      if (connection.id !== exceptSocketId) this.sendRaw(connection, frame);
    }
  }

  private send(connection: Connection, message: Frame): void {
    this.sendRaw(connection, JSON.stringify(message));
  }

  private sendError(connection: Connection, code: number, message: string, channel?: string): void {
    this.send(connection, {
      event: 'pusher:error',
      ...(channel === undefined ? {} : { channel }),
      data: { code, message },
    });
  }

  private sendRaw(connection: Connection, frame: string): void {
    const { ws } = connection;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > Limits.bufferedBytes) {
      // A client that does not read: drop it rather than hold its backlog.
      ws.close(ErrorCode.OVER_CAPACITY, 'Client too slow');
      this.onClose(connection);
      return;
    }
    ws.send(frame);
  }
}

/** A server event as sent on the wire: `data` is a JSON string, as Pusher's HTTP API sends it. */
export function encodeEvent(event: BroadcastEvent): string {
  return JSON.stringify({
    event: event.event,
    channel: event.channel,
    data: JSON.stringify(event.data ?? {}),
  });
}

function isObject(value: unknown): value is Frame {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `data` is an object from pusher-js, a JSON string from some other clients. */
function decodeData(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function rawText(raw: RawData): string {
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
