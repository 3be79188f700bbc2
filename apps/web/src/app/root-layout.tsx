import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { AppShell } from './app-shell';
import { PageLoading } from './page-loading';
import { useGuard } from './use-guard';

const messages = defineMessages({
  errorTitle: { id: 'shell.error.title', defaultMessage: 'La page n’a pas pu être chargée' },
  errorDescription: {
    id: 'shell.error.description',
    defaultMessage: 'Vérifiez votre connexion à Internet, puis réessayez.',
  },
  retry: { id: 'shell.error.retry', defaultMessage: 'Réessayer' },
});

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
