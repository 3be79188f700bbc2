import { unwrap } from '@app/client';
import { api } from './api-client';
import { platform } from './platform';

/**
 * Web push on this browser (issue 18): what both the push feature and the sign-out need. The feature
 * (`features/push`) offers and subscribes; the sign-out forgets this device's subscription
 * (`forgetWebPush`), loaded only then. Native apps register their own token (`platform().pushToken`).
 */

/** The browser APIs web push needs; tests pass fakes. */
export interface PushBrowser {
  serviceWorker: Pick<ServiceWorkerContainer, 'getRegistration' | 'ready'> | undefined;
  /** `Notification`, when the browser has it. */
  notification: Pick<typeof Notification, 'permission' | 'requestPermission'> | undefined;
  hasPushManager: boolean;
}

export function browserPush(): PushBrowser {
  const global = globalThis as typeof globalThis & {
    Notification?: typeof Notification;
    PushManager?: unknown;
  };
  return {
    serviceWorker:
      typeof navigator !== 'undefined' && 'serviceWorker' in navigator
        ? navigator.serviceWorker
        : undefined,
    notification: global.Notification,
    hasPushManager: typeof global.PushManager !== 'undefined',
  };
}

/** Web push exists here: the web build (not a native wrapper) in a browser with a push manager. */
export function webPushSupported(browser: PushBrowser = browserPush()): boolean {
  return (
    !platform().isNative &&
    browser.hasPushManager &&
    browser.serviceWorker !== undefined &&
    browser.notification !== undefined
  );
}

/** This device's push subscription, if the app's service worker has one. */
export async function currentPushSubscription(
  browser: PushBrowser = browserPush(),
): Promise<PushSubscription | null> {
  if (!webPushSupported(browser)) return null;
  const registration = await browser.serviceWorker?.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Sign-out on this device: the API forgets the subscription (while the session still holds) and the
 * browser drops it, so whoever signs in next here is not sent the previous member's messages.
 */
export async function forgetWebPush(browser: PushBrowser = browserPush()): Promise<void> {
  try {
    const subscription = await currentPushSubscription(browser);
    if (!subscription) return;
    try {
      await unwrap(
        api().DELETE('/account/web-push-subscriptions', {
          params: { query: { endpoint: subscription.endpoint } },
        }),
      );
    } finally {
      await subscription.unsubscribe();
    }
  } catch {
    // Signed out whatever happens; the API also drops subscriptions the push service refuses.
  }
}
