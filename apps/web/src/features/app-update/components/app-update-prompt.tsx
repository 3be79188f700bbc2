import { lazy, Suspense } from 'react';
import { applyUpdate, dismissUpdate, useAppUpdate } from '../app-update';

// The prompt's code loads only when a new version is actually waiting.
const UpdatePrompt = lazy(() =>
  import('@app/ui/update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/** Offers the new version the service worker found; the page reloads only when the member says so. */
export function AppUpdatePrompt() {
  const { available, dismissed, reloading } = useAppUpdate();
  if (!available || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt
        reloading={reloading}
        onReload={() => void applyUpdate()}
        onDismiss={dismissUpdate}
      />
    </Suspense>
  );
}
