import { StatusBanner } from '@app/ui/status-banner';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  offline: {
    id: 'app.offline',
    defaultMessage:
      'Vous êtes hors ligne. Ce qui s’affiche peut dater ; tout se met à jour au retour de la connexion.',
  },
});

export default function OfflineBanner() {
  return (
    <StatusBanner variant="warning" data-slot="offline-notice">
      <FormattedMessage {...messages.offline} />
    </StatusBanner>
  );
}
