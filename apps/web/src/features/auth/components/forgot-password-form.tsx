import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { StatusBanner } from '@app/ui/status-banner';
import { useState, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { useSendResetLink } from '../api/send-reset-link';

const messages = defineMessages({
  email: { id: 'forgot.email', defaultMessage: 'Adresse courriel' },
  submit: { id: 'forgot.submit', defaultMessage: 'Envoyer le lien' },
  sent: {
    id: 'forgot.sent',
    defaultMessage:
      'Si un compte existe pour cette adresse, un lien pour changer le mot de passe vient d’y être envoyé.',
  },
});

/** Asks for an email; success shows a message, a failure resets it. */
export function ForgotPasswordForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const intl = useIntl();
  const [email, setEmail] = useState(defaultEmail);
  const [sent, setSent] = useState<string | null>(null);
  const { errors, clear, fail } = useFormErrors(intl, ['email'] as const);
  const { trigger, isMutating } = useSendResetLink();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setSent(null);
    try {
      const message = await trigger(email);
      setSent(message ?? intl.formatMessage(messages.sent));
    } catch (error) {
      setSent(null);
      fail(error);
    }
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <Field
        label={intl.formatMessage(messages.email)}
        required
        error={errors.email}
        onErrorClear={() => {
          clear('email');
        }}
      >
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
      </Field>
      {sent ? (
        <StatusBanner variant="info" data-testid="forgot-sent">
          {sent}
        </StatusBanner>
      ) : null}
      <Button type="submit" size="lg" loading={isMutating}>
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
}
