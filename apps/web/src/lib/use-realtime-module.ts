import { useEffect, useState } from 'react';
import type { realtimeFor } from './realtime';

type RealtimeFor = typeof realtimeFor;

/**
 * The realtime connection's `realtimeFor`, loaded once the page has mounted, so that laravel-echo and
 * pusher-js (about 20 KiB gzip) are not in the route's first load; `undefined` until then. A failed load
 * is thrown at the next render, to the route's error screen, as a failed route chunk would be.
 */
export function useRealtimeModule(): RealtimeFor | undefined {
  const [loaded, setLoaded] = useState<RealtimeFor>();
  useEffect(() => {
    let active = true;
    import('./realtime').then(
      (module) => {
        if (active) setLoaded(() => module.realtimeFor);
      },
      (error: unknown) => {
        if (active)
          setLoaded(() => {
            throw error;
          });
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return loaded;
}
