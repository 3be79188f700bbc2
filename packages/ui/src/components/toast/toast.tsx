import { cva } from 'class-variance-authority';
import { CircleCheck, Info, OctagonAlert, TriangleAlert, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import {
  DEFAULT_NOTIFICATION_DURATION,
  isUrgent,
  notificationDuration,
  orderNotifications,
  type NotificationType,
} from './toast.ts';

const messages = defineMessages<{
  region: { hotkey: string };
  label: NoMessageValues;
  close: NoMessageValues;
  type: { type: NotificationType };
}>({
  region: { id: 'ui.toast.region', defaultMessage: 'Notifications ({hotkey})' },
  label: { id: 'ui.toast.label', defaultMessage: 'Notification' },
  close: { id: 'ui.toast.close', defaultMessage: 'Fermer la notification' },
  type: {
    id: 'ui.toast.type',
    defaultMessage:
      '{type, select, success {Succès :} warning {Attention :} danger {Erreur :} other {Information :}}',
  },
});

export type NotificationId = string | number;

/** A notification as the app stores it (spec: id, message, type, duration, timestamp, icon flag). */
export type Notification = {
  id: NotificationId;
  message: ReactNode;
  /** info by default. */
  type?: NotificationType;
  /** Milliseconds before `onDismiss`; 3000 by default, `Infinity` to stay until closed. */
  duration?: number;
  /** When it was created (ms); the newest is on top. */
  timestamp?: number;
  /** `true` shows the type's icon; or pass your own icon (a flower). */
  icon?: ReactNode;
};

export const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border border-l-4 bg-surface-raised py-3 pr-2 pl-4 text-text shadow-lg',
    'transition-[opacity,translate] duration-200 ease-gentle starting:translate-x-4 starting:opacity-0',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      type: {
        info: 'border-info-soft border-l-info [&_[data-slot=toast-icon]]:text-info',
        success: 'border-success-soft border-l-success [&_[data-slot=toast-icon]]:text-success',
        warning: 'border-warning-soft border-l-warning [&_[data-slot=toast-icon]]:text-warning',
        danger: 'border-danger-soft border-l-danger [&_[data-slot=toast-icon]]:text-danger',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

const typeIcons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: OctagonAlert,
} as const;

export type ToasterProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** The notifications to show; the app owns the list. */
  notifications: readonly Notification[];
  /** Called with a notification's id when its duration is over or the member closes it. */
  onDismiss: (id: NotificationId) => void;
  /** Overrides each close button's name ('Fermer la notification'). */
  closeLabel?: string;
  /** Overrides the region's name ('Notifications (F8)'). */
  label?: string;
  /** Keyboard shortcut to reach the notifications (F8). */
  hotkey?: string[];
};

/**
 * The notification stack, controlled by the app: each notification leaves through `onDismiss(id)`
 * after its duration (3000 ms by default; paused while hovered or focused), from its close button,
 * Escape or a swipe. The newest is on top (and first for Tab); in the DOM the stack is chronological. Danger and warning are announced assertively, info and
 * success politely.
 */
export function Toaster({
  className,
  notifications,
  onDismiss,
  closeLabel,
  label,
  hotkey = ['F8'],
  ...props
}: ToasterProps) {
  const intl = useIntl();
  return (
    <Toast.Provider
      duration={DEFAULT_NOTIFICATION_DURATION}
      label={intl.formatMessage(messages.label)}
      swipeDirection="right"
    >
      {orderNotifications(notifications).map((notification) => {
        const type = notification.type ?? 'info';
        const TypeIcon = typeIcons[type];
        const icon =
          notification.icon === true ? (
            <TypeIcon />
          ) : isValidElement(notification.icon) ? (
            notification.icon
          ) : null;
        return (
          <Toast.Root
            key={notification.id}
            open
            onOpenChange={(open) => {
              if (!open) onDismiss(notification.id);
            }}
            duration={notificationDuration(notification.duration)}
            type={isUrgent(type) ? 'foreground' : 'background'}
            data-slot="toast"
            data-type={type}
            data-id={notification.id}
            className={toastVariants({ type })}
          >
            {icon ? (
              <span
                aria-hidden="true"
                data-slot="toast-icon"
                className="mt-0.5 inline-flex shrink-0 [&_svg]:size-5"
              >
                {icon}
              </span>
            ) : null}
            <Toast.Description data-slot="toast-message" className="min-w-0 flex-1 py-0.5 text-sm">
              <span className="sr-only">{intl.formatMessage(messages.type, { type })} </span>
              {notification.message}
            </Toast.Description>
            <Toast.Close
              data-slot="toast-close"
              aria-label={closeLabel ?? intl.formatMessage(messages.close)}
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-text-muted',
                'transition-colors duration-150 ease-gentle hover:bg-surface-sunken hover:text-text',
                'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
              )}
            >
              <X aria-hidden="true" className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        data-slot="toast-viewport"
        hotkey={hotkey}
        label={label ?? intl.formatMessage(messages.region, { hotkey: hotkey.join('+') })}
        className={cn(
          'fixed top-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col-reverse gap-2 overflow-y-auto p-4 sm:max-w-sm',
          className,
        )}
        {...props}
      />
    </Toast.Provider>
  );
}
