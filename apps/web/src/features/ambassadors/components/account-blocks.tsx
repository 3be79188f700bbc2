import { Button } from '@app/ui/button';
import { Field } from '@app/ui/field';
import { isPasswordValid, PasswordInput } from '@app/ui/password-input';
import { StatusBanner } from '@app/ui/status-banner';
import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useFormErrors } from '../../../lib/errors';
import { notify } from '../../../lib/notifications';
import type { CurrentUser } from '../../../lib/session';
import { useChangePassword } from '../api/change-password';
import { useSendVerificationLink } from '../api/send-verification-link';

const messages = defineMessages({
  emailTitle: { id: 'ambassador.settings.email.title', defaultMessage: 'Adresse courriel' },
  resend: { id: 'ambassador.settings.email.resend', defaultMessage: 'Renvoyer le lien' },
  resent: {
    id: 'ambassador.settings.email.resent',
    defaultMessage: 'Le lien de vérification a été envoyé.',
  },
  passwordTitle: { id: 'ambassador.settings.password.title', defaultMessage: 'Mot de passe' },
  oldPassword: {
    id: 'ambassador.settings.password.old',
    defaultMessage: 'Mot de passe actuel',
  },
  newPassword: {
    id: 'ambassador.settings.password.new',
    defaultMessage: 'Nouveau mot de passe',
  },
  confirmation: {
    id: 'ambassador.settings.password.confirmation',
    defaultMessage: 'Confirmez le nouveau mot de passe',
  },
  mismatch: {
    id: 'ambassador.settings.password.mismatch',
    defaultMessage: 'Les deux mots de passe ne correspondent pas.',
  },
  change: { id: 'ambassador.settings.password.change', defaultMessage: 'Changer le mot de passe' },
  changed: {
    id: 'ambassador.settings.password.changed',
    defaultMessage: 'Votre mot de passe a été changé.',
  },
});

const emailMessages = defineMessages<{
  verified: { email: string };
  notVerified: { email: string };
}>({
  verified: {
    id: 'ambassador.settings.email.verified',
    defaultMessage: 'Votre adresse {email} est vérifiée.',
  },
  notVerified: {
    id: 'ambassador.settings.email.not-verified',
    defaultMessage:
      'Votre adresse {email} n’est pas encore vérifiée. Cliquez sur le lien du courriel que nous vous avons envoyé.',
  },
});

function Block({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-border bg-surface-raised p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** E-mail verification (anchor `#email-not-verified`): the state, and the link sent again. */
export function EmailVerificationBlock({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { trigger, isMutating } = useSendVerificationLink();
  const verified = Boolean(user.email_verified_at);

  async function resend() {
    try {
      await trigger();
      notify({ type: 'success', message: intl.formatMessage(messages.resent) });
    } catch {
      // Spec 02 section 8: an e-mail link's failure is ignored; only the loading state ends (as on
      // the member's e-mail settings).
    }
  }

  return (
    <Block id="email-not-verified" title={<FormattedMessage {...messages.emailTitle} />}>
      {verified ? (
        <p>
          <FormattedMessage {...emailMessages.verified} values={{ email: user.email }} />
        </p>
      ) : (
        <>
          <StatusBanner variant="warning">
            <FormattedMessage {...emailMessages.notVerified} values={{ email: user.email }} />
          </StatusBanner>
          <Button
            variant="outline"
            className="self-start"
            loading={isMutating}
            onClick={() => void resend()}
          >
            <FormattedMessage {...messages.resend} />
          </Button>
        </>
      )}
    </Block>
  );
}

const PASSWORD_FIELDS = ['old_password', 'new_password', 'new_password_confirmation'] as const;

/** Password change (`PATCH /account/password`), with the strength rules shown. */
export function PasswordBlock() {
  const intl = useIntl();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, clear, fail, reset } = useFormErrors(intl, PASSWORD_FIELDS);
  const { trigger, isMutating } = useChangePassword();
  const ready = oldPassword !== '' && isPasswordValid(newPassword) && confirmation !== '';

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    reset();
    if (newPassword !== confirmation) {
      setErrors({ new_password_confirmation: intl.formatMessage(messages.mismatch) });
      return;
    }
    try {
      await trigger({
        old_password: oldPassword,
        new_password: newPassword,
        new_password_confirmation: confirmation,
      });
      setOldPassword('');
      setNewPassword('');
      setConfirmation('');
      notify({ type: 'success', message: intl.formatMessage(messages.changed) });
    } catch (error) {
      fail(error);
    }
  }

  return (
    <Block id="password" title={<FormattedMessage {...messages.passwordTitle} />}>
      <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <Field
          label={intl.formatMessage(messages.oldPassword)}
          required
          error={errors.old_password}
          onErrorClear={() => {
            clear('old_password');
          }}
        >
          <PasswordInput
            name="old_password"
            autoComplete="current-password"
            required
            value={oldPassword}
            onValueChange={setOldPassword}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.newPassword)}
          required
          error={errors.new_password}
          onErrorClear={() => {
            clear('new_password');
          }}
        >
          <PasswordInput
            name="new_password"
            autoComplete="new-password"
            required
            showRules
            value={newPassword}
            onValueChange={setNewPassword}
          />
        </Field>
        <Field
          label={intl.formatMessage(messages.confirmation)}
          required
          error={errors.new_password_confirmation}
          onErrorClear={() => {
            clear('new_password_confirmation');
          }}
        >
          <PasswordInput
            name="new_password_confirmation"
            autoComplete="new-password"
            required
            value={confirmation}
            onValueChange={setConfirmation}
          />
        </Field>
        <Button type="submit" className="self-start" loading={isMutating} disabled={!ready}>
          <FormattedMessage {...messages.change} />
        </Button>
      </form>
    </Block>
  );
}
