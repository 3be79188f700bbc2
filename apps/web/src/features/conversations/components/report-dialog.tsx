import { ConfirmDialog } from '@app/ui/confirm-dialog';
import { Field } from '@app/ui/field';
import { RadioGroup } from '@app/ui/radio-group';
import { Textarea } from '@app/ui/textarea';
import { useState, type RefObject } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { reportMember, type ReportReason } from '../api/report-member';

const titles = defineMessages<{ title: { name: string } }>({
  title: { id: 'conversation.report.title', defaultMessage: 'Signaler {name}' },
});

const messages = defineMessages({
  text: {
    id: 'conversation.report.text',
    defaultMessage:
      'Dites-nous ce qui s’est passé : notre équipe de modération examinera le profil.',
  },
  reason: { id: 'conversation.report.reason', defaultMessage: 'Motif' },
  note: { id: 'conversation.report.note', defaultMessage: 'Précisions (facultatif)' },
  confirm: { id: 'conversation.report.confirm', defaultMessage: 'Signaler' },
  done: {
    id: 'conversation.report.done',
    defaultMessage: 'Merci, votre signalement a été envoyé.',
  },
  attempted_fraud: {
    id: 'conversation.report.attempted_fraud',
    defaultMessage: 'Tentative de fraude',
  },
  false_identity: { id: 'conversation.report.false_identity', defaultMessage: 'Fausse identité' },
  graphic_picture: { id: 'conversation.report.graphic_picture', defaultMessage: 'Photo choquante' },
  harassment: { id: 'conversation.report.harassment', defaultMessage: 'Harcèlement' },
  inappropriate_comments: {
    id: 'conversation.report.inappropriate_comments',
    defaultMessage: 'Propos déplacés',
  },
  monetary_solicitation: {
    id: 'conversation.report.monetary_solicitation',
    defaultMessage: 'Sollicitation d’argent',
  },
  other: { id: 'conversation.report.other', defaultMessage: 'Autre' },
});

const REASONS = [
  'harassment',
  'inappropriate_comments',
  'false_identity',
  'attempted_fraud',
  'monetary_solicitation',
  'graphic_picture',
  'other',
] as const satisfies readonly ReportReason[];

/** Reports the other member of a conversation with a reason and an optional note. */
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
  const [reason, setReason] = useState<ReportReason>('harassment');
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      variant="danger"
      size="md"
      title={intl.formatMessage(titles.title, { name })}
      message={intl.formatMessage(messages.text)}
      confirmLabel={intl.formatMessage(messages.confirm)}
      returnFocusRef={returnFocusRef}
      onConfirm={async () => {
        try {
          await reportMember(memberId, reason, note.trim());
        } catch (error) {
          toastError(error, intl);
          throw error;
        }
        notify({ type: 'success', message: intl.formatMessage(messages.done) });
        setNote('');
      }}
    >
      <div className="flex flex-col gap-4">
        <Field label={intl.formatMessage(messages.reason)}>
          <RadioGroup
            value={reason}
            onValueChange={(value) => {
              setReason(value as ReportReason);
            }}
            options={REASONS.map((value) => ({
              value,
              label: intl.formatMessage(messages[value]),
            }))}
          />
        </Field>
        <Field label={intl.formatMessage(messages.note)}>
          <Textarea
            value={note}
            maxLength={1000}
            onChange={(event) => {
              setNote(event.target.value);
            }}
          />
        </Field>
      </div>
    </ConfirmDialog>
  );
}
