import { useEffect } from 'react';

/**
 * Fetches code a page may need soon (a panel, a dialog) once it is drawn and the browser is idle,
 * while a network is there; nothing where the browser has no idle callback (the click loads it then).
 */
export function usePreloadWhenIdle(load: () => Promise<unknown>, enabled = true) {
  useEffect(() => {
    if (!enabled || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => {
      load().catch(() => undefined);
    });
    return () => {
      window.cancelIdleCallback(handle);
    };
  }, [load, enabled]);
}
