import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { dialogContentVariants, dialogOverlayClassName, useReturnFocus } from '../dialog';

const messages = defineMessages({
  title: { id: 'ui.delete-account-dialog.title', defaultMessage: 'Supprimer votre compte?' },
  message: {
    id: 'ui.delete-account-dialog.message',
    defaultMessage:
      'La suppression est définitive : votre profil, vos photos et vos réponses sont effacés, et vous ne pourrez plus vous connecter. Vous pouvez plutôt mettre votre compte en pause : votre profil est masqué et vous reprenez quand vous voulez.',
  },
  pause: { id: 'ui.delete-account-dialog.pause', defaultMessage: 'Mettre en pause plutôt' },
  delete: { id: 'ui.delete-account-dialog.delete', defaultMessage: 'Supprimer définitivement' },
  cancel: { id: 'ui.delete-account-dialog.cancel', defaultMessage: 'Annuler' },
});

export type DeleteAccountDialogProps = {
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** Controlled open state; leave out with `trigger` to let the dialog manage it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Pauses the account instead. Return a promise to keep the dialog busy until it settles: it closes
   * when the promise resolves and stays open when it rejects (the app shows the error).
   */
  onPause: () => unknown;
  /** Deletes the account for good; a promise keeps the dialog busy, as for `onPause`. */
  onDelete: () => unknown;
  className?: string;
};

type Choice = 'pause' | 'delete';

/**
 * Leaving for good (spec 02, section 4: pause and delete): an alert dialog that offers to pause the
 * account instead, or to delete it permanently. Focus starts on Cancel; while a choice is under way
 * both are locked and nothing closes the dialog.
 */
export function DeleteAccountDialog({
  trigger,
  open,
  onOpenChange,
  onPause,
  onDelete,
  className,
}: DeleteAccountDialogProps) {
  const intl = useIntl();
  const returnFocus = useReturnFocus();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const [pending, setPending] = useState<Choice | null>(null);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const choose = async (choice: Choice) => {
    if (pending) return;
    const result = (choice === 'pause' ? onPause : onDelete)();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(choice);
    try {
      await result;
      setOpen(false);
    } catch {
      // Stays open: the app reports the failure.
    } finally {
      setPending(null);
    }
  };

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (!next && pending) return;
        setOpen(next);
      }}
    >
      {trigger ? <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay
          data-slot="delete-account-dialog-overlay"
          className={dialogOverlayClassName}
        />
        <AlertDialog.Content
          data-slot="delete-account-dialog"
          data-pending={pending ?? undefined}
          aria-busy={pending ? true : undefined}
          className={cn(dialogContentVariants({ size: 'md' }), className)}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (pending) event.preventDefault();
          }}
        >
          <div className="flex flex-col gap-2">
            <AlertDialog.Title className="font-display text-xl leading-tight font-semibold text-balance">
              {intl.formatMessage(messages.title)}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-base text-text-muted">
              {intl.formatMessage(messages.message)}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button
                data-slot="delete-account-dialog-cancel"
                variant="outline"
                disabled={pending !== null}
              >
                {intl.formatMessage(messages.cancel)}
              </Button>
            </AlertDialog.Cancel>
            <Button
              data-slot="delete-account-dialog-pause"
              variant="secondary"
              loading={pending === 'pause'}
              disabled={pending === 'delete'}
              onClick={() => void choose('pause')}
            >
              {intl.formatMessage(messages.pause)}
            </Button>
            <Button
              data-slot="delete-account-dialog-delete"
              variant="danger"
              loading={pending === 'delete'}
              disabled={pending === 'pause'}
              onClick={() => void choose('delete')}
            >
              {intl.formatMessage(messages.delete)}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
