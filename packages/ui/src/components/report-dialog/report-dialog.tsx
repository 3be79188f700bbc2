import { useId, useState, type SubmitEvent, type ReactNode, type RefObject } from 'react';
import { defineMessages, useIntl, type MessageDescriptor, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import { Field } from '../field';
import { RadioGroup } from '../radio-group';
import { Textarea } from '../textarea';

/** The reasons a member can be reported for (spec 02, section 5), in the order they are offered. */
export const REPORT_REASONS = [
  'graphic_picture',
  'false_identity',
  'monetary_solicitation',
  'attempted_fraud',
  'harassment',
  'inappropriate_comments',
  'other',
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest note, in characters. */
export const REPORT_NOTE_MAX_LENGTH = 1000;

/** Texts that name the member. */
type Named = { firstName: string };

const messages = defineMessages<{
  title: Named;
  description: Named;
  reason: NoMessageValues;
  note: NoMessageValues;
  submit: NoMessageValues;
  cancel: NoMessageValues;
}>({
  title: { id: 'ui.report-dialog.title', defaultMessage: 'Signaler {firstName}' },
  description: {
    id: 'ui.report-dialog.description',
    defaultMessage:
      'Dites-nous ce qui ne va pas. Notre équipe examine chaque signalement ; {firstName} ne saura pas qui l’a fait.',
  },
  reason: { id: 'ui.report-dialog.reason', defaultMessage: 'Motif du signalement' },
  note: { id: 'ui.report-dialog.note', defaultMessage: 'Précisions (facultatif)' },
  submit: { id: 'ui.report-dialog.submit', defaultMessage: 'Envoyer le signalement' },
  cancel: { id: 'ui.report-dialog.cancel', defaultMessage: 'Annuler' },
});

const reasonMessages = defineMessages({
  graphic_picture: {
    id: 'ui.report-dialog.reason.graphic_picture',
    defaultMessage: 'Photo choquante',
  },
  false_identity: {
    id: 'ui.report-dialog.reason.false_identity',
    defaultMessage: 'Fausse identité',
  },
  monetary_solicitation: {
    id: 'ui.report-dialog.reason.monetary_solicitation',
    defaultMessage: 'Demande d’argent',
  },
  attempted_fraud: {
    id: 'ui.report-dialog.reason.attempted_fraud',
    defaultMessage: 'Tentative de fraude',
  },
  harassment: { id: 'ui.report-dialog.reason.harassment', defaultMessage: 'Harcèlement' },
  inappropriate_comments: {
    id: 'ui.report-dialog.reason.inappropriate_comments',
    defaultMessage: 'Propos déplacés',
  },
  other: { id: 'ui.report-dialog.reason.other', defaultMessage: 'Autre' },
}) satisfies Record<ReportReason, MessageDescriptor>;

/** What the dialog sends (`POST member-reports` without the member's id). */
export type ReportInput = { reason_code: ReportReason; note?: string };

export type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The reported member's first name. */
  firstName: string;
  /**
   * Called with the chosen reason and the trimmed note (left out when empty). Return a promise to keep
   * the dialog busy until it settles: it closes when it resolves and stays open when it rejects (show
   * the failure through `error`). A callback that returns nothing closes it at once.
   */
  onSubmit: (report: ReportInput) => void | Promise<void>;
  /** Forces the sending state (spinner; nothing can be changed or close the dialog). */
  pending?: boolean;
  /** A failure to show above the buttons (the server's message). */
  error?: ReactNode;
  /** Where focus goes on close (the ⋯ trigger when opened from the profile menu). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * Reports a member: one of the seven reasons (radio group) and an optional note of up to 1000
 * characters with its counter. Send stays disabled until a reason is chosen. The choice is cleared
 * each time the dialog opens.
 */
export function ReportDialog(props: ReportDialogProps) {
  // A fresh form at each opening: the form's state lives in a child keyed by the opening.
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpenings((count) => count + 1);
  }
  return <ReportDialogContent key={openings} {...props} />;
}

function ReportDialogContent({
  open,
  onOpenChange,
  firstName,
  onSubmit,
  pending = false,
  error,
  returnFocusRef,
  className,
}: ReportDialogProps) {
  const intl = useIntl();
  const errorId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const busy = pending || sending;

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || reason === '') return;
    const trimmed = note.trim();
    const result = onSubmit(
      trimmed ? { reason_code: reason, note: trimmed } : { reason_code: reason },
    );
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setSending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Stays open: the app shows the failure through `error`.
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && busy) return;
        onOpenChange(next);
      }}
    >
      <DialogContent
        data-slot="report-dialog"
        data-pending={busy || undefined}
        aria-busy={busy || undefined}
        returnFocusRef={returnFocusRef}
        className={cn(className)}
      >
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title, { firstName })}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage(messages.description, { firstName })}
          </DialogDescription>
        </DialogHeader>
        <form
          data-slot="report-dialog-form"
          className="flex flex-col gap-5"
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Field label={intl.formatMessage(messages.reason)} disabled={busy}>
            <RadioGroup
              data-slot="report-dialog-reasons"
              name="reason_code"
              value={reason}
              onValueChange={(value) => {
                setReason(value as ReportReason);
              }}
              options={REPORT_REASONS.map((value) => ({
                value,
                label: intl.formatMessage(reasonMessages[value]),
              }))}
            />
          </Field>
          <Field label={intl.formatMessage(messages.note)} disabled={busy}>
            <Textarea
              data-slot="report-dialog-note"
              name="note"
              rows={3}
              value={note}
              onValueChange={setNote}
              maxLength={REPORT_NOTE_MAX_LENGTH}
            />
          </Field>
          {error != null && error !== false ? (
            <p
              id={errorId}
              role="alert"
              data-slot="report-dialog-error"
              className="rounded-lg bg-danger-soft px-4 py-3 text-sm text-text"
            >
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </DialogClose>
            <Button
              type="submit"
              data-slot="report-dialog-submit"
              disabled={reason === ''}
              loading={busy}
              aria-describedby={error != null && error !== false ? errorId : undefined}
            >
              {intl.formatMessage(messages.submit)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
