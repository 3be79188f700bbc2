import type { RefObject } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ConfirmDialog } from '../confirm-dialog';

/** Texts that name the member. */
type Named = { firstName: string };

const messages = defineMessages<{
  blockTitle: Named;
  blockMessage: Named;
  blockConfirm: NoMessageValues;
  unblockTitle: Named;
  unblockMessage: Named;
  unblockConfirm: NoMessageValues;
}>({
  blockTitle: { id: 'ui.block-dialog.block.title', defaultMessage: 'Bloquer {firstName} ?' },
  blockMessage: {
    id: 'ui.block-dialog.block.message',
    defaultMessage:
      '{firstName} ne pourra plus vous trouver dans la recherche ni vous écrire, et cette personne n’en sera pas informée. Vous pourrez la débloquer à tout moment.',
  },
  blockConfirm: { id: 'ui.block-dialog.block.confirm', defaultMessage: 'Bloquer' },
  unblockTitle: { id: 'ui.block-dialog.unblock.title', defaultMessage: 'Débloquer {firstName} ?' },
  unblockMessage: {
    id: 'ui.block-dialog.unblock.message',
    defaultMessage: '{firstName} pourra de nouveau vous trouver dans la recherche et vous écrire.',
  },
  unblockConfirm: { id: 'ui.block-dialog.unblock.confirm', defaultMessage: 'Débloquer' },
});

export type BlockDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's first name. */
  firstName: string;
  /** Block (with what it does) or unblock. */
  mode: 'block' | 'unblock';
  /**
   * Called on confirm. Return a promise to keep the dialog busy until it settles: it closes when it
   * resolves and stays open when it rejects (the app shows the failure).
   */
  onConfirm: () => void | Promise<void>;
  /** Forces the confirming state (spinner, nothing can close the dialog). */
  pending?: boolean;
  /** Where focus goes on close (the ⋯ trigger when opened from the profile menu). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * Confirms blocking a member (they can no longer find you or write to you, and are not told) or
 * unblocking them. An alert dialog: focus starts on Cancel, Escape cancels.
 */
export function BlockDialog({
  open,
  onOpenChange,
  firstName,
  mode,
  onConfirm,
  pending = false,
  returnFocusRef,
  className,
}: BlockDialogProps) {
  const intl = useIntl();
  const block = mode === 'block';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant={block ? 'danger' : 'default'}
      title={intl.formatMessage(block ? messages.blockTitle : messages.unblockTitle, { firstName })}
      message={intl.formatMessage(block ? messages.blockMessage : messages.unblockMessage, {
        firstName,
      })}
      confirmLabel={intl.formatMessage(block ? messages.blockConfirm : messages.unblockConfirm)}
      loading={pending}
      onConfirm={onConfirm}
      returnFocusRef={returnFocusRef}
      className={className}
    />
  );
}
