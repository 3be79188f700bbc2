import { lazy, Suspense, useEffect } from 'react';
import { useOnline } from '../use-online';

const loadBanner = () => import('./offline-banner');
// The banner's code is not in the first load: it is fetched just after the page is drawn, while there
// is still a network, so that losing it later needs nothing more, even on a first visit, before the
// service worker (which precaches it) controls the page.
const OfflineBanner = lazy(loadBanner);

/** Said at the top of every page while the device has no network (the shell itself is cached). */
export function OfflineNotice() {
  const online = useOnline();
  useEffect(() => {
    loadBanner().catch(() => undefined);
  }, []);
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
