import { registerSW } from 'virtual:pwa-register';
import { offerUpdate } from './app-update';

/** How often the app asks for a new version (spec 01, section 9: every 60 seconds). */
export const UPDATE_CHECK_INTERVAL_MS = 60_000;

/**
 * Registers the service worker (built by vite-plugin-pwa: the app shell precached, push handled by
 * `public/push-handler.js`) and checks for a new version every minute while the page is open. A new
 * version never takes over by itself: it waits until the member accepts the update prompt.
 */
export function startServiceWorker(): void {
  const update = registerSW({
    onNeedRefresh() {
      offerUpdate(() => update(true));
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) void registration.update();
      }, UPDATE_CHECK_INTERVAL_MS);
    },
  });
}
