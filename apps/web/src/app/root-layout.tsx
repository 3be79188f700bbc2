import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppShell } from './app-shell';
import { useGuard } from './use-guard';

const messages = defineMessages({
  loading: { id: 'shell.loading', defaultMessage: 'Chargement de la page' },
  errorTitle: { id: 'shell.error.title', defaultMessage: 'La page n’a pas pu être chargée' },
  errorDescription: {
    id: 'shell.error.description',
    defaultMessage: 'Vérifiez votre connexion à Internet, puis réessayez.',
  },
  retry: { id: 'shell.error.retry', defaultMessage: 'Réessayer' },
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

function ExternalRedirect({ href }: { href: string }) {
  useEffect(() => {
    window.location.assign(href);
  }, [href]);
  return <PageLoading />;
}

/** The guard of the matched route, then the chrome around the page. */
export function RootLayout() {
  const state = useGuard();
  const location = useLocation();

  let content;
  if (state.status === 'loading') content = <PageLoading />;
  else if (state.status === 'error') {
    content = (
      <EmptyState
        title={<FormattedMessage {...messages.errorTitle} />}
        description={<FormattedMessage {...messages.errorDescription} />}
        action={
          <Button onClick={state.retry}>
            <FormattedMessage {...messages.retry} />
          </Button>
        }
      />
    );
  } else if (state.decision.type === 'redirect') {
    const target = state.decision.to;
    content =
      target === `${location.pathname}${location.search}` ? (
        <Outlet />
      ) : (
        <Navigate to={target} replace />
      );
  } else if (state.decision.type === 'external') {
    content = <ExternalRedirect href={state.decision.href} />;
  } else content = <Outlet />;

  return <AppShell>{content}</AppShell>;
}
