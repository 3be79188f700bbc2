import { describe, expect, it } from 'vitest';
import type { PushBrowser } from '../../lib/web-push';
import { deviceState } from './device-state';

function browser(
  permission: NotificationPermission,
  { registered = true, subscribed = false, pushManager = true } = {},
): PushBrowser {
  const registration = {
    pushManager: { getSubscription: () => Promise.resolve(subscribed ? {} : null) },
  } as unknown as ServiceWorkerRegistration;
  return {
    serviceWorker: {
      getRegistration: () => Promise.resolve(registered ? registration : undefined),
      ready: Promise.resolve(registration),
    },
    notification: { permission, requestPermission: () => Promise.resolve(permission) },
    hasPushManager: pushManager,
  };
}

describe('push on this device, as the settings page shows it', () => {
  it('blocked by the browser: the page explains how to allow it again', async () => {
    expect(await deviceState(browser('denied'))).toBe('denied');
  });

  it('not asked yet, or granted without a subscription: off, with a button', async () => {
    expect(await deviceState(browser('default'))).toBe('off');
    expect(await deviceState(browser('granted'))).toBe('off');
  });

  it('granted with a subscription: on', async () => {
    expect(await deviceState(browser('granted', { subscribed: true }))).toBe('enabled');
  });

  it('nothing without a push manager or the app’s service worker', async () => {
    expect(await deviceState(browser('default', { pushManager: false }))).toBe('unsupported');
    expect(await deviceState(browser('default', { registered: false }))).toBe('unsupported');
  });
});
