import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, memoryTokenStore, unwrap } from '../src/api-client';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../src/errors';
import { createCookieJar, type CookieJar } from '../src/testing/cookie-jar';
import { rejection } from './support/rejection';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

function sessionClient(jar: CookieJar, extra: Partial<Parameters<typeof createApiClient>[0]> = {}) {
  return createApiClient({
    baseUrl: server.url,
    mode: 'session',
    fetch: jar.fetch,
    readCookie: jar.read,
    ...extra,
  });
}

const calls = (path: string) => server.requests.filter((r) => r.path === path);

describe('session mode', () => {
  it('fetches the CSRF cookie once and echoes XSRF-TOKEN as X-XSRF-TOKEN on unsafe calls', async () => {
    const jar = createCookieJar();
    const api = sessionClient(jar);
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    await unwrap(api.PATCH('/account/language', { body: { locale: 'en' } }));
    await unwrap(api.PATCH('/account/language', { body: { locale: 'fr' } }));

    expect(calls('/sanctum/csrf-cookie')).toHaveLength(1);
    const xsrf = jar.read('XSRF-TOKEN');
    expect(xsrf).toMatch(/=$/); // decoded from the URL-encoded cookie value
    for (const request of calls('/account/language'))
      expect(request.headers['x-xsrf-token']).toBe(xsrf);
    // The session cookie stays out of reach of scripts, and was rotated at sign-in.
    expect(jar.read('session')).toBeUndefined();
    expect(jar.all().get('session')?.httpOnly).toBe(true);
    const user = await unwrap(api.GET('/account'));
    expect(user).toMatchObject({ data: { id: 7 } });
  });

  it('signs in again after a session ended (its cookies gone, or a 401): a new CSRF cookie first', async () => {
    const jar = createCookieJar();
    const onAuthFailure = vi.fn();
    const api = sessionClient(jar, { onAuthFailure });
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    // Two hours without a request: the browser drops both cookies, the next call is a 401.
    jar.clear();
    await expect(unwrap(api.GET('/account'))).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => {
      expect(onAuthFailure).toHaveBeenCalledTimes(1);
    });
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    expect(calls('/sanctum/csrf-cookie')).toHaveLength(2);
    expect(calls('/api/app/login').map((request) => request.headers['x-xsrf-token'])).toEqual([
      expect.any(String),
      jar.read('XSRF-TOKEN'),
    ]);
    await expect(unwrap(api.GET('/account'))).resolves.toMatchObject({ data: { id: 7 } });
    // Unsafe calls then go with the new session's token.
    await unwrap(api.PATCH('/account/language', { body: { locale: 'fr' } }));
    expect(calls('/sanctum/csrf-cookie')).toHaveLength(2);
  });

  it('shares one CSRF request between calls made while it is on its way', async () => {
    const api = sessionClient(createCookieJar());
    await Promise.all([api.ensureCsrfCookie(), api.ensureCsrfCookie(), api.ensureCsrfCookie()]);
    expect(calls('/sanctum/csrf-cookie')).toHaveLength(1);
  });

  it('sends no XSRF header on safe calls', async () => {
    const jar = createCookieJar();
    const api = sessionClient(jar);
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    await unwrap(api.GET('/account'));
    expect(calls('/account')[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('lets the server refuse an unsafe call whose token does not match (419) and reports it', async () => {
    const jar = createCookieJar();
    const onAuthFailure = vi.fn();
    const api = sessionClient(jar, {
      onAuthFailure,
      readCookie: (name) => (name === 'XSRF-TOKEN' ? 'forged' : undefined),
    });
    await api.ensureCsrfCookie();
    const error = await rejection(
      unwrap(api.PATCH('/account/language', { body: { locale: 'fr' } })),
    );
    expect(error.status).toBe(419);
    expect(error.isAuthFailure).toBe(true);
    await vi.waitFor(() => {
      expect(onAuthFailure).toHaveBeenCalledTimes(1);
    });
    expect((onAuthFailure.mock.calls[0]?.[0] as ApiError).status).toBe(419);
  });

  it('reports a 401 to the sign-out callback', async () => {
    const onAuthFailure = vi.fn();
    const api = sessionClient(createCookieJar(), { onAuthFailure });
    const error = await rejection(unwrap(api.GET('/account')));
    expect(error).toMatchObject({ status: 401, message: 'Unauthenticated.' });
    await vi.waitFor(() => {
      expect(onAuthFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
    });
  });

  it('signs out: the session is gone and the next call is a 401', async () => {
    const jar = createCookieJar();
    const api = sessionClient(jar);
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    await api.signOut();
    await expect(unwrap(api.GET('/account'))).rejects.toMatchObject({ status: 401 });
  });
});

describe('token mode', () => {
  it('gets a token with the device name and sends it as a bearer header, without CSRF', async () => {
    const store = memoryTokenStore();
    const api = createApiClient({
      baseUrl: server.url,
      mode: 'token',
      tokenStore: store,
      deviceName: 'iPhone de Camille',
    });
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    expect(store.get()).toMatch(/^1\|/);
    expect(JSON.parse(calls('/api/app/token')[0]?.body ?? '{}')).toMatchObject({
      device_name: 'iPhone de Camille',
    });

    await unwrap(api.PATCH('/account/language', { body: { locale: 'fr' } }));
    const request = calls('/account/language')[0];
    expect(request?.headers.authorization).toBe(`Bearer ${store.get() ?? ''}`);
    expect(request?.headers['x-xsrf-token']).toBeUndefined();
    expect(calls('/sanctum/csrf-cookie')).toHaveLength(0);
  });

  it('revokes the token at sign-out', async () => {
    const api = createApiClient({ baseUrl: server.url, mode: 'token' });
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    const token = api.token();
    await api.signOut();
    expect(api.token()).toBeNull();
    const again = createApiClient({
      baseUrl: server.url,
      mode: 'token',
      tokenStore: memoryTokenStore(token),
    });
    await expect(unwrap(again.GET('/account'))).rejects.toMatchObject({ status: 401 });
  });

  it('treats a sign-in that returns no token as a failure and signs out', async () => {
    const onAuthFailure = vi.fn();
    const api = createApiClient({
      baseUrl: server.url,
      mode: 'token',
      deviceName: 'no-token-device',
      onAuthFailure,
    });
    await expect(
      api.signIn({ email: 'camille@demo.test', password: 'Secret123' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(api.token()).toBeNull();
  });

  it('passes a failed sign-in on as an ApiError with the server message', async () => {
    const api = createApiClient({ baseUrl: server.url, mode: 'token' });
    await expect(
      api.signIn({ email: 'camille@demo.test', password: 'wrong' }),
    ).rejects.toMatchObject({
      status: 422,
      message: 'These credentials do not match our records.',
    });
  });
});

describe('headers and query', () => {
  it('sends Accept-Language from the current locale and X-Socket-ID when connected', async () => {
    let locale = 'fr';
    let socketId: string | undefined = undefined;
    const api = createApiClient({
      baseUrl: server.url,
      mode: 'token',
      locale: () => locale,
      socketId: () => socketId,
    });
    await api.GET('/members');
    locale = 'en';
    socketId = '123.456';
    await api.GET('/members');
    const [first, second] = calls('/members');
    expect(first?.headers['accept-language']).toBe('fr');
    expect(first?.headers['x-socket-id']).toBeUndefined();
    expect(second?.headers['accept-language']).toBe('en');
    expect(second?.headers['x-socket-id']).toBe('123.456');
  });

  it('serialises arrays comma-separated in the query string the server receives', async () => {
    const api = createApiClient({ baseUrl: server.url, mode: 'token' });
    await api.GET('/members', {
      params: {
        query: {
          page: 2,
          sort: '-values',
          filter: { question__values: '3,4', sexual_orientations: 'man,woman' },
        },
      },
    });
    await api.GET('/members', {
      params: { query: { filter: { keywords: ['yoga', 'café'] } } } as never,
    });
    const [first, second] = calls('/members');
    expect(decodeURIComponent(first?.query ?? '')).toBe(
      'page=2&sort=-values&filter[question__values]=3,4&filter[sexual_orientations]=man,woman',
    );
    expect(second?.query).toBe('filter[keywords]=yoga,caf%C3%A9');
  });
});

describe('errors', () => {
  it('gives the first message per field of a 422', async () => {
    const jar = createCookieJar();
    const api = sessionClient(jar);
    await api.signIn({ email: 'camille@demo.test', password: 'Secret123' });
    const error = await rejection(
      unwrap(api.PATCH('/account/language', { body: { locale: 'de' as 'fr' } })),
    );
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({
      locale: 'The selected locale is invalid.',
      'answers.0.value': 'Required.',
    });
    expect(error.message).toBe('The selected locale is invalid. (and 1 more error)');
  });

  it('carries the domain code and message', async () => {
    const api = createApiClient({ baseUrl: server.url, mode: 'token' });
    const error = await rejection(
      unwrap(
        api.POST('/conversations/{id}/messages', {
          params: { path: { id: 1 } },
          body: { type: 'flower' },
        }),
      ),
    );
    expect(error).toMatchObject({ status: 409, code: 'ALREADY_SENT_FLOWER_TODAY' });
    expect(error.message).toBe('You already sent a flower today.');
  });

  it('falls back to the generic message', async () => {
    const api = createApiClient({ baseUrl: server.url, mode: 'token' });
    const error = await rejection(
      unwrap(
        api.POST('/conversations/{id}/messages', {
          params: { path: { id: 2 } },
          body: { type: 'flower' },
        }),
      ),
    );
    expect(error).toMatchObject({ status: 500, message: GENERIC_ERROR_MESSAGE, isGeneric: true });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const api = createApiClient({ baseUrl: 'http://127.0.0.1:9', mode: 'token' });
    await expect(unwrap(api.GET('/account'))).rejects.toMatchObject({
      status: 0,
      message: GENERIC_ERROR_MESSAGE,
    });
  });
});
