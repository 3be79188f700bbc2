/**
 * A push service of the journeys' own that Chromium itself talks to: a stand-in for Google's GCM/FCM,
 * which Chromium's `PushManager.subscribe` uses and which is unreachable here. Chromium is pointed at
 * it with its own switches (`chromiumSwitches`): `--gcm-checkin-url`, `--gcm-registration-url` and
 * `--gcm-mcs-endpoint`. Test-only; it speaks just enough of the three protocols Chromium's GCM client
 * (google_apis/gcm) uses:
 *
 * - the check-in (HTTP POST of a protobuf `AndroidCheckinRequest`): answered with an
 *   `AndroidCheckinResponse` giving the browser a device id and a security token;
 * - the registration (HTTP form POST: `app`, `X-subtype` = the push subscription's app id, `sender` =
 *   the site's VAPID key, …): answered `token=…`; Chromium makes the subscription's endpoint of it,
 *   `https://jmt17.google.com/fcm/send/<token>` in a Chromium built without Google's API keys (as
 *   Debian's), `https://fcm.googleapis.com/fcm/send/<token>` in Google Chrome;
 * - MCS, the connection Chromium keeps open to receive messages: TLS (a self-signed certificate,
 *   accepted with `--ignore-certificate-errors`), a version byte, then frames of a tag byte, a varint
 *   size and a protobuf (LoginRequest → LoginResponse, HeartbeatPing → HeartbeatAck, and, to deliver a
 *   push, a DataMessageStanza).
 *
 * The web-push side: a POST to `/fcm/send/<token>` or `/wp/<token>` on `pushOrigin` (where the API's
 * requests to fcm.googleapis.com are sent in the journeys, see fcm-redirect.mjs) is a push as a
 * sender's server makes it (RFC 8030, aes128gcm body); it is forwarded, still encrypted, to the
 * browser that registered the token, as Google's service does. Chromium decrypts it with the
 * subscription's keys and hands it to the service worker.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createServer as createTlsServer,
  type TLSSocket,
  type Server as TlsServer,
} from 'node:tls';

// ---------------------------------------------------------------------------------------------------
// Protocol buffers, the few wire types these messages use (proto2: varint, fixed64, length-delimited).

type Field =
  | { no: number; varint: bigint | number | boolean }
  | { no: number; fixed64: bigint }
  | { no: number; bytes: Buffer | string };

function varint(value: bigint): Buffer {
  const out: number[] = [];
  let rest = BigInt.asUintN(64, value);
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    out.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Buffer.from(out);
}

function encode(fields: Field[]): Buffer {
  const parts: Buffer[] = [];
  for (const field of fields) {
    if ('varint' in field) {
      parts.push(varint(BigInt(field.no << 3)), varint(BigInt(field.varint)));
    } else if ('fixed64' in field) {
      const bytes = Buffer.alloc(8);
      bytes.writeBigUInt64LE(field.fixed64);
      parts.push(varint(BigInt((field.no << 3) | 1)), bytes);
    } else {
      const bytes = typeof field.bytes === 'string' ? Buffer.from(field.bytes) : field.bytes;
      parts.push(varint(BigInt((field.no << 3) | 2)), varint(BigInt(bytes.length)), bytes);
    }
  }
  return Buffer.concat(parts);
}

/** Reads a varint at `offset`: its value and the offset after it, or undefined when incomplete. */
function readVarint(buffer: Buffer, offset: number): { value: bigint; next: number } | undefined {
  let value = 0n;
  let shift = 0n;
  for (let at = offset; at < buffer.length; at++) {
    const byte = buffer[at] ?? 0;
    value |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return { value, next: at + 1 };
    shift += 7n;
  }
  return undefined;
}

/** A message's fields by number: varints as bigint, everything else as its bytes. */
type Decoded = Map<number, (bigint | Buffer)[]>;

function decode(buffer: Buffer): Decoded {
  const fields: Decoded = new Map();
  let offset = 0;
  while (offset < buffer.length) {
    const key = readVarint(buffer, offset);
    if (!key) throw new Error('truncated protobuf');
    const no = Number(key.value >> 3n);
    const type = Number(key.value & 7n);
    let value: bigint | Buffer;
    if (type === 0) {
      const read = readVarint(buffer, key.next);
      if (!read) throw new Error('truncated protobuf');
      value = read.value;
      offset = read.next;
    } else if (type === 1 || type === 5) {
      const size = type === 1 ? 8 : 4;
      value = buffer.subarray(key.next, key.next + size);
      offset = key.next + size;
    } else if (type === 2) {
      const size = readVarint(buffer, key.next);
      if (!size) throw new Error('truncated protobuf');
      value = buffer.subarray(size.next, size.next + Number(size.value));
      offset = size.next + Number(size.value);
    } else {
      throw new Error(`protobuf wire type ${String(type)} not handled`);
    }
    fields.set(no, [...(fields.get(no) ?? []), value]);
  }
  return fields;
}

function text(fields: Decoded, no: number): string | undefined {
  const [value] = fields.get(no) ?? [];
  return Buffer.isBuffer(value) ? value.toString('utf8') : undefined;
}

// ---------------------------------------------------------------------------------------------------
// MCS: Chromium's google_apis/gcm/protocol/mcs.proto, the tags and fields used here.

const MCS_VERSION = 41;
const TAG = {
  heartbeatPing: 0,
  heartbeatAck: 1,
  loginRequest: 2,
  loginResponse: 3,
  close: 4,
  iqStanza: 7,
  dataMessageStanza: 8,
} as const;

function frame(tag: number, message: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), varint(BigInt(message.length)), message]);
}

/** A browser's MCS connection, once logged in. */
interface McsClient {
  androidId: string;
  socket: TLSSocket;
}

// ---------------------------------------------------------------------------------------------------

/** A push subscription as Chromium registered it. */
export interface GcmRegistration {
  token: string;
  /** Chromium's app id for the subscription (`wp:<origin>#<id>`), the registration's `X-subtype`. */
  appId: string;
  /** The registration's `app`: the browser's product category (`org.chromium.linux`). */
  category: string;
  /** The authorized entity: the site's VAPID public key. */
  sender: string;
  androidId: string;
}

/** A push as the sender's server posted it. */
export interface GcmDelivery {
  token: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface FakeGcm {
  /** The switches that point Chromium's GCM client here. */
  chromiumSwitches: string[];
  /** Where a sender's push requests go (http), in place of https://fcm.googleapis.com. */
  pushOrigin: string;
  registrations: GcmRegistration[];
  /** Browsers logged in on MCS (their device ids). */
  connected(): string[];
  deliveries: GcmDelivery[];
  close(): Promise<void>;
}

/** A self-signed certificate for the MCS endpoint (openssl, into a directory removed at once). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fake-gcm-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    request.on('error', reject);
  });
}

function listen(server: Server | TlsServer): Promise<number> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startFakeGcm(
  options: { log?: (line: string) => void } = {},
): Promise<FakeGcm> {
  const log = options.log ?? (() => undefined);
  const registrations: GcmRegistration[] = [];
  const deliveries: GcmDelivery[] = [];
  /** Device id → security token, as given at check-in. */
  const devices = new Map<string, bigint>();
  const clients = new Set<McsClient>();
  const state = { persistent: 0 };

  /** Messages not yet acknowledged by the browser, by persistent id: sent again on its next login. */
  const unacknowledged = new Map<string, { androidId: string; frame: Buffer }>();

  function sendPending(client: McsClient) {
    for (const message of unacknowledged.values())
      if (message.androidId === client.androidId) client.socket.write(message.frame);
  }

  function deliver(
    registration: GcmRegistration,
    headers: IncomingMessage['headers'],
    body: Buffer,
  ) {
    const encoding = headers['content-encoding'] ?? 'aes128gcm';
    const appData: [string, string][] = [
      ['subtype', registration.appId],
      ['content-encoding', encoding],
    ];
    // The older aesgcm scheme carries its salt and key in headers.
    if (typeof headers.encryption === 'string') appData.push(['encryption', headers.encryption]);
    if (typeof headers['crypto-key'] === 'string')
      appData.push(['crypto-key', headers['crypto-key']]);
    state.persistent += 1;
    const persistentId = `0:${String(Date.now())}%${String(state.persistent)}`;
    const stanza = encode([
      { no: 2, bytes: randomUUID() },
      { no: 3, bytes: registration.sender },
      { no: 5, bytes: registration.category },
      ...appData.map(([key, value]) => ({
        no: 7,
        bytes: encode([
          { no: 1, bytes: key },
          { no: 2, bytes: value },
        ]),
      })),
      { no: 9, bytes: persistentId },
      { no: 17, varint: Number(headers.ttl ?? 0) },
      { no: 18, varint: BigInt(Date.now()) },
      { no: 21, bytes: body },
    ]);
    const message = {
      androidId: registration.androidId,
      frame: frame(TAG.dataMessageStanza, stanza),
    };
    unacknowledged.set(persistentId, message);
    // To the browser's open connection; else on its next login, as the real service keeps it.
    const client = [...clients].find((one) => one.androidId === registration.androidId);
    client?.socket.write(message.frame);
    log(
      `mcs: data message ${persistentId} for ${registration.appId} (${String(body.length)} bytes)`,
    );
  }

  const http = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const url = new URL(request.url ?? '/', 'http://fake-gcm');
      log(`http: ${request.method ?? ''} ${url.pathname}`);
      if (request.method === 'POST' && url.pathname === '/checkin') {
        const checkin = decode(body);
        const [known] = checkin.get(2) ?? [];
        let androidId =
          typeof known === 'bigint' && known !== 0n && devices.has(known.toString())
            ? known
            : undefined;
        const securityToken = androidId
          ? (devices.get(androidId.toString()) ?? 0n)
          : randomBytes(8).readBigUInt64LE() | 1n;
        androidId ??= (randomBytes(8).readBigUInt64LE() >> 2n) | 1n;
        devices.set(androidId.toString(), securityToken);
        const answer = encode([
          { no: 1, varint: true },
          { no: 3, varint: BigInt(Date.now()) },
          { no: 4, bytes: '1-da39a3ee5e6b4b0d3255bfef95601890afd80709' },
          { no: 6, varint: false },
          { no: 7, fixed64: androidId },
          { no: 8, fixed64: securityToken },
          { no: 9, varint: false },
        ]);
        response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(answer);
        return;
      }
      if (request.method === 'POST' && url.pathname === '/register') {
        const form = new URLSearchParams(body.toString('utf8'));
        log(`http: registration ${form.toString()}`);
        const auth = /^AidLogin (\d+):(\d+)$/.exec(request.headers.authorization ?? '');
        if (!auth?.[1] || devices.get(auth[1])?.toString() !== auth[2]) {
          response.writeHead(401).end('Error=AUTHENTICATION_FAILED');
          return;
        }
        if (form.get('delete')) {
          response.writeHead(200).end(`deleted=${form.get('app') ?? ''}`);
          return;
        }
        const token = `${randomBytes(8).toString('base64url')}:${randomBytes(48).toString('base64url')}`;
        registrations.push({
          token,
          appId: form.get('X-subtype') ?? form.get('app') ?? '',
          category: form.get('app') ?? '',
          sender: form.get('sender') ?? '',
          androidId: auth[1],
        });
        response.writeHead(200).end(`token=${token}`);
        return;
      }
      const push = /^\/(?:fcm\/send|wp)\/(.+)$/.exec(url.pathname);
      if (request.method === 'POST' && push?.[1]) {
        const token = decodeURIComponent(push[1]);
        const registration = registrations.find((one) => one.token === token);
        if (!registration) {
          deliveries.push({ token, headers: request.headers, body });
          response.writeHead(404).end();
          return;
        }
        deliver(registration, request.headers, body);
        deliveries.push({ token, headers: request.headers, body });
        response.writeHead(201, { location: `${url.pathname}/${randomUUID()}` }).end();
        return;
      }
      response.writeHead(404).end();
    })().catch((error: unknown) => {
      log(`http: ${String(error)}`);
      response.writeHead(500).end();
    });
  });

  const mcs = createTlsServer(selfSignedCertificate(), (socket) => {
    let pending = Buffer.alloc(0);
    let versionRead = false;
    let client: McsClient | undefined;
    socket.on('error', () => undefined);
    socket.on('close', () => {
      log(`mcs: connection of ${client?.androidId ?? '?'} closed`);
      if (client) clients.delete(client);
    });
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!versionRead) {
          if (pending.length < 1) return;
          log(`mcs: version ${String(pending[0])}`);
          pending = pending.subarray(1);
          versionRead = true;
        }
        const tag = pending[0];
        if (tag === undefined) return;
        const size = readVarint(pending, 1);
        if (!size || pending.length < size.next + Number(size.value)) return;
        const message = pending.subarray(size.next, size.next + Number(size.value));
        pending = pending.subarray(size.next + Number(size.value));
        const fields = decode(message);
        if (tag === TAG.loginRequest) {
          const androidId = text(fields, 3) ?? '';
          const token = text(fields, 5) ?? '';
          log(`mcs: login of ${androidId}`);
          if (devices.get(androidId)?.toString() !== token) {
            socket.end(
              Buffer.concat([
                Buffer.from([MCS_VERSION]),
                frame(
                  TAG.loginResponse,
                  encode([
                    { no: 1, bytes: text(fields, 1) ?? '' },
                    { no: 3, bytes: encode([{ no: 1, varint: 401 }]) },
                  ]),
                ),
              ]),
            );
            return;
          }
          // What the browser says it received (before this connection) is done with.
          for (const id of fields.get(10) ?? []) unacknowledged.delete(String(id));
          client = { androidId, socket };
          clients.add(client);
          socket.write(
            Buffer.concat([
              Buffer.from([MCS_VERSION]),
              frame(
                TAG.loginResponse,
                encode([
                  { no: 1, bytes: text(fields, 1) ?? '' },
                  { no: 2, bytes: `${androidId}@mcs.android.com` },
                  { no: 8, varint: BigInt(Date.now()) },
                ]),
              ),
            ]),
          );
          sendPending(client);
        } else if (tag === TAG.heartbeatPing) {
          socket.write(frame(TAG.heartbeatAck, encode([])));
        } else if (tag === TAG.iqStanza) {
          // A selective acknowledgement (extension 12): those messages were received.
          const [extension] = fields.get(7) ?? [];
          const ack = Buffer.isBuffer(extension) ? decode(extension) : undefined;
          const [id] = ack?.get(1) ?? [];
          const [data] = ack?.get(2) ?? [];
          if (id === 12n && Buffer.isBuffer(data))
            for (const acknowledged of decode(data).get(1) ?? [])
              unacknowledged.delete(String(acknowledged));
        } else if (tag === TAG.close) {
          socket.end();
          return;
        } else {
          log(
            `mcs: tag ${String(tag)} from the browser: ${JSON.stringify([...fields].map(([k, v]) => [k, v.map(String)]))}`,
          );
        }
      }
    });
  });

  const httpPort = await listen(http);
  const mcsPort = await listen(mcs);
  const origin = `http://127.0.0.1:${String(httpPort)}`;
  return {
    chromiumSwitches: [
      `--gcm-checkin-url=${origin}/checkin`,
      `--gcm-registration-url=${origin}/register`,
      `--gcm-mcs-endpoint=https://127.0.0.1:${String(mcsPort)}`,
      '--ignore-certificate-errors',
    ],
    pushOrigin: origin,
    registrations,
    connected: () => [...clients].map((client) => client.androidId),
    deliveries,
    close: async () => {
      for (const client of clients) client.socket.destroy();
      http.closeAllConnections();
      await Promise.all([
        new Promise((resolve) => http.close(resolve)),
        new Promise((resolve) => mcs.close(resolve)),
      ]);
    },
  };
}
