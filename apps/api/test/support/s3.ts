import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for the S3 adapter's tests: s3rver (npm), behind a gate that does what
 * s3rver leaves out and a real bucket does: it refuses a request that carries no AWS signature
 * (anonymous reads of a private bucket), a Signature V4 that does not match (s3rver does not compute
 * V4 signatures) and a presigned URL past its expiry, each with S3's 403 AccessDenied.
 */
export interface LocalS3 {
  /** The endpoint to give the adapter (the gate). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Requests the gate refused, for the test to look at. */
  refused: string[];
  close(): Promise<void>;
}

// s3rver's built-in account.
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

/** RFC 3986 encoding, as Signature V4 wants it. */
const encode = (value: string) =>
  encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

function queryPairs(search: string): [string, string][] {
  if (search === '') return [];
  return search.split('&').map((part) => {
    const [name = '', value = ''] = part.split('=');
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, '%20'));
    return [decode(name), decode(value)];
  });
}

/** Why the request must be refused, or undefined when its Signature V4 is right and current. */
export function checkSignature(
  request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>,
  secret: string,
  now = Date.now(),
): string | undefined {
  const raw = request.url ?? '/';
  const questionMark = raw.indexOf('?');
  const path = questionMark < 0 ? raw : raw.slice(0, questionMark);
  const query = queryPairs(questionMark < 0 ? '' : raw.slice(questionMark + 1));
  const param = (name: string) => query.find(([key]) => key === name)?.[1];
  const authorization = request.headers.authorization ?? '';

  let credential: string;
  let signedHeaders: string;
  let signature: string;
  let date: string;
  let payload: string;
  if (param('X-Amz-Signature')) {
    credential = param('X-Amz-Credential') ?? '';
    signedHeaders = param('X-Amz-SignedHeaders') ?? '';
    signature = param('X-Amz-Signature') ?? '';
    date = param('X-Amz-Date') ?? '';
    payload = param('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
    const expires = Number(param('X-Amz-Expires'));
    const issued = Date.parse(
      date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!Number.isFinite(issued) || !Number.isFinite(expires)) return 'malformed presigned URL';
    if (issued + expires * 1000 < now) return 'Request has expired';
  } else if (authorization.startsWith('AWS4-HMAC-SHA256 ')) {
    const fields = Object.fromEntries(
      authorization
        .slice('AWS4-HMAC-SHA256 '.length)
        .split(',')
        .map((field) => field.trim().split('=') as [string, string]),
    );
    credential = fields.Credential ?? '';
    signedHeaders = fields.SignedHeaders ?? '';
    signature = fields.Signature ?? '';
    date = String(request.headers['x-amz-date'] ?? '');
    payload = String(request.headers['x-amz-content-sha256'] ?? '');
  } else {
    return 'anonymous request';
  }

  const [accessKey, day, region, service] = credential.split('/');
  if (accessKey !== ACCESS_KEY) return 'unknown access key';
  const canonicalQuery = query
    .filter(([key]) => key !== 'X-Amz-Signature')
    .map(([key, value]) => [encode(key), encode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const names = signedHeaders.split(';');
  const canonicalHeaders = names
    .map((name) => {
      const value = request.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [
    request.method ?? 'GET',
    path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    payload,
  ].join('\n');
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${secret}`, day ?? ''), region ?? ''), service ?? ''),
    'aws4_request',
  );
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return expected === signature ? undefined : 'signature does not match';
}

export interface LocalS3Options {
  /**
   * Origins a browser may upload from and read with (the bucket's CORS rule, as the adapter's README
   * asks of a real bucket): their preflights pass the gate unsigned, as S3 answers them.
   */
  corsOrigins?: string[];
}

const corsRule = (origins: string[]) =>
  `<CORSConfiguration><CORSRule>${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('')}<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>600</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function startLocalS3(
  bucket = 'app-files',
  options: LocalS3Options = {},
): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const cors = options.corsOrigins ?? [];
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: cors.length > 0 ? [corsRule(cors)] : [] }],
  });
  const { port: s3Port } = await s3rver.run();
  const refused: string[] = [];
  const gate = createServer((incoming, outgoing) => {
    // A CORS preflight carries no credentials: the bucket's CORS rule answers it.
    const preflight = incoming.method === 'OPTIONS' && cors.length > 0;
    const reason = preflight ? undefined : checkSignature(incoming, SECRET_KEY);
    if (reason) {
      refused.push(`${incoming.method ?? ''} ${incoming.url ?? ''}: ${reason}`);
      incoming.resume();
      outgoing.writeHead(403, { 'Content-Type': 'application/xml' });
      outgoing.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>${reason}</Message></Error>`,
      );
      return;
    }
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: s3Port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      outgoing.destroy();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => {
    gate.listen(0, '127.0.0.1', resolve);
  });
  const { port } = gate.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    refused,
    async close() {
      await new Promise<void>((resolve) => {
        gate.close(() => {
          resolve();
        });
        gate.closeAllConnections();
      });
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
