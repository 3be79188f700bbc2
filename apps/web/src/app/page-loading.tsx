import { Spinner } from '@app/ui/spinner';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Chargement de la page' },
});

/**
 * The spinner of a page that loads. It fills the screen, so the footer below it starts under the fold
 * and the page that replaces it moves nothing into view (a short spinner left the footer on screen,
 * then pushed it away: CLS 0.23 on a phone, issue 12).
 */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center py-24">
      <Spinner size="lg" label={intl.formatMessage(messages.loading)} />
    </div>
  );
}
