import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';
import { startTestApi, type TestApi } from './support/api';

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

describe('the app', () => {
  let server: TestApi;
  beforeAll(async () => {
    server = await startTestApi();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers an unknown path with a 404 in the Laravel shape, in the request’s language', async () => {
    const french = await fetch(`${server.url}/nowhere`);
    expect(french.status).toBe(404);
    expect(await french.json()).toEqual({ message: 'Page introuvable.' });
    const english = await fetch(`${server.url}/nowhere`, {
      headers: { 'Accept-Language': 'en-CA,en;q=0.9' },
    });
    expect(await english.json()).toEqual({ message: 'Page not found' });
  });

  it('answers malformed JSON with a 422, not a 500', async () => {
    const response = await fetch(`${server.url}/api/app/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(422);
  });

  it('lets the web app call with credentials and the product headers', async () => {
    const response = await fetch(`${server.url}/up`, {
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
    const stranger = await fetch(`${server.url}/up`, { headers: { Origin: 'http://evil.test' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
  });
});
