import { useEffect, useState } from 'react';
import type { realtimeFor } from './realtime';

type RealtimeFor = typeof realtimeFor;

/** The module's `realtimeFor`, once a page has loaded it. */
let loaded: RealtimeFor | undefined;

/**
 * The realtime connection's `realtimeFor` for a page that needs it to render (the call page builds its
 * channel from it), loaded once the page has mounted, so that laravel-echo and pusher-js (about 20 KiB
 * gzip) are not in the route's first load; `undefined` until then. Its arrival renders the component
 * again: a layout or a long page that only listens loads `./realtime` in an effect instead
 * (`useUserChannel`). A failed load is thrown at the next render, to the route's error screen, as a
 * failed route chunk would be.
 */
export function useRealtimeModule(): RealtimeFor | undefined {
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    if (module) return;
    let active = true;
    import('./realtime').then(
      (realtime) => {
        loaded = realtime.realtimeFor;
        if (active) setModule(() => realtime.realtimeFor);
      },
      (error: unknown) => {
        if (active)
          setModule(() => {
            throw error;
          });
      },
    );
    return () => {
      active = false;
    };
  }, [module]);
  return module;
}
