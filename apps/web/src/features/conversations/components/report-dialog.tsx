import { ReportDialog as ReportDialogView } from '@app/ui/report-dialog';
import { useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { errorText } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { refetchUserIfChanged } from '../../../lib/user-changed';
import { reportMember } from '../api/report-member';

const messages = defineMessages({
  done: {
    id: 'conversation.report.done',
    defaultMessage: 'Merci, votre signalement a été envoyé.',
  },
});

/**
 * Reports the other member of a conversation: the design system's report dialog, the one a profile
 * opens (no reason chosen for the member, a note of up to 1000 characters, a refusal shown in the
 * dialog, spec 02 section 5). A failure saying the member's own state changed reads the user again.
 */
export function ReportDialog({
  open,
  onOpenChange,
  memberId,
  name,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberId: number;
  name: string;
  returnFocusRef?: RefObject<HTMLElement | null>;
}) {
  const intl = useIntl();
  const [error, setError] = useState<string | undefined>(undefined);
  return (
    <ReportDialogView
      open={open}
      onOpenChange={(next) => {
        setError(undefined);
        onOpenChange(next);
      }}
      firstName={name}
      error={error}
      returnFocusRef={returnFocusRef}
      onSubmit={async (report) => {
        setError(undefined);
        try {
          await reportMember(memberId, report.reason_code, report.note);
        } catch (failure) {
          if (!refetchUserIfChanged(failure)) setError(errorText(failure, intl));
          throw failure;
        }
        notify({ type: 'success', message: intl.formatMessage(messages.done) });
      }}
    />
  );
}
