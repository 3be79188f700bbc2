import { StatusBanner, StatusBannerLink } from '@app/ui/status-banner';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { loginPath } from '../../../lib/paths';

const messages = defineMessages({
  taken: {
    id: 'register.email_taken',
    defaultMessage: 'Cette adresse courriel est déjà associée à un compte.',
  },
  signIn: { id: 'register.email_taken.sign_in', defaultMessage: 'Se connecter' },
});

const createdMessages = defineMessages<{ created: { reason: string } }>({
  created: {
    id: 'register.created_not_signed_in',
    defaultMessage:
      'Votre compte a été créé, mais la connexion automatique a échoué ({reason}). Connectez-vous pour continuer.',
  },
});

/**
 * EMAIL_ALREADY_EXISTS, or an account created whose sign-in then failed (`reason`): the message, with a
 * sign-in link carrying the email.
 */
export function EmailTakenNotice({
  email,
  reason,
}: {
  email?: string | undefined;
  reason?: string | undefined;
}) {
  return (
    <StatusBanner
      variant="danger"
      data-testid={reason === undefined ? 'email-taken' : 'registered-not-signed-in'}
      action={
        <StatusBannerLink asChild>
          <Link to={loginPath(undefined, email ? { email } : {})}>
            <FormattedMessage {...messages.signIn} />
          </Link>
        </StatusBannerLink>
      }
    >
      {reason === undefined ? (
        <FormattedMessage {...messages.taken} />
      ) : (
        <FormattedMessage {...createdMessages.created} values={{ reason }} />
      )}
    </StatusBanner>
  );
}
