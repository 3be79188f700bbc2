import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { isPasswordValid, PasswordInput } from '@app/ui/password-input';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useForm } from '../../../lib/form';
import { notify } from '../../../lib/notifications';
import { changePassword } from '../api/change-password';

const messages = defineMessages({
  oldPassword: { id: 'settings.password.old', defaultMessage: 'Mot de passe actuel' },
  newPassword: { id: 'settings.password.new', defaultMessage: 'Nouveau mot de passe' },
  confirmation: {
    id: 'settings.password.confirmation',
    defaultMessage: 'Confirmez le nouveau mot de passe',
  },
  mismatch: {
    id: 'settings.password.mismatch',
    defaultMessage: 'Les deux mots de passe ne correspondent pas.',
  },
  submit: { id: 'settings.password.submit', defaultMessage: 'Changer le mot de passe' },
  changed: {
    id: 'settings.password.changed',
    defaultMessage: 'Votre mot de passe a été changé. Vos autres appareils ont été déconnectés.',
  },
});

const EMPTY = { old_password: '', new_password: '', new_password_confirmation: '' };

/**
 * The password change (`PATCH /account/password`): the current password, the new one with its
 * strength rules, and its confirmation. The server signs the other sessions out.
 */
export function PasswordForm() {
  const intl = useIntl();
  const form = useForm(intl, {
    initial: EMPTY,
    check: (values) =>
      values.new_password === values.new_password_confirmation
        ? undefined
        : { new_password_confirmation: intl.formatMessage(messages.mismatch) },
    submit: changePassword,
    onSuccess: () => {
      notify({ type: 'success', message: intl.formatMessage(messages.changed) });
    },
  });
  const { values } = form;
  const ready =
    values.old_password !== '' &&
    isPasswordValid(values.new_password) &&
    values.new_password_confirmation !== '';

  const input = (name: keyof typeof EMPTY) => {
    const { value, onValueChange } = form.field(name);
    return { name, value, onValueChange, required: true };
  };
  const field = (name: keyof typeof EMPTY) => {
    const { error, onErrorClear } = form.field(name);
    return { error, onErrorClear, required: true };
  };

  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
    >
      <Field label={intl.formatMessage(messages.oldPassword)} {...field('old_password')}>
        <PasswordInput autoComplete="current-password" {...input('old_password')} />
      </Field>
      <Field label={intl.formatMessage(messages.newPassword)} {...field('new_password')}>
        <PasswordInput autoComplete="new-password" showRules {...input('new_password')} />
      </Field>
      <Field
        label={intl.formatMessage(messages.confirmation)}
        {...field('new_password_confirmation')}
      >
        <PasswordInput autoComplete="new-password" {...input('new_password_confirmation')} />
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
