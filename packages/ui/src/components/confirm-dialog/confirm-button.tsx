import { useRef } from 'react';
import { useDialogOnDemand } from '../../hooks/use-dialog-on-demand';
import { Button, type ButtonProps } from '../button';
import type { ConfirmDialogProps } from './confirm-dialog';
import { LazyConfirmDialog, loadConfirmDialog } from './lazy-confirm-dialog.ts';

/** What the confirmation says and does (its `open` state belongs to the button). */
export type ConfirmButtonDialog = Pick<
  ConfirmDialogProps,
  'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'variant' | 'onConfirm' | 'onCancel'
>;

export type ConfirmButtonProps = Omit<ButtonProps, 'onClick' | 'asChild' | 'ref'> & {
  /** The confirmation the button opens. */
  confirm: ConfirmButtonDialog;
};

/**
 * A button that asks to confirm before it acts (unblock, remove a card, stop the renewal). It is drawn
 * at once; the confirmation's code (the dialog primitives, about 16 KiB gzip) loads when the pointer or
 * the focus first reaches it, when it is pressed, or when the page is idle (issue 12), and the focus
 * returns to the button when the confirmation closes.
 */
export function ConfirmButton({ confirm, ...props }: ConfirmButtonProps) {
  const dialog = useDialogOnDemand(loadConfirmDialog);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={buttonRef} {...props} {...dialog.trigger} />
      {dialog.asked ? (
        <LazyConfirmDialog
          {...confirm}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          returnFocusRef={buttonRef}
        />
      ) : null}
    </>
  );
}
