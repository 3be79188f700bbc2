import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../lib/storage';
import type { PushBrowser } from '../../lib/web-push';
import {
  decidePushOffer,
  declineOffer,
  offerDeclined,
  pushOfferDecision,
  type PushOfferInput,
} from './offer';

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    get: (name) => values.get(name),
    set: (name, value) => values.set(name, value),
    remove: (name) => values.delete(name),
  };
}

function browser({
  permission = 'default',
  registered = true,
  pushManager = true,
}: {
  permission?: NotificationPermission;
  registered?: boolean;
  pushManager?: boolean;
} = {}): PushBrowser {
  return {
    serviceWorker: {
      getRegistration: () =>
        Promise.resolve(registered ? ({} as ServiceWorkerRegistration) : undefined),
      ready: new Promise<ServiceWorkerRegistration>(() => undefined),
    },
    notification: { permission, requestPermission: () => Promise.resolve(permission) },
    hasPushManager: pushManager,
  };
}

const base: PushOfferInput = {
  supported: true,
  permission: 'default',
  declined: false,
  hasConversation: true,
};

describe('when the app offers notifications', () => {
  it('offers once the member has a conversation, never before', () => {
    expect(pushOfferDecision({ ...base, hasConversation: false })).toBe('none');
    expect(pushOfferDecision({ ...base })).toBe('offer');
  });

  it('never asks again after “not now” or a browser refusal', () => {
    expect(pushOfferDecision({ ...base, declined: true })).toBe('none');
    expect(pushOfferDecision({ ...base, permission: 'denied' })).toBe('none');
  });

  it('renews silently when the browser already granted it', () => {
    expect(pushOfferDecision({ ...base, permission: 'granted' })).toBe('sync');
    expect(pushOfferDecision({ ...base, permission: 'granted', declined: true })).toBe('sync');
  });

  it('does nothing without web push', () => {
    expect(pushOfferDecision({ ...base, supported: false })).toBe('none');
  });

  it('keeps “not now” in local storage', () => {
    const store = memoryStore();
    expect(offerDeclined(store)).toBe(false);
    declineOffer(store);
    expect(offerDeclined(store)).toBe(true);
  });

  it('reads the browser: permission, push manager, the app’s service worker', async () => {
    const store = memoryStore();
    expect(await decidePushOffer(true, browser(), store)).toBe('offer');
    expect(await decidePushOffer(false, browser(), store)).toBe('none');
    expect(await decidePushOffer(true, browser({ registered: false }), store)).toBe('none');
    expect(await decidePushOffer(true, browser({ pushManager: false }), store)).toBe('none');
    expect(await decidePushOffer(true, browser({ permission: 'denied' }), store)).toBe('none');
    expect(await decidePushOffer(true, browser({ permission: 'granted' }), store)).toBe('sync');
    declineOffer(store);
    expect(await decidePushOffer(true, browser(), store)).toBe('none');
  });
});
