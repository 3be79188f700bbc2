import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether the app has taken over the page: false while a prerendered page is being rendered on the
 * server and during its hydration, true right after (and from the first render of a page the app
 * renders itself). Inputs stay read-only until then, so what someone types into the prerendered HTML
 * before the script runs is never silently replaced by the app's empty state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
