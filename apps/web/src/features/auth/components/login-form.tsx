import { toApiError } from '@app/client';
import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { PasswordInput } from '@app/ui/password-input';
import { StatusBanner } from '@app/ui/status-banner';
import { useState, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '../../../lib/errors';
import { useSignIn } from '../api/sign-in';

const messages = defineMessages({
  email: { id: 'login.email', defaultMessage: 'Adresse courriel' },
  password: { id: 'login.password', defaultMessage: 'Mot de passe' },
  submit: { id: 'login.submit', defaultMessage: 'Se connecter' },
});

/**
 * Email and password, both required. A failure shows the server's message, or "Invalid" when it has
 * none, and the button is usable again. Success: the session holds the user and the route guard
 * moves on (the redirect query, else home).
 */
export function LoginForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const intl = useIntl();
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { trigger, isMutating } = useSignIn();

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await trigger({ email, password });
    } catch (error) {
      const apiError = toApiError(error);
      setFailure(apiError.isGeneric ? intl.formatMessage(errorMessages.invalid) : apiError.message);
    }
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
      noValidate={false}
    >
      <Field label={intl.formatMessage(messages.email)} required>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
        />
      </Field>
      <Field label={intl.formatMessage(messages.password)} required>
        <PasswordInput name="password" required value={password} onValueChange={setPassword} />
      </Field>
      {failure ? (
        <StatusBanner variant="danger" data-testid="login-failure">
          {failure}
        </StatusBanner>
      ) : null}
      <Button type="submit" size="lg" loading={isMutating}>
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
}
