import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A small real HTTP server that answers the calls the client's own behaviour depends on, the way the
 * reference API does (Laravel shapes, Sanctum session and CSRF, bearer tokens, signed storage,
 * Pusher-protocol socket with channel authorisation). Every request is recorded for assertions.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface TestServer {
  url: string;
  host: string;
  port: number;
  requests: RecordedRequest[];
  /** Bytes stored by PUT on signed URLs, by key. */
  stored: Map<string, { bytes: Buffer; contentType: string | undefined }>;
  pusherKey: string;
  /** Broadcast a server event to a channel, leaving out `exceptSocketId` (the X-Socket-ID rule). */
  trigger(channel: string, event: string, data: unknown, exceptSocketId?: string): void;
  /** Channels each connected socket subscribed to. */
  subscriptions(): Map<string, Set<string>>;
  close(): Promise<void>;
}

const PUSHER_KEY = 'test-key';
const PUSHER_SECRET = 'test-secret';
const USER = { id: 7, first_name: 'Camille' };

interface Socket {
  ws: WebSocket;
  id: string;
  channels: Map<string, { userId?: number; userInfo?: unknown }>;
}

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  const stored = new Map<string, { bytes: Buffer; contentType: string | undefined }>();
  const sessions = new Map<string, { xsrf: string; userId: number | null }>();
  const tokens = new Set<string>();
  const sockets = new Map<string, Socket>();
  let base = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', base);
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.search.slice(1),
        headers: req.headers,
        body: url.pathname.startsWith('/storage/') ? `<${raw.length} bytes>` : raw.toString('utf8'),
      });
      handle(req, res, url, raw);
    });
  });

  function json(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string | string[]> = {},
  ): void {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(body === undefined ? '' : JSON.stringify(body));
  }

  function cookiesOf(req: IncomingMessage): Map<string, string> {
    const map = new Map<string, string>();
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const index = part.indexOf('=');
      if (index > 0) map.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
    }
    return map;
  }

  /** Who is calling: a session (with CSRF checked on unsafe methods) or a bearer token. */
  function authenticate(
    req: IncomingMessage,
    res: ServerResponse,
  ): { userId: number | null; sessionId?: string } | null {
    const authorization = req.headers.authorization;
    if (authorization?.startsWith('Bearer ')) {
      if (tokens.has(authorization.slice(7))) return { userId: USER.id };
      json(res, 401, { message: 'Unauthenticated.' });
      return null;
    }
    const sessionId = cookiesOf(req).get('session');
    const session = sessionId ? sessions.get(sessionId) : undefined;
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? 'GET');
    if (unsafe) {
      const header = req.headers['x-xsrf-token'];
      if (!session || typeof header !== 'string' || header !== session.xsrf) {
        json(res, 419, { message: 'CSRF token mismatch.' });
        return null;
      }
    }
    if (!session || !sessionId) return { userId: null };
    return { userId: session.userId, sessionId };
  }

  function requireUser(req: IncomingMessage, res: ServerResponse): number | null {
    const who = authenticate(req, res);
    if (!who) return null;
    if (who.userId === null) {
      json(res, 401, { message: 'Unauthenticated.' });
      return null;
    }
    return who.userId;
  }

  function parse(raw: Buffer): Record<string, unknown> {
    try {
      return JSON.parse(raw.toString('utf8') || '{}') as Record<string, unknown>;
    } catch {
      return {};
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse, url: URL, raw: Buffer): void {
    const route = `${req.method ?? 'GET'} ${url.pathname}`;
    switch (route) {
      case 'GET /sanctum/csrf-cookie': {
        const sessionId = randomBytes(16).toString('hex');
        const xsrf = `${randomBytes(12).toString('base64')}=`; // URL-encoded in the cookie, like Laravel's
        sessions.set(sessionId, { xsrf, userId: null });
        res.writeHead(204, {
          'Set-Cookie': [
            `XSRF-TOKEN=${encodeURIComponent(xsrf)}; Path=/; SameSite=Lax`,
            `session=${sessionId}; Path=/; HttpOnly; SameSite=Lax`,
          ],
        });
        res.end();
        return;
      }
      case 'POST /api/app/login': {
        const who = authenticate(req, res);
        if (!who?.sessionId) {
          if (who) json(res, 419, { message: 'CSRF token mismatch.' });
          return;
        }
        const body = parse(raw);
        if (body.password !== 'Secret123') {
          json(res, 422, {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          });
          return;
        }
        // Rotate the session id at sign-in.
        const old = sessions.get(who.sessionId);
        sessions.delete(who.sessionId);
        const sessionId = randomBytes(16).toString('hex');
        sessions.set(sessionId, { xsrf: old?.xsrf ?? '', userId: USER.id });
        json(res, 204, undefined, {
          'Set-Cookie': `session=${sessionId}; Path=/; HttpOnly; SameSite=Lax`,
        });
        return;
      }
      case 'POST /api/app/token': {
        const body = parse(raw);
        if (body.device_name === 'no-token-device') {
          json(res, 200, {});
          return;
        }
        if (body.password !== 'Secret123' || typeof body.device_name !== 'string') {
          json(res, 422, {
            message: 'These credentials do not match our records.',
            errors: { email: ['These credentials do not match our records.'] },
          });
          return;
        }
        const token = `1|${randomBytes(20).toString('hex')}`;
        tokens.add(token);
        json(res, 200, { token });
        return;
      }
      case 'POST /api/app/logout': {
        const who = authenticate(req, res);
        if (!who) return;
        const authorization = req.headers.authorization;
        if (authorization?.startsWith('Bearer ')) tokens.delete(authorization.slice(7));
        if (who.sessionId) sessions.delete(who.sessionId);
        json(res, 204, undefined);
        return;
      }
      case 'GET /account': {
        const userId = requireUser(req, res);
        if (userId === null) return;
        json(res, 200, { data: { ...USER, id: userId } });
        return;
      }
      case 'PATCH /account/language': {
        const userId = requireUser(req, res);
        if (userId === null) return;
        const body = parse(raw);
        if (body.locale !== 'fr' && body.locale !== 'en') {
          json(res, 422, {
            message: 'The selected locale is invalid. (and 1 more error)',
            errors: {
              locale: ['The selected locale is invalid.', 'The locale must be fr or en.'],
              'answers.0.value': ['Required.'],
            },
          });
          return;
        }
        json(res, 204, undefined);
        return;
      }
      case 'GET /members': {
        json(res, 200, { data: [], meta: { current_page: 1, last_page: 1, total: 0 } });
        return;
      }
      case 'POST /conversations/1/messages': {
        json(res, 409, {
          error: {
            code: 'ALREADY_SENT_FLOWER_TODAY',
            message: 'You already sent a flower today.',
          },
        });
        return;
      }
      case 'POST /conversations/2/messages': {
        json(res, 500, {});
        return;
      }
      case 'POST /vapor/signed-storage-url': {
        const userId = requireUser(req, res);
        if (userId === null) return;
        const body = parse(raw);
        const uuid = randomBytes(8).toString('hex');
        const key = `tmp/${uuid}`;
        const signature = createHmac('sha256', PUSHER_SECRET).update(key).digest('hex');
        json(res, 201, {
          uuid,
          bucket: 'local',
          key,
          url: `${base}/storage/uploads/${encodeURIComponent(key)}?signature=${signature}`,
          headers: {
            'Content-Type': String(body.content_type),
            'x-amz-acl': 'private',
            Host: url.host,
          },
        });
        return;
      }
      case 'POST /broadcasting/auth': {
        const userId = requireUser(req, res);
        if (userId === null) return;
        const body = parse(raw);
        const socketId = String(body.socket_id);
        const channel = String(body.channel_name);
        if (channel.startsWith('private-user.') && channel !== `private-user.${userId}`) {
          json(res, 403, { message: 'This action is unauthorized.' });
          return;
        }
        if (channel.startsWith('presence-')) {
          const channelData = JSON.stringify({
            user_id: userId,
            user_info: { id: userId, first_name: USER.first_name },
          });
          json(res, 200, {
            auth: sign(`${socketId}:${channel}:${channelData}`),
            channel_data: channelData,
          });
          return;
        }
        json(res, 200, { auth: sign(`${socketId}:${channel}`) });
        return;
      }
    }
    if (req.method === 'PUT' && url.pathname.startsWith('/storage/uploads/')) {
      const key = decodeURIComponent(url.pathname.slice('/storage/uploads/'.length));
      const expected = createHmac('sha256', PUSHER_SECRET).update(key).digest('hex');
      if (url.searchParams.get('signature') !== expected) {
        json(res, 403, { message: 'Invalid signature.' });
        return;
      }
      if (req.headers.cookie || req.headers.authorization) {
        // A signed URL must not carry the user's credentials.
        json(res, 400, { message: 'Credentials sent to storage.' });
        return;
      }
      stored.set(key, { bytes: raw, contentType: req.headers['content-type'] });
      json(res, 200, undefined);
      return;
    }
    json(res, 404, { message: 'Not Found' });
  }

  function sign(value: string): string {
    return `${PUSHER_KEY}:${createHmac('sha256', PUSHER_SECRET).update(value).digest('hex')}`;
  }

  function verify(auth: unknown, value: string): boolean {
    if (typeof auth !== 'string') return false;
    const expected = Buffer.from(sign(value));
    const given = Buffer.from(auth);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  // Pusher protocol 7, the parts the client uses.
  const wss = new WebSocketServer({ server, path: `/app/${PUSHER_KEY}` });
  let socketCounter = 0;
  wss.on('connection', (ws) => {
    socketCounter += 1;
    const socket: Socket = {
      ws,
      id: `${socketCounter}.${1000 + socketCounter}`,
      channels: new Map(),
    };
    sockets.set(socket.id, socket);
    const send = (message: Record<string, unknown>): void => {
      ws.send(JSON.stringify(message));
    };
    send({
      event: 'pusher:connection_established',
      data: JSON.stringify({ socket_id: socket.id, activity_timeout: 120 }),
    });
    ws.on('message', (rawMessage: Buffer) => {
      let message: { event?: string; channel?: string; data?: unknown };
      try {
        message = JSON.parse(rawMessage.toString('utf8')) as typeof message;
      } catch {
        send({ event: 'pusher:error', data: { code: 4200, message: 'Invalid JSON' } });
        return;
      }
      const data = (typeof message.data === 'string' ? JSON.parse(message.data) : message.data) as
        Record<string, unknown> | undefined;
      if (message.event === 'pusher:ping') {
        send({ event: 'pusher:pong', data: {} });
        return;
      }
      if (message.event === 'pusher:subscribe' && data) {
        const channel = String(data.channel);
        if (channel.startsWith('presence-')) {
          const channelData = String(data.channel_data);
          if (!verify(data.auth, `${socket.id}:${channel}:${channelData}`)) {
            send({
              event: 'pusher:subscription_error',
              channel,
              data: { type: 'AuthError', status: 401 },
            });
            return;
          }
          const member = JSON.parse(channelData) as { user_id: number; user_info: unknown };
          socket.channels.set(channel, { userId: member.user_id, userInfo: member.user_info });
          const members = [...sockets.values()].filter((s) => s.channels.has(channel));
          const hash: Record<string, unknown> = {};
          for (const s of members) {
            const m = s.channels.get(channel);
            if (m?.userId !== undefined) hash[String(m.userId)] = m.userInfo;
          }
          send({
            event: 'pusher_internal:subscription_succeeded',
            channel,
            data: JSON.stringify({
              presence: { ids: Object.keys(hash), hash, count: Object.keys(hash).length },
            }),
          });
          for (const other of members) {
            if (other !== socket) {
              other.ws.send(
                JSON.stringify({
                  event: 'pusher_internal:member_added',
                  channel,
                  data: JSON.stringify(member),
                }),
              );
            }
          }
          return;
        }
        if (channel.startsWith('private-') && !verify(data.auth, `${socket.id}:${channel}`)) {
          send({
            event: 'pusher:subscription_error',
            channel,
            data: { type: 'AuthError', status: 401 },
          });
          return;
        }
        socket.channels.set(channel, {});
        send({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
        return;
      }
      if (message.event === 'pusher:unsubscribe' && data) {
        leave(socket, String(data.channel));
        return;
      }
      if (message.event?.startsWith('client-') && message.channel) {
        const channel = message.channel;
        const own = socket.channels.get(channel);
        if (!own || !(channel.startsWith('private-') || channel.startsWith('presence-'))) return;
        for (const other of sockets.values()) {
          if (other !== socket && other.channels.has(channel)) {
            other.ws.send(
              JSON.stringify({
                event: message.event,
                channel,
                data: JSON.stringify(data ?? {}),
                ...(own.userId === undefined ? {} : { user_id: own.userId }),
              }),
            );
          }
        }
      }
    });
    ws.on('close', () => {
      for (const channel of [...socket.channels.keys()]) leave(socket, channel);
      sockets.delete(socket.id);
    });
  });

  function leave(socket: Socket, channel: string): void {
    const member = socket.channels.get(channel);
    socket.channels.delete(channel);
    if (member?.userId === undefined) return;
    for (const other of sockets.values()) {
      if (other.channels.has(channel)) {
        other.ws.send(
          JSON.stringify({
            event: 'pusher_internal:member_removed',
            channel,
            data: JSON.stringify({ user_id: member.userId }),
          }),
        );
      }
    }
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;

  return {
    url: base,
    host: '127.0.0.1',
    port,
    requests,
    stored,
    pusherKey: PUSHER_KEY,
    trigger(channel, event, data, exceptSocketId) {
      for (const socket of sockets.values()) {
        if (socket.id !== exceptSocketId && socket.channels.has(channel)) {
          socket.ws.send(JSON.stringify({ event, channel, data: JSON.stringify(data) }));
        }
      }
    },
    subscriptions() {
      return new Map([...sockets.values()].map((s) => [s.id, new Set(s.channels.keys())]));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets.values()) socket.ws.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
