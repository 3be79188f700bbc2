import {
  browserPush,
  currentPushSubscription,
  webPushSupported,
  type PushBrowser,
} from '../../lib/web-push';

/**
 * Push on this browser, as the settings page shows it: not available here (native app, no push
 * manager, no service worker), blocked by the browser, off, or on (a subscription exists).
 */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'enabled';

export async function deviceState(browser: PushBrowser = browserPush()): Promise<DeviceState> {
  if (!webPushSupported(browser) || !browser.notification) return 'unsupported';
  if (!(await browser.serviceWorker?.getRegistration().catch(() => undefined))) {
    return 'unsupported';
  }
  const permission = browser.notification.permission;
  if (permission === 'denied') return 'denied';
  if (permission === 'granted' && (await currentPushSubscription(browser))) return 'enabled';
  return 'off';
}
