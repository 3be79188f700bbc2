import { lazy, Suspense } from 'react';
import { useOnline } from '../use-online';

// The banner's code is precached by the service worker (which takes over a first visit's page as soon
// as it is active) and loads only once the network is gone.
const OfflineBanner = lazy(() => import('./offline-banner'));

/** Said at the top of every page while the device has no network (the shell itself is cached). */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
