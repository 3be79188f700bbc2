import { Button } from '@app/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@app/ui/card';
import { PageHeader } from '@app/ui/page-header';
import { StatusBanner } from '@app/ui/status-banner';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { sendVerificationLink } from '../../../features/account/api/change-email';
import { EmailForm } from '../../../features/account/components/email-form';
import { notify } from '../../../lib/notifications';
import { useUser } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'settings.email.title', defaultMessage: 'Adresse courriel' },
  changeTitle: { id: 'settings.email.change-title', defaultMessage: 'Changer d’adresse' },
  resend: { id: 'settings.email.resend', defaultMessage: 'Renvoyer le lien de vérification' },
  resent: {
    id: 'settings.email.resent',
    defaultMessage: 'Le lien de vérification a été envoyé.',
  },
});

const emailMessages = defineMessages<{
  current: { email: string };
  notVerified: { email: string };
}>({
  current: {
    id: 'settings.email.current',
    defaultMessage: 'Votre adresse actuelle est {email}. Elle est vérifiée.',
  },
  notVerified: {
    id: 'settings.email.not-verified',
    defaultMessage:
      'Votre adresse {email} n’est pas encore vérifiée. Cliquez sur le lien du courriel que nous vous avons envoyé.',
  },
});

/**
 * `/member/settings/email` (the email-not-verified banner links here): the verification state with the
 * link sent again, and the change of address.
 */
export function Component() {
  const intl = useIntl();
  const { user } = useUser();
  const [sending, setSending] = useState(false);
  const email = user?.email ?? '';
  const verified = Boolean(user?.email_verified_at);

  const resend = async () => {
    setSending(true);
    try {
      await sendVerificationLink();
      notify({ type: 'success', message: intl.formatMessage(messages.resent) });
    } catch {
      // Spec 02, section 8: errors of the e-mail link are ignored; only the loading state ends.
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <PageHeader title={<FormattedMessage {...messages.title} />} />
      {verified ? (
        <p>
          <FormattedMessage {...emailMessages.current} values={{ email }} />
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          <StatusBanner variant="warning">
            <FormattedMessage {...emailMessages.notVerified} values={{ email }} />
          </StatusBanner>
          <Button
            variant="outline"
            className="self-stretch sm:self-start"
            loading={sending}
            onClick={() => void resend()}
          >
            <FormattedMessage {...messages.resend} />
          </Button>
        </div>
      )}
      <Card asChild>
        <section aria-labelledby="settings-email-change">
          <CardHeader>
            <CardTitle asChild>
              <h2 id="settings-email-change">
                <FormattedMessage {...messages.changeTitle} />
              </h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <EmailForm />
          </CardContent>
        </section>
      </Card>
    </div>
  );
}
