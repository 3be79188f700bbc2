export {
  Toaster,
  toastVariants,
  type Notification,
  type NotificationId,
  type ToasterProps,
} from './toast.tsx';
export {
  DEFAULT_NOTIFICATION_DURATION,
  isUrgent,
  notificationDuration,
  orderNotifications,
  type NotificationType,
} from './toast.ts';
