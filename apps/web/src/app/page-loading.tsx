import { ScreenSpinner } from '@app/ui/spinner';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Chargement de la page' },
});

/** The spinner of a page that loads, as tall as the screen (`ScreenSpinner`; issue 12's CLS). */
export function PageLoading() {
  const intl = useIntl();
  return <ScreenSpinner label={intl.formatMessage(messages.loading)} />;
}
