import { toApiError } from '@app/client';
import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { isPasswordValid, PasswordInput } from '@app/ui/password-input';
import { StatusBanner } from '@app/ui/status-banner';
import { useState, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { useLocale } from '../../../lib/locale-context';
import { RegisteredNotSignedInError, useRegisterUser } from '../api/register-user';
import { EmailTakenNotice } from './email-taken-notice';

const messages = defineMessages({
  email: { id: 'register.email', defaultMessage: 'Adresse courriel' },
  firstName: { id: 'register.first_name', defaultMessage: 'Prénom' },
  lastName: { id: 'register.last_name', defaultMessage: 'Nom' },
  password: { id: 'register.password', defaultMessage: 'Mot de passe' },
  confirmation: { id: 'register.confirmation', defaultMessage: 'Confirmez le mot de passe' },
  mismatch: {
    id: 'register.mismatch',
    defaultMessage: 'Les deux mots de passe ne correspondent pas.',
  },
  submit: { id: 'register.submit', defaultMessage: 'Créer mon compte' },
});

const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'password',
  'password_confirmation',
  'facebook_access_token',
] as const;

/** The register form's prefill (the query, or a Facebook sign-up without an email). */
export interface RegisterPrefill {
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  facebook_id?: string | null;
  facebook_access_token?: string | null;
}

/**
 * Email, first and last name, password and confirmation, all required; the button stays disabled until
 * the password rule holds. Success signs in with the email and password (the guard then goes to the
 * terms). EMAIL_ALREADY_EXISTS shows a sign-in link carrying the email.
 */
export function RegisterForm({ prefill = {} }: { prefill?: RegisterPrefill }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [email, setEmail] = useState(prefill.email ?? '');
  const [firstName, setFirstName] = useState(prefill.first_name ?? '');
  const [lastName, setLastName] = useState(prefill.last_name ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [taken, setTaken] = useState<string | null>(null);
  const [notSignedIn, setNotSignedIn] = useState<{ email: string; reason: string } | null>(null);
  const { errors, setErrors, clear, fail } = useFormErrors(intl, FIELDS);
  const { trigger, isMutating } = useRegisterUser();

  const ready =
    email.trim() !== '' &&
    firstName.trim() !== '' &&
    lastName.trim() !== '' &&
    isPasswordValid(password) &&
    confirmation !== '';

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setTaken(null);
    setNotSignedIn(null);
    if (password !== confirmation) {
      setErrors({ password_confirmation: intl.formatMessage(messages.mismatch) });
      return;
    }
    try {
      await trigger({
        email: email.trim(),
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        password,
        password_confirmation: confirmation,
        locale,
        ...(prefill.facebook_id ? { facebook_id: prefill.facebook_id } : {}),
        ...(prefill.facebook_access_token
          ? { facebook_access_token: prefill.facebook_access_token }
          : {}),
      });
    } catch (error) {
      if (error instanceof RegisteredNotSignedInError) {
        setNotSignedIn({ email: error.email, reason: toApiError(error.cause).message });
      } else if (toApiError(error).code === 'EMAIL_ALREADY_EXISTS') setTaken(email.trim());
      else fail(error);
    }
  }

  const field = (name: (typeof FIELDS)[number]) => ({
    error: errors[name],
    onErrorClear: () => {
      clear(name);
    },
  });

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <Field label={intl.formatMessage(messages.email)} required {...field('email')}>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            setTaken(null);
          }}
        />
      </Field>
      {taken !== null ? <EmailTakenNotice email={taken} /> : null}
      {notSignedIn !== null ? (
        <EmailTakenNotice email={notSignedIn.email} reason={notSignedIn.reason} />
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={intl.formatMessage(messages.firstName)} required {...field('first_name')}>
          <Input
            name="first_name"
            autoComplete="given-name"
            required
            value={firstName}
            onValueChange={setFirstName}
          />
        </Field>
        <Field label={intl.formatMessage(messages.lastName)} required {...field('last_name')}>
          <Input
            name="last_name"
            autoComplete="family-name"
            required
            value={lastName}
            onValueChange={setLastName}
          />
        </Field>
      </div>
      <Field label={intl.formatMessage(messages.password)} required {...field('password')}>
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
        {...field('password_confirmation')}
      >
        <PasswordInput
          name="password_confirmation"
          required
          autoComplete="new-password"
          value={confirmation}
          onValueChange={setConfirmation}
        />
      </Field>
      {errors.facebook_access_token ? (
        <StatusBanner variant="danger">{errors.facebook_access_token}</StatusBanner>
      ) : null}
      <Button type="submit" size="lg" loading={isMutating} disabled={!ready}>
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
}
