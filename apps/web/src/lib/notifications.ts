import type { Notification, NotificationId } from '@app/ui/toast';
import type { ReactNode } from 'react';
import { externalStore, useExternalStore } from './external-store';

export type NotificationType = 'info' | 'success' | 'warning' | 'danger';

export interface NotifyOptions {
  message: ReactNode;
  type?: NotificationType;
  /** Milliseconds; 3000 by default (spec 01, section 9). */
  duration?: number;
  icon?: ReactNode;
}

const store = externalStore<readonly Notification[]>([]);
let nextId = 1;

/**
 * Shows a toast; it leaves after its duration. The same text of the same type already on screen is
 * not shown twice (a read that fails again as the page draws, a button pressed twice): its id is
 * returned instead.
 */
export function notify({
  message,
  type = 'info',
  duration = 3000,
  icon,
}: NotifyOptions): NotificationId {
  if (typeof message === 'string') {
    const shown = store
      .get()
      .find((notification) => notification.type === type && notification.message === message);
    if (shown) return shown.id;
  }
  const id = nextId++;
  store.set((list) => [
    ...list,
    { id, message, type, duration, timestamp: Date.now(), ...(icon === undefined ? {} : { icon }) },
  ]);
  return id;
}

export function dismissNotification(id: NotificationId): void {
  store.set((list) => list.filter((notification) => notification.id !== id));
}

/** Sign-out clears the notifications. */
export function clearNotifications(): void {
  store.set([]);
}

export function currentNotifications(): readonly Notification[] {
  return store.get();
}

export function useNotifications(): readonly Notification[] {
  return useExternalStore(store);
}
