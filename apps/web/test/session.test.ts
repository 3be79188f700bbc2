// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';

const user = {
  id: 4,
  email: 'nouveau@demo.test',
  first_name: 'Alex',
  accepted_terms_date: null,
  blocked: false,
  ambassador: null,
  member: { id: 3, onboarding_completed: false, onboarding_step: null },
};

/** Loads the app's session modules fresh, on a fake platform and a fake API. */
async function load(
  platformName: 'web' | 'ios' | 'android',
  routes: Record<string, FakeRoute | { status: number; body?: unknown }>,
  options: { pushToken?: string } = {},
) {
  vi.resetModules();
  const platformModule = await import('../src/lib/platform');
  const platform = fakePlatform(platformName, { pushToken: () => options.pushToken });
  platformModule.setPlatform(platform);
  const { buildApiClient, setApiClient } = await import('../src/lib/api-client');
  const server = fakeApi(routes);
  setApiClient(
    buildApiClient({
      baseUrl: 'http://api.test',
      fetch: server.fetch,
      readCookie: () => 'xsrf-value',
    }),
  );
  const navigation = await import('../src/lib/navigation');
  const navigate = vi.fn();
  navigation.setNavigator(navigate);
  const session = await import('../src/lib/session');
  const notifications = await import('../src/lib/notifications');
  const { api } = await import('../src/lib/api-client');
  return { session, notifications, navigate, server, platform, api };
}

const accountRoutes = {
  'GET /sanctum/csrf-cookie': { status: 204 },
  'POST /api/app/login': { status: 204 },
  'GET /account': { status: 200, body: { data: user } },
  'POST /account/push-notification-tokens': { status: 204 },
};

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('sign-in, web (session cookies)', () => {
  it('signs in with the CSRF cookie echoed, fetches the user and registers the stored push token', async () => {
    const { session, server } = await load('web', accountRoutes, { pushToken: 'push-123' });
    const signedIn = await session.signIn({ email: 'nouveau@demo.test', password: 'Demo2026!' });
    expect(signedIn?.email).toBe('nouveau@demo.test');
    expect(session.isLoggedIn()).toBe(true);
    const calls = server.requests.map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual([
      'GET /sanctum/csrf-cookie',
      'POST /api/app/login',
      'GET /account',
      'POST /account/push-notification-tokens',
    ]);
    expect(server.requests[1]?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-value');
    expect(server.requests[1]?.headers.get('Authorization')).toBeNull();
    expect(server.requests[3]?.body).toEqual({ token: 'push-123' });
  });

  it('registers no push token when none is stored', async () => {
    const { session, server } = await load('web', accountRoutes);
    await session.signIn({ email: 'a@b.test', password: 'x' });
    expect(server.requests.some((r) => r.path === '/account/push-notification-tokens')).toBe(false);
  });

  it('sends the locale as Accept-Language', async () => {
    const { session, server } = await load('web', accountRoutes);
    const locale = await import('../src/lib/locale');
    locale.setActiveLocale('en');
    await session.signIn({ email: 'a@b.test', password: 'x' });
    expect(server.requests.at(-1)?.headers.get('Accept-Language')).toBe('en');
  });
});

describe('sign-in, native (bearer token)', () => {
  it('asks for a token with the device name and sends it as a bearer token', async () => {
    const { session, server, platform } = await load('ios', {
      'POST /api/app/token': { status: 200, body: { token: '1|secret' } },
      'GET /account': { status: 200, body: { data: user } },
    });
    await session.signIn({ email: 'a@b.test', password: 'Demo2026!' });
    expect(server.requests[0]?.path).toBe('/api/app/token');
    expect(server.requests[0]?.body).toEqual({
      email: 'a@b.test',
      password: 'Demo2026!',
      device_name: 'ios-app',
    });
    expect(platform.tokenStore.get()).toBe('1|secret');
    expect(server.requests[1]?.headers.get('Authorization')).toBe('Bearer 1|secret');
    expect(server.requests.some((r) => r.path === '/sanctum/csrf-cookie')).toBe(false);
    expect(session.isLoggedIn()).toBe(true);
  });

  it('raises an error and stays logged out when the token is missing', async () => {
    const { session } = await load('android', {
      'POST /api/app/token': { status: 200, body: {} },
    });
    await expect(session.signIn({ email: 'a@b.test', password: 'x' })).rejects.toThrow();
    expect(session.isLoggedIn()).toBe(false);
  });

  it('keeps the token of a social sign-up', async () => {
    const { session, platform, server } = await load('android', {
      'GET /account': { status: 200, body: { data: user } },
    });
    await session.signInWithToken('7|social');
    expect(platform.tokenStore.get()).toBe('7|social');
    expect(server.requests[0]?.headers.get('Authorization')).toBe('Bearer 7|social');
  });
});

describe('401 and 419 from any call', () => {
  for (const status of [401, 419]) {
    it(`${status}: logs out, clears user, notifications and token, and goes to /login with the redirect`, async () => {
      let expired = false;
      const { session, notifications, navigate, platform, api } = await load('ios', {
        'POST /api/app/token': { status: 200, body: { token: '1|secret' } },
        'GET /account': () =>
          expired
            ? { status, body: { message: 'Unauthenticated.' } }
            : { status: 200, body: { data: user } },
      });
      await session.signIn({ email: 'a@b.test', password: 'x' });
      notifications.notify({ message: 'hello' });
      window.history.replaceState(null, '', '/onboarding/step/height?from=menu');

      expired = true;
      await api().GET('/account');
      await vi.waitFor(() => {
        expect(navigate).toHaveBeenCalled();
      });
      expect(navigate).toHaveBeenCalledWith(
        '/login?redirect=%2Fonboarding%2Fstep%2Fheight%3Ffrom%3Dmenu',
        { replace: true },
      );
      expect(session.isLoggedIn()).toBe(false);
      expect(platform.tokenStore.get()).toBeNull();
      expect(notifications.currentNotifications()).toEqual([]);
    });
  }

  it('is ignored for a visitor (nothing to log out of)', async () => {
    const { navigate, api } = await load('web', {
      'GET /account': { status: 401, body: { message: 'Unauthenticated.' } },
    });
    await api().GET('/account');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the redirect query after a 401', () => {
  it('is the current path, unless it is a login path; an existing redirect is kept', async () => {
    const { session } = await load('web', {});
    expect(session.authFailureRedirect({ pathname: '/member/search', search: '' })).toBe(
      '/login?redirect=%2Fmember%2Fsearch',
    );
    expect(session.authFailureRedirect({ pathname: '/login', search: '' })).toBe('/login');
    expect(
      session.authFailureRedirect({
        pathname: '/login',
        search: '?redirect=%2Fmember%2Ffavorites',
      }),
    ).toBe('/login?redirect=%2Fmember%2Ffavorites');
    expect(
      session.authFailureRedirect({
        pathname: '/onboarding/terms',
        search: '?redirect=/ambassador',
      }),
    ).toBe('/login?redirect=%2Fambassador');
  });
});

describe('logout', () => {
  it('tells the server, forgets the token and returns to /login', async () => {
    const { session, navigate, server, platform } = await load('android', {
      'POST /api/app/token': { status: 200, body: { token: '1|secret' } },
      'GET /account': { status: 200, body: { data: user } },
      'POST /api/app/logout': { status: 204 },
    });
    await session.signIn({ email: 'a@b.test', password: 'x' });
    await session.signOut();
    expect(server.requests.at(-1)?.path).toBe('/api/app/logout');
    expect(platform.tokenStore.get()).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
