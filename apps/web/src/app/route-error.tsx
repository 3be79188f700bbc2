import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  title: { id: 'route-error.title', defaultMessage: 'Oups ! Une erreur est survenue.' },
  description: {
    id: 'route-error.description',
    defaultMessage: 'La page n’a pas pu s’afficher. Rechargez-la pour réessayer.',
  },
  reload: { id: 'route-error.reload', defaultMessage: 'Recharger la page' },
});

/** Shown when a page fails to load or render (a lost chunk after a deployment, a bug). */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl items-center justify-center p-6">
      <EmptyState
        title={<FormattedMessage {...messages.title} />}
        description={<FormattedMessage {...messages.description} />}
        action={
          <Button
            onClick={() => {
              window.location.reload();
            }}
          >
            <FormattedMessage {...messages.reload} />
          </Button>
        }
      />
    </main>
  );
}
