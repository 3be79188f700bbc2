import { toApiError } from '@app/client';
import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { parseEmailList } from '@app/ui/share-wizard';
import { Textarea } from '@app/ui/textarea';
import { useState, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import { useSendReferralMail } from '../api/send-referral-mail';

const messages = defineMessages({
  title: {
    id: 'ambassador.referral-mail.title',
    defaultMessage: 'Invitez vos proches par courriel',
  },
  text: {
    id: 'ambassador.referral-mail.text',
    defaultMessage:
      'Nous leur envoyons votre invitation avec votre lien personnel. Séparez les adresses par des virgules.',
  },
  emails: { id: 'ambassador.referral-mail.emails', defaultMessage: 'Adresses courriel' },
  subject: { id: 'ambassador.referral-mail.subject', defaultMessage: 'Objet' },
  message: { id: 'ambassador.referral-mail.message', defaultMessage: 'Votre message' },
  defaultMessage: {
    id: 'ambassador.referral-mail.default-message',
    defaultMessage:
      'Bonjour, je fais partie d’une application de rencontres qui mise sur l’authenticité et le développement personnel. Je pense qu’elle te plairait !',
  },
  required: {
    id: 'ambassador.referral-mail.required',
    defaultMessage: 'Ce champ est obligatoire.',
  },
  send: { id: 'ambassador.referral-mail.send', defaultMessage: 'Envoyer l’invitation' },
});

const countMessages = defineMessages<{ sent: { count: number } }>({
  sent: {
    id: 'ambassador.referral-mail.sent',
    defaultMessage: '{count, plural, one {Invitation envoyée.} other {Invitations envoyées.}}',
  },
});

type Errors = Partial<Record<'emails' | 'subject' | 'message', string>>;

/** The first message about the e-mails: `emails` itself, else the lowest `emails.N`. */
export function firstEmailsError(
  fieldErrors: Readonly<Record<string, string>>,
): string | undefined {
  if (fieldErrors.emails) return fieldErrors.emails;
  const indexed = Object.keys(fieldErrors)
    .map((key) => /^emails\.(\d+)$/.exec(key))
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  const first = indexed[0];
  return first ? fieldErrors[first[0]] : undefined;
}

/**
 * The referral mail (`POST account/ambassador/referral-mail`): at least one address and a message;
 * the server's first error about the addresses shows under them.
 */
export function ReferralMailForm() {
  const intl = useIntl();
  const [emails, setEmails] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState(() => intl.formatMessage(messages.defaultMessage));
  const [errors, setErrors] = useState<Errors>({});
  const { trigger, isMutating } = useSendReferralMail();

  const clear = (field: keyof Errors) => {
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    const list = parseEmailList(emails);
    const local: Errors = {};
    const required = intl.formatMessage(messages.required);
    if (list.length === 0) local.emails = required;
    if (message.trim() === '') local.message = required;
    if (local.emails || local.message) {
      setErrors(local);
      return;
    }
    try {
      await trigger({ emails: list, subject: subject.trim() || null, message: message.trim() });
      setEmails('');
      setErrors({});
      notify({
        type: 'success',
        message: intl.formatMessage(countMessages.sent, { count: list.length }),
      });
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.isValidation) {
        const shown: Errors = {
          emails: firstEmailsError(apiError.fieldErrors),
          subject: apiError.fieldErrors.subject,
          message: apiError.fieldErrors.message,
        };
        if (shown.emails || shown.subject || shown.message) {
          setErrors(shown);
          return;
        }
      }
      toastError(apiError, intl);
    }
  }

  return (
    <section
      aria-labelledby="referral-mail-title"
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
      data-testid="referral-mail"
    >
      <div className="flex flex-col gap-1">
        <h2 id="referral-mail-title" className="font-display text-xl font-semibold">
          <FormattedMessage {...messages.title} />
        </h2>
        <p className="text-text-muted">
          <FormattedMessage {...messages.text} />
        </p>
      </div>
      <form className="flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={intl.formatMessage(messages.emails)}
          required
          error={errors.emails}
          onErrorClear={() => {
            clear('emails');
          }}
        >
          <Input
            name="emails"
            type="text"
            inputMode="email"
            autoComplete="off"
            value={emails}
            onValueChange={setEmails}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.subject)}
          error={errors.subject}
          onErrorClear={() => {
            clear('subject');
          }}
        >
          <Input name="subject" value={subject} onValueChange={setSubject} />
        </Field>
        <Field
          label={intl.formatMessage(messages.message)}
          required
          error={errors.message}
          onErrorClear={() => {
            clear('message');
          }}
        >
          <Textarea name="message" rows={5} value={message} onValueChange={setMessage} />
        </Field>
        <Button type="submit" className="self-start" loading={isMutating}>
          <FormattedMessage {...messages.send} />
        </Button>
      </form>
    </section>
  );
}
