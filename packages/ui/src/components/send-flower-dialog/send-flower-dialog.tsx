import type { RefObject } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { ConfirmDialog } from '../confirm-dialog';

/** Texts that name the member. */
type Named = { firstName: string };

const messages = defineMessages<{ title: Named; message: Named; confirm: NoMessageValues }>({
  title: {
    id: 'ui.send-flower-dialog.title',
    defaultMessage: 'Envoyer une fleur à {firstName} ?',
  },
  message: {
    id: 'ui.send-flower-dialog.message',
    defaultMessage:
      'Vous pouvez offrir une fleur par jour. Elle ouvre une conversation avec {firstName}, qui pourra vous répondre.',
  },
  confirm: { id: 'ui.send-flower-dialog.confirm', defaultMessage: 'Envoyer la fleur' },
});

export type SendFlowerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The member's first name. */
  firstName: string;
  /**
   * Called on confirm. Return a promise to keep the dialog busy until it settles: it closes when it
   * resolves and stays open when it rejects (the app shows the failure).
   */
  onConfirm: () => void | Promise<void>;
  /** Forces the sending state (spinner, nothing can close the dialog). */
  pending?: boolean;
  /** Where focus goes on close; by default the send-flower button that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/** Confirms sending a flower: one per day, and it opens a conversation with the member. */
export function SendFlowerDialog({
  open,
  onOpenChange,
  firstName,
  onConfirm,
  pending = false,
  returnFocusRef,
  className,
}: SendFlowerDialogProps) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(messages.title, { firstName })}
      message={intl.formatMessage(messages.message, { firstName })}
      confirmLabel={intl.formatMessage(messages.confirm)}
      loading={pending}
      onConfirm={onConfirm}
      returnFocusRef={returnFocusRef}
      className={className}
    />
  );
}
