import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../src/api-client';
import { ApiError } from '../src/errors';
import { FileTooLargeError, uploadFile, type UploadProgress } from '../src/upload';
import { createCookieJar } from '../src/testing/cookie-jar';
import { rejection } from './support/rejection';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  const jar = createCookieJar();
  api = createApiClient({
    baseUrl: server.url,
    mode: 'session',
    fetch: jar.fetch,
    readCookie: jar.read,
  });
  await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

const TEN_MB = 10 * 1024 * 1024;

function bytes(size: number): Uint8Array<ArrayBuffer> {
  const data = new Uint8Array(new ArrayBuffer(size));
  for (let i = 0; i < size; i += 1) data[i] = i % 251;
  return data;
}

describe('uploadFile', () => {
  it('asks for a signed URL, PUTs the bytes with the returned headers and resolves with the key', async () => {
    const content = bytes(300_000);
    const file = new Blob([content], { type: 'image/jpeg' });
    const progress: UploadProgress[] = [];
    const result = await uploadFile(api, file, {
      maxBytes: TEN_MB,
      visibility: 'private',
      onProgress: (p) => progress.push(p),
    });

    expect(result.key).toMatch(/^tmp\//);
    expect(result.file).toBe(file);
    const signRequest = server.requests.find((r) => r.path === '/vapor/signed-storage-url');
    expect(JSON.parse(signRequest?.body ?? '{}')).toEqual({
      content_type: 'image/jpeg',
      visibility: 'private',
    });
    const stored = server.stored.get(result.key);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(Buffer.compare(stored?.bytes ?? Buffer.alloc(0), Buffer.from(content))).toBe(0);
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.headers['x-amz-acl']).toBe('private');

    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toEqual({ loaded: 300_000, total: 300_000, ratio: 1 });
    for (let i = 1; i < progress.length; i += 1) {
      expect(progress[i]?.loaded).toBeGreaterThanOrEqual(progress[i - 1]?.loaded ?? 0);
    }
  });

  it('refuses a file over the limit before making any call', async () => {
    const file = new Blob([bytes(1024)], { type: 'audio/webm' });
    const error = await uploadFile(api, file, { maxBytes: 1023 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileTooLargeError);
    expect(error).toMatchObject({ size: 1024, maxBytes: 1023 });
    expect(server.requests).toHaveLength(0);
  });

  it('accepts a file exactly at the limit', async () => {
    const file = new Blob([bytes(2048)], { type: 'audio/webm' });
    await expect(uploadFile(api, file, { maxBytes: 2048 })).resolves.toMatchObject({
      key: expect.stringMatching(/^tmp\//) as string,
    });
  });

  it('fails with an ApiError when the storage refuses the bytes', async () => {
    const file = new Blob([bytes(10)], { type: 'image/png' });
    const error = await rejection(
      uploadFile(api, file, {
        transport: async ({ url, headers, file: body, fetch }) => {
          const response = await fetch(url.replace(/signature=\w+/, 'signature=forged'), {
            method: 'PUT',
            headers,
            body,
          });
          if (!response.ok) throw new ApiError(response.status, await response.json());
        },
      }),
    );
    expect(error).toMatchObject({ status: 403, message: 'Invalid signature.' });
  });
});
