import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../button';
import { Field, joinIds } from '../field';
import { Input } from '../input';
import { Textarea } from '../textarea';
import { checkShareEmail, mailtoUrl, type ShareEmail } from './share-wizard.ts';
import { messages } from './share-wizard-messages.ts';

export interface EmailShareProps {
  link: string;
  senderName: string;
  onOpen: () => void;
}

/**
 * Share by e-mail: recipients, subject and message (prefilled from the referral template with the
 * link and the sender's name), all required. It builds a `mailto:` link and calls nothing.
 */
export function EmailShare({ link, senderName, onOpen }: EmailShareProps) {
  const intl = useIntl();
  const hintId = useId();
  const [draft, setDraft] = useState<ShareEmail>(() => ({
    emails: '',
    subject: intl.formatMessage(messages.emailSubject, { name: senderName }),
    body: [
      intl.formatMessage(messages.emailGreeting),
      '',
      intl.formatMessage(messages.emailPitch),
      link,
      '',
      intl.formatMessage(messages.emailSignOff),
      senderName,
    ].join('\n'),
  }));
  const [touched, setTouched] = useState<ReadonlySet<keyof ShareEmail>>(new Set());
  const issues = checkShareEmail(draft);
  const complete = Object.keys(issues).length === 0;

  const errorOf = (field: keyof ShareEmail) => {
    const issue = touched.has(field) ? issues[field] : undefined;
    if (!issue) return undefined;
    return intl.formatMessage(issue === 'invalid' ? messages.invalidEmails : messages.required);
  };
  const update = (field: keyof ShareEmail) => (value: string) => {
    setDraft({ ...draft, [field]: value });
  };
  const touch = (field: keyof ShareEmail) => () => {
    if (!touched.has(field)) setTouched(new Set(touched).add(field));
  };

  return (
    <div data-slot="share-wizard-email" className="flex flex-col gap-4">
      <Field
        label={intl.formatMessage(messages.recipients)}
        description={intl.formatMessage(messages.recipientsHint)}
        required
        error={errorOf('emails')}
      >
        <Input
          type="email"
          multiple
          autoComplete="email"
          value={draft.emails}
          onValueChange={update('emails')}
          onBlur={touch('emails')}
        />
      </Field>
      <Field label={intl.formatMessage(messages.subject)} required error={errorOf('subject')}>
        <Input value={draft.subject} onValueChange={update('subject')} onBlur={touch('subject')} />
      </Field>
      <Field label={intl.formatMessage(messages.body)} required error={errorOf('body')}>
        <Textarea
          rows={8}
          value={draft.body}
          onValueChange={update('body')}
          onBlur={touch('body')}
        />
      </Field>
      <div className="flex flex-col gap-2">
        {complete ? (
          <Button asChild className="self-start">
            <a href={mailtoUrl(draft)} data-slot="share-wizard-action" onClick={onOpen}>
              <Mail aria-hidden="true" />
              {intl.formatMessage(messages.action, { platform: 'email' })}
            </a>
          </Button>
        ) : (
          <>
            <Button
              type="button"
              disabled
              className="self-start"
              data-slot="share-wizard-action"
              aria-describedby={joinIds(hintId)}
            >
              <Mail aria-hidden="true" />
              {intl.formatMessage(messages.action, { platform: 'email' })}
            </Button>
            <p id={hintId} className="text-sm text-text-muted">
              {intl.formatMessage(messages.emailIncomplete)}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
