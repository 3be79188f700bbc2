import { unwrap, type components } from '@app/client';
import { api } from '../../lib/api-client';
import { browserPush, webPushSupported, type PushBrowser } from '../../lib/web-push';

type SubscriptionRequest = components['schemas']['WebPushSubscriptionRequest'];

/**
 * - `subscribed`: this device receives pushes (the API has its subscription);
 * - `refused`: the browser's permission was refused or its question closed;
 * - `failed`: no service worker, no push service reachable, or the API refused: nothing was kept.
 */
export type EnableOutcome = 'subscribed' | 'refused' | 'failed';

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/** `PushSubscription.toJSON()` as the API takes it. */
export function subscriptionRequest(subscription: PushSubscription): SubscriptionRequest {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/**
 * Turns push on for this device: asks the browser's permission (only when `ask`, after the member said
 * yes), waits for the app's service worker, subscribes with the API's VAPID key and registers the
 * subscription. A subscription the API did not take is dropped again, so nothing half-done remains.
 */
export async function enableWebPush(
  { ask = true }: { ask?: boolean } = {},
  browser: PushBrowser = browserPush(),
): Promise<EnableOutcome> {
  const { notification, serviceWorker } = browser;
  if (!webPushSupported(browser) || !notification || !serviceWorker) return 'failed';
  let permission = notification.permission;
  if (permission === 'default' && ask) permission = await notification.requestPermission();
  if (permission !== 'granted') return 'refused';
  let created: PushSubscription | undefined;
  try {
    if (!(await serviceWorker.getRegistration())) return 'failed';
    const registration = await serviceWorker.ready;
    const { data } = await unwrap(api().GET('/web-push/public-key'));
    const key = applicationServerKey(data.public_key);
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    if (!subscription) {
      created = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      subscription = created;
    }
    await unwrap(
      api().POST('/account/web-push-subscriptions', { body: subscriptionRequest(subscription) }),
    );
    return 'subscribed';
  } catch {
    await created?.unsubscribe().catch(() => undefined);
    return 'failed';
  }
}
