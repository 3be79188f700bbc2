import { LegalPage } from '@app/ui/legal-page';
import { Skeleton } from '@app/ui/skeleton';
import { StatusBanner } from '@app/ui/status-banner';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorText } from '../../../lib/errors';
import { useTermsContent } from '../api/get-terms-content';

const messages = defineMessages({
  title: { id: 'terms-page.title', defaultMessage: 'Conditions d’utilisation' },
});

/** The terms of use (the server's HTML, sanitised by the legal page). */
export function TermsPage() {
  const intl = useIntl();
  const { data: terms, error } = useTermsContent();
  if (error) return <StatusBanner variant="danger">{errorText(error, intl)}</StatusBanner>;
  // The terms run over many screens: their placeholder reaches past the bottom of the screen, so the
  // footer is never drawn in view and then pushed away as they arrive (issue 12's CLS).
  if (!terms) return <Skeleton className="h-dvh w-full" />;
  return (
    <LegalPage
      title={<FormattedMessage {...messages.title} />}
      updatedAt={terms.published_at}
      html={terms.content}
    />
  );
}
