import { StatusBanner, StatusBannerLink } from '@app/ui/status-banner';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';

const messages = defineMessages({
  text: {
    id: 'ambassador.sin-warning.text',
    defaultMessage:
      'Vos gains dépassent 500 $ cette année : ajoutez votre numéro d’assurance sociale pour recevoir vos paiements.',
  },
  link: { id: 'ambassador.sin-warning.link', defaultMessage: 'Ajouter mon NAS' },
});

/** A SIN is required and none is on file: a warning linking to the settings' SIN block. */
export function SinWarning() {
  return (
    <StatusBanner
      variant="warning"
      data-testid="sin-warning"
      action={
        <StatusBannerLink asChild>
          <Link to={paths.ambassador.settingsSin}>
            <FormattedMessage {...messages.link} />
          </Link>
        </StatusBannerLink>
      }
    >
      <FormattedMessage {...messages.text} />
    </StatusBanner>
  );
}
