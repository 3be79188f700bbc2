import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { chooseCoding, compressResponses, ONE_PIECE_MAX_BYTES } from '../src/http/compression';
import { startTestApi, type TestApi } from './support/api';
import { createMember, signInAs } from './support/members-factories';

let server: TestApi;
let token: string;
const PLACE = { latitude: 62, longitude: -120 };

beforeAll(async () => {
  server = await startTestApi();
  const me = await createMember(server.services, {
    gender: 'female',
    seeking: ['man'],
    near: PLACE,
    answers: { values: [1301, 1302, 1303] },
  });
  for (let index = 0; index < 17; index += 1)
    await createMember(server.services, {
      gender: 'male',
      seeking: ['woman'],
      near: { latitude: PLACE.latitude + index * 0.01, longitude: PLACE.longitude },
      answers: { values: [1301, 1310 + index], height: 180 },
    });
  const api = await signInAs(server, me);
  token = api.token() ?? '';
});
afterAll(async () => {
  await server.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const call = request(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        });
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

const SEARCH = '/members?filter%5Bdistance%5D=50&sort=proximity';

describe('compressed responses', () => {
  it('sends a search page gzip-compressed when asked, and plain otherwise', async () => {
    const auth = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    const plain = await get(SEARCH, auth);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const page = JSON.parse(plain.body.toString('utf8')) as { data: { id: number }[] };
    expect(page.data).toHaveLength(16);

    const gzip = await get(SEARCH, { ...auth, 'Accept-Encoding': 'gzip' });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.headers['content-length']).not.toBe(String(plain.body.length));
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(page);
    expect(gzip.body.length).toBeLessThan(plain.body.length / 2);
    // Issue 12: one page of 16 members within 15 KiB on the wire.
    expect(gzip.body.length).toBeLessThanOrEqual(15 * 1024);

    const brotli = await get(SEARCH, { ...auth, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    // Compressed in one piece: the answer says how long it is.
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    expect(JSON.parse(brotliDecompressSync(brotli.body).toString('utf8'))).toEqual(page);
  });

  it('leaves small answers and refused codings alone', async () => {
    const small = await get('/up', { 'Accept-Encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ status: 'ok' });
    const identity = await get(SEARCH, {
      Authorization: `Bearer ${token}`,
      'Accept-Encoding': 'identity, gzip;q=0, br;q=0',
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const body = JSON.parse(identity.body.toString('utf8')) as { data: unknown[] };
    expect(body.data).toHaveLength(16);
  });

  it('streams a body larger than one piece, and compresses one of unknown length', async () => {
    const large = 'Bonjour à toutes et à tous. '.repeat(Math.ceil((ONE_PIECE_MAX_BYTES * 2) / 28));
    const app = new Hono()
      .use(compressResponses())
      .get('/large', (c) => c.text(large))
      .get('/unknown', (c) => {
        const bytes = new TextEncoder().encode('{"a":"'.concat('b'.repeat(4000), '"}'));
        return c.body(new Blob([bytes]).stream(), 200, { 'Content-Type': 'application/json' });
      });
    const streamed = await app.request('/large', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(streamed.headers.get('Content-Encoding')).toBe('gzip');
    expect(streamed.headers.get('Content-Length')).toBeNull();
    expect(gunzipSync(Buffer.from(await streamed.arrayBuffer())).toString('utf8')).toBe(large);

    const unknown = await app.request('/unknown', { headers: { 'Accept-Encoding': 'br' } });
    expect(unknown.headers.get('Content-Encoding')).toBe('br');
    const body = Buffer.from(await unknown.arrayBuffer());
    expect(unknown.headers.get('Content-Length')).toBe(String(body.length));
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual({
      a: 'b'.repeat(4000),
    });
  });

  it('picks the coding the client prefers, brotli on a tie', () => {
    expect(chooseCoding(undefined)).toBeUndefined();
    expect(chooseCoding('')).toBeUndefined();
    expect(chooseCoding('identity')).toBeUndefined();
    expect(chooseCoding('gzip')).toBe('gzip');
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*, br;q=0')).toBe('gzip');
    expect(chooseCoding('GZIP;q=1.0')).toBe('gzip');
  });
});
