import { currentNotifications } from '../../src/lib/notifications';

/** The texts of the error toasts on screen, oldest first. */
export const dangerToasts = () =>
  currentNotifications()
    .filter((notification) => notification.type === 'danger')
    .map((notification) => notification.message);
