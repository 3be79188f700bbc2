import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { isPasswordValid, PasswordInput } from '@app/ui/password-input';
import { useState, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { useResetPassword } from '../api/reset-password';

const messages = defineMessages({
  email: { id: 'reset.email', defaultMessage: 'Adresse courriel' },
  password: { id: 'reset.password', defaultMessage: 'Nouveau mot de passe' },
  confirmation: { id: 'reset.confirmation', defaultMessage: 'Confirmez le mot de passe' },
  mismatch: {
    id: 'reset.mismatch',
    defaultMessage: 'Les deux mots de passe ne correspondent pas.',
  },
  submit: { id: 'reset.submit', defaultMessage: 'Changer le mot de passe' },
});

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** Email, new password and confirmation, all required; success signs in (the guard moves on). */
export function ResetPasswordForm({
  token,
  defaultEmail = '',
}: {
  token: string;
  defaultEmail?: string;
}) {
  const intl = useIntl();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, clear, fail } = useFormErrors(intl, FIELDS);
  const { trigger, isMutating } = useResetPassword();
  const ready = email.trim() !== '' && isPasswordValid(password) && confirmation !== '';

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    if (password !== confirmation) {
      setErrors({ password_confirmation: intl.formatMessage(messages.mismatch) });
      return;
    }
    try {
      await trigger({ token, email, password, password_confirmation: confirmation });
    } catch (error) {
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
      <Field
        label={intl.formatMessage(messages.password)}
        required
        error={errors.password}
        onErrorClear={() => {
          clear('password');
        }}
      >
        <PasswordInput
          name="password"
          required
          showRules
          value={password}
          onValueChange={setPassword}
        />
      </Field>
      <Field
        label={intl.formatMessage(messages.confirmation)}
        required
        error={errors.password_confirmation}
        onErrorClear={() => {
          clear('password_confirmation');
        }}
      >
        <PasswordInput
          name="password_confirmation"
          required
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
        />
      </Field>
      <Button type="submit" size="lg" loading={isMutating} disabled={!ready}>
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
}
