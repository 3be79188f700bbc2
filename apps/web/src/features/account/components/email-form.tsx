import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { Input } from '@app/ui/input';
import { PasswordInput } from '@app/ui/password-input';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useForm } from '../../../lib/form';
import { notify } from '../../../lib/notifications';
import { changeEmail } from '../api/change-email';

const messages = defineMessages({
  password: { id: 'settings.email.password', defaultMessage: 'Mot de passe actuel' },
  email: { id: 'settings.email.new', defaultMessage: 'Nouvelle adresse courriel' },
  confirmation: {
    id: 'settings.email.confirmation',
    defaultMessage: 'Confirmez la nouvelle adresse',
  },
  mismatch: {
    id: 'settings.email.mismatch',
    defaultMessage: 'Les deux adresses ne correspondent pas.',
  },
  submit: { id: 'settings.email.submit', defaultMessage: 'Changer l’adresse' },
  changed: {
    id: 'settings.email.changed',
    defaultMessage: 'Votre adresse a été changée. Un lien de vérification vous a été envoyé.',
  },
});

const EMPTY = { password: '', email: '', email_confirmation: '' };

/** The e-mail change (`PATCH account/email`): the current password, the address and its confirmation. */
export function EmailForm() {
  const intl = useIntl();
  const form = useForm(intl, {
    initial: EMPTY,
    check: (values) =>
      values.email.trim().toLowerCase() === values.email_confirmation.trim().toLowerCase()
        ? undefined
        : { email_confirmation: intl.formatMessage(messages.mismatch) },
    submit: (values) =>
      changeEmail({
        password: values.password,
        email: values.email.trim(),
        email_confirmation: values.email_confirmation.trim(),
      }),
    onSuccess: () => {
      notify({ type: 'success', message: intl.formatMessage(messages.changed) });
    },
  });
  const { values } = form;
  const ready = values.password !== '' && values.email !== '' && values.email_confirmation !== '';
  const parts = (name: keyof typeof EMPTY) => {
    const { error, onErrorClear, value, onValueChange } = form.field(name);
    return {
      field: { error, onErrorClear, required: true },
      input: { name, value, onValueChange },
    };
  };
  const password = parts('password');
  const email = parts('email');
  const confirmation = parts('email_confirmation');

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <Field label={intl.formatMessage(messages.email)} {...email.field}>
        <Input type="email" autoComplete="email" inputMode="email" {...email.input} />
      </Field>
      <Field label={intl.formatMessage(messages.confirmation)} {...confirmation.field}>
        <Input type="email" autoComplete="email" inputMode="email" {...confirmation.input} />
      </Field>
      <Field label={intl.formatMessage(messages.password)} {...password.field}>
        <PasswordInput autoComplete="current-password" {...password.input} />
      </Field>
      <Button
        type="submit"
        className="self-stretch sm:self-start"
        loading={form.submitting}
        disabled={!ready}
      >
        <FormattedMessage {...messages.submit} />
      </Button>
    </form>
  );
}
