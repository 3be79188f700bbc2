import { Toaster } from '@app/ui/toast';
import { dismissNotification, useNotifications } from '../../../lib/notifications';

/** The app's toasts (lib/notifications.ts), shown by the design system's Toaster. */
export function Notifications() {
  const notifications = useNotifications();
  return <Toaster notifications={notifications} onDismiss={dismissNotification} />;
}
