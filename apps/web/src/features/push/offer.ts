import { localStore, type KeyValueStore } from '../../lib/storage';
import { browserPush, webPushSupported, type PushBrowser } from '../../lib/web-push';

/**
 * When the app offers notifications on this device (issue 18). Never on a first visit: only once the
 * member has a conversation and opens the messages area (then someone may write back). A “not now”
 * is kept in local storage and a browser refusal by the browser itself (`Notification.permission`),
 * so neither is asked again; the notifications settings page can still turn it on.
 */
export const PUSH_OFFER_DECLINED_KEY = 'push_offer_declined';

export interface PushOfferInput {
  /** Web build, a push manager, and the app's service worker registered. */
  supported: boolean;
  permission: NotificationPermission;
  /** The member answered “not now” (or closed the browser's question) on this device. */
  declined: boolean;
  /** The member has at least one conversation. */
  hasConversation: boolean;
}

/**
 * - `offer`: show the prompt (the browser's question opens only on “enable”);
 * - `sync`: permission was granted before: subscribe silently (again after a sign-out) and tell the API;
 * - `none`: nothing to do or nothing to ask.
 */
export type PushOfferDecision = 'offer' | 'sync' | 'none';

export function pushOfferDecision(input: PushOfferInput): PushOfferDecision {
  if (!input.supported || !input.hasConversation) return 'none';
  if (input.permission === 'granted') return 'sync';
  if (input.permission === 'denied' || input.declined) return 'none';
  return 'offer';
}

export function offerDeclined(store: KeyValueStore = localStore): boolean {
  return store.get(PUSH_OFFER_DECLINED_KEY) === '1';
}

export function declineOffer(store: KeyValueStore = localStore): void {
  store.set(PUSH_OFFER_DECLINED_KEY, '1');
}

/** The decision with this browser's state (its service worker registration is looked up). */
export async function decidePushOffer(
  hasConversation: boolean,
  browser: PushBrowser = browserPush(),
  store: KeyValueStore = localStore,
): Promise<PushOfferDecision> {
  if (!hasConversation || !webPushSupported(browser) || !browser.notification) return 'none';
  const registration = await browser.serviceWorker?.getRegistration().catch(() => undefined);
  return pushOfferDecision({
    supported: registration !== undefined,
    permission: browser.notification.permission,
    declined: offerDeclined(store),
    hasConversation,
  });
}
