import { AlertDialog } from 'radix-ui';
import { useState, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { dialogContentVariants, dialogOverlayClassName, useReturnFocus } from '../dialog';

const messages = defineMessages({
  confirm: { id: 'ui.confirm-dialog.confirm', defaultMessage: 'Confirmer' },
  cancel: { id: 'ui.confirm-dialog.cancel', defaultMessage: 'Annuler' },
});

export type ConfirmDialogProps = {
  /** Controlled open state; leave out with `trigger` to let the dialog manage it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  message?: ReactNode;
  /** Extra content under the message. */
  children?: ReactNode;
  /** Defaults to 'Confirmer' / 'Confirm'. */
  confirmLabel?: ReactNode;
  /** Defaults to 'Annuler' / 'Cancel'. */
  cancelLabel?: ReactNode;
  /** `danger` for destructive actions (block, delete): a red confirm button. */
  variant?: 'default' | 'danger';
  /** Forces the confirming state (spinner, nothing can close the dialog). */
  loading?: boolean;
  /**
   * Called on confirm. Return a promise to keep the dialog loading until it settles: it closes when
   * the promise resolves and stays open when it rejects (the app shows the error).
   */
  onConfirm?: () => unknown;
  /** Called when the member cancels: the cancel button or Escape. */
  onCancel?: () => void;
  /** Close the dialog after a confirm that returns nothing (true). */
  closeOnConfirm?: boolean;
  size?: 'sm' | 'md';
  /**
   * Where focus goes on close; by default the element focused when the dialog opened. Pass the menu
   * trigger when the dialog opens from a menu item (the item is gone by then).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  );
}

/**
 * Asks to confirm an action (an alert dialog: focus starts on Cancel, a click outside does nothing).
 * While confirming, the confirm button shows a spinner and the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  message,
  children,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  loading = false,
  onConfirm,
  onCancel,
  closeOnConfirm = true,
  size = 'sm',
  returnFocusRef,
  className,
}: ConfirmDialogProps) {
  const intl = useIntl();
  const returnFocus = useReturnFocus(returnFocusRef);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const isOpen = open ?? uncontrolledOpen;
  const busy = loading || pending;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      if (busy) return;
      onCancel?.();
    }
    setOpen(next);
  };

  const handleConfirm = async (event: MouseEvent<HTMLButtonElement>) => {
    // The dialog closes itself only once the action is done.
    event.preventDefault();
    if (busy) return;
    const result = onConfirm?.();
    if (!isPromiseLike(result)) {
      if (closeOnConfirm) setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setOpen(false);
    } catch {
      // Stays open: the app reports the failure.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          data-slot="confirm-dialog-overlay"
          className={dialogOverlayClassName}
        />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          data-size={size}
          data-loading={busy || undefined}
          aria-busy={busy || undefined}
          className={cn(dialogContentVariants({ size }), className)}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          {...(message ? {} : { 'aria-describedby': undefined })}
        >
          <div data-slot="confirm-dialog-header" className="flex flex-col gap-2">
            <AlertDialog.Title
              data-slot="confirm-dialog-title"
              className="font-display text-xl leading-tight font-semibold text-balance"
            >
              {title}
            </AlertDialog.Title>
            {message ? (
              <AlertDialog.Description
                data-slot="confirm-dialog-message"
                className="text-base text-text-muted"
              >
                {message}
              </AlertDialog.Description>
            ) : null}
          </div>
          {children}
          <div
            data-slot="confirm-dialog-footer"
            className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
          >
            <AlertDialog.Cancel asChild>
              <Button data-slot="confirm-dialog-cancel" variant="outline" disabled={busy}>
                {cancelLabel ?? intl.formatMessage(messages.cancel)}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button
                data-slot="confirm-dialog-confirm"
                variant={variant === 'danger' ? 'danger' : 'primary'}
                loading={busy}
                onClick={(event) => void handleConfirm(event)}
              >
                {confirmLabel ?? intl.formatMessage(messages.confirm)}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
