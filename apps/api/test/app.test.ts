import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { readConfig } from '../src/config';

describe('readConfig', () => {
  it('defaults to port 8000, .data and the embedded database', () => {
    const config = readConfig({}, '/srv/app');
    expect(config).toMatchObject({ port: 8000, dataDir: '/srv/app/.data', databaseUrl: undefined });
    expect(config.webOrigins).toContain('http://localhost:5173');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and WEB_PORT', () => {
    const config = readConfig(
      {
        PORT: '9001',
        DATA_DIR: '/var/data',
        DATABASE_URL: 'postgres://u@localhost/app',
        WEB_PORT: '3000',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9001,
      dataDir: '/var/data',
      databaseUrl: 'postgres://u@localhost/app',
    });
    expect(config.webOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
  });

  it('refuses a port that is not one', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});

describe('createApp', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-'));
  const referenceHtmlPath = join(dir, 'reference.html');
  const openapiJsonPath = join(dir, 'openapi.json');
  const app = createApp({ config: readConfig({}, dir), referenceHtmlPath, openapiJsonPath });

  it('answers an unknown path with a 404 in the Laravel shape', async () => {
    const response = await app.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('serves the reference and the contract once built', async () => {
    expect((await app.request('/docs')).status).toBe(404);
    writeFileSync(referenceHtmlPath, '<!doctype html><title>API reference</title>');
    writeFileSync(openapiJsonPath, '{"openapi":"3.1.0"}');
    const docs = await app.request('/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('API reference');
    expect(await (await app.request('/openapi.json')).json()).toEqual({ openapi: '3.1.0' });
  });

  it('lets the web app call with credentials and the product headers', async () => {
    const response = await app.request('/up', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'x-xsrf-token,x-socket-id',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'x-xsrf-token',
    );
    const stranger = await app.request('/up', { headers: { Origin: 'http://evil.test' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
