import { StatusBanner, StatusBannerLink } from '@app/ui/status-banner';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { statusBarMessage } from '../../../lib/status-bar';
import type { CurrentUser } from '../../../lib/session';

const messages = defineMessages({
  'email-not-verified': {
    id: 'status.email_not_verified',
    defaultMessage:
      'Oups, votre adresse courriel n’a pas été vérifiée, veuillez consulter vos courriels.',
  },
  'email-not-verified-link': {
    id: 'status.email_not_verified.link',
    defaultMessage: 'Vérifier mon adresse',
  },
  'pending-authentication': {
    id: 'status.pending_authentication',
    defaultMessage: 'Votre identité est en cours de vérification par notre équipe.',
  },
  paused: {
    id: 'status.paused',
    defaultMessage: 'Votre profil est en pause : il est caché des autres membres.',
  },
  'paused-link': { id: 'status.paused.link', defaultMessage: 'Reprendre' },
});

/** The account's status bar (email not verified, pending identity check, paused), with its link. */
export function StatusBar({ user }: { user: CurrentUser }) {
  const status = statusBarMessage(user);
  if (!status) return null;
  const link =
    status.kind === 'pending-authentication' ? null : (
      <StatusBannerLink asChild>
        <Link to={status.href}>
          <FormattedMessage {...messages[`${status.kind}-link`]} />
        </Link>
      </StatusBannerLink>
    );
  return (
    <StatusBanner variant={status.type} action={link} className="rounded-none border-x-0">
      <FormattedMessage {...messages[status.kind]} />
    </StatusBanner>
  );
}
