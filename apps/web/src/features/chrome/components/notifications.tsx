import { lazy, Suspense, useState } from 'react';
import { dismissNotification, useNotifications } from '../../../lib/notifications';

// The design system's Toaster (Radix toast and its layers) loads with the first toast, not with the
// first page: most visits to a public page never show one.
const Toaster = lazy(() => import('@app/ui/toast').then((module) => ({ default: module.Toaster })));

/** The app's toasts (lib/notifications.ts), shown by the design system's Toaster. */
export function Notifications() {
  const notifications = useNotifications();
  // Once shown, the Toaster stays mounted: a toast that closes plays its exit, the next one reuses it.
  const [needed, setNeeded] = useState(false);
  if (notifications.length > 0 && !needed) setNeeded(true);
  if (!needed && notifications.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster notifications={notifications} onDismiss={dismissNotification} />
    </Suspense>
  );
}
