/** How long a notification stays, in milliseconds, when it sets no duration (spec: 3000 ms). */
export const DEFAULT_NOTIFICATION_DURATION = 3000;

export type NotificationType = 'info' | 'success' | 'warning' | 'danger';

/**
 * The order of the stack in the DOM: oldest first, newest last (new toasts are appended, and the
 * viewport shows the newest on top). Notifications with a `timestamp` are sorted by it; without one,
 * a later position in the list counts as newer (the app appends new notifications).
 */
export function orderNotifications<
  T extends { id: string | number; timestamp?: number | undefined },
>(notifications: readonly T[]): T[] {
  return notifications
    .map((notification, index) => ({ notification, index }))
    .sort(
      (a, b) =>
        (a.notification.timestamp ?? 0) - (b.notification.timestamp ?? 0) || a.index - b.index,
    )
    .map(({ notification }) => notification);
}

/** A notification's duration: its own when positive, else the default 3000 ms. */
export function notificationDuration(duration: number | undefined): number {
  return duration !== undefined && duration > 0 ? duration : DEFAULT_NOTIFICATION_DURATION;
}

/** Danger and warning interrupt screen readers (assertive); info and success wait (polite). */
export function isUrgent(type: NotificationType): boolean {
  return type === 'danger' || type === 'warning';
}
