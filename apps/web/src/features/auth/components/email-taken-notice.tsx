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

/** EMAIL_ALREADY_EXISTS: the message, with a sign-in link carrying the email. */
export function EmailTakenNotice({ email }: { email?: string | undefined }) {
  return (
    <StatusBanner
      variant="danger"
      data-testid="email-taken"
      action={
        <StatusBannerLink asChild>
          <Link to={loginPath(undefined, email ? { email } : {})}>
            <FormattedMessage {...messages.signIn} />
          </Link>
        </StatusBannerLink>
      }
    >
      <FormattedMessage {...messages.taken} />
    </StatusBanner>
  );
}
