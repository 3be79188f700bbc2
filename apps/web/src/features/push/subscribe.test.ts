import { createApiClient, type ApiClient } from '@app/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoute } from '../../../test/support/fake-api';
import type { PushBrowser } from '../../lib/web-push';

let client: ApiClient;
vi.mock('../../lib/api-client', () => ({ api: () => client }));

const { applicationServerKey, enableWebPush } = await import('./subscribe');
const { forgetWebPush } = await import('../../lib/web-push');

// A P-256 public key is 65 bytes; any 65 bytes do for the fake push manager.
const vapid = Buffer.from(Uint8Array.from({ length: 65 }, (_, index) => index)).toString(
  'base64url',
);

function serve(routes: Record<string, FakeRoute | { status: number; body?: unknown }>) {
  const fake = fakeApi(routes);
  client = createApiClient({
    baseUrl: 'http://api.test',
    mode: 'token',
    locale: () => 'fr',
    deviceName: 'test',
    fetch: fake.fetch,
  });
  return fake;
}

function fakeSubscription(endpoint = 'https://push.test/abc') {
  return {
    endpoint,
    options: { applicationServerKey: applicationServerKey(vapid).buffer },
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BPk', auth: 'c2VjcmV0' } }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
}

interface FakeOptions {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  existing?: ReturnType<typeof fakeSubscription>;
  subscribeFails?: boolean;
}

function fakeBrowser({
  permission = 'default',
  answer = 'granted',
  existing,
  subscribeFails = false,
}: FakeOptions = {}) {
  const created = fakeSubscription();
  let current = existing ?? null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((_options: PushSubscriptionOptionsInit) => {
      if (subscribeFails) return Promise.reject(new DOMException('no push service', 'AbortError'));
      current = created;
      return Promise.resolve(created);
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  const browser: PushBrowser = {
    serviceWorker: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
    notification: { permission, requestPermission },
    hasPushManager: true,
  };
  return { browser, pushManager, requestPermission, created };
}

const routes = {
  'GET /web-push/public-key': { status: 200, body: { data: { public_key: vapid } } },
  'POST /account/web-push-subscriptions': { status: 204 },
  'DELETE /account/web-push-subscriptions': { status: 204 },
};

describe('turning push on for this device', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('asks the browser, subscribes with the API key, and registers the subscription', async () => {
    const { requests } = serve(routes);
    const { browser, pushManager, requestPermission } = fakeBrowser();
    expect(await enableWebPush({}, browser)).toBe('subscribed');
    expect(requestPermission).toHaveBeenCalledTimes(1);
    const options = pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe(
      vapid,
    );
    const posted = requests.find((request) => request.method === 'POST');
    expect(posted?.body).toEqual({
      endpoint: 'https://push.test/abc',
      expirationTime: null,
      keys: { p256dh: 'BPk', auth: 'c2VjcmV0' },
    });
  });

  it('stops at a refusal, without subscribing', async () => {
    const { requests } = serve(routes);
    const { browser, pushManager } = fakeBrowser({ answer: 'denied' });
    expect(await enableWebPush({}, browser)).toBe('refused');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(requests).toHaveLength(0);
  });

  it('never asks when told not to (a silent renewal)', async () => {
    serve(routes);
    const { browser, requestPermission } = fakeBrowser();
    expect(await enableWebPush({ ask: false }, browser)).toBe('refused');
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('registers an existing subscription again without a new one', async () => {
    const { requests } = serve(routes);
    const existing = fakeSubscription('https://push.test/kept');
    const { browser, pushManager } = fakeBrowser({ permission: 'granted', existing });
    expect(await enableWebPush({ ask: false }, browser)).toBe('subscribed');
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(requests.find((request) => request.method === 'POST')?.body).toMatchObject({
      endpoint: 'https://push.test/kept',
    });
  });

  it('fails cleanly when no push service answers: nothing is registered', async () => {
    const { requests } = serve(routes);
    const { browser } = fakeBrowser({ subscribeFails: true });
    expect(await enableWebPush({}, browser)).toBe('failed');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('drops the new subscription when the API refuses it', async () => {
    serve({ ...routes, 'POST /account/web-push-subscriptions': { status: 422, body: {} } });
    const { browser, created } = fakeBrowser();
    expect(await enableWebPush({}, browser)).toBe('failed');
    expect(created.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('on sign-out, the API forgets the endpoint and the browser drops it', async () => {
    const { requests } = serve(routes);
    const existing = fakeSubscription('https://push.test/old');
    const { browser } = fakeBrowser({ permission: 'granted', existing });
    await forgetWebPush(browser);
    const deleted = requests.find((request) => request.method === 'DELETE');
    expect(new URLSearchParams(deleted?.search).get('endpoint')).toBe('https://push.test/old');
    expect(existing.unsubscribe).toHaveBeenCalledTimes(1);
  });
});
