import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';

const messages = defineMessages({
  title: { id: 'not-found.title', defaultMessage: 'Page introuvable' },
  home: { id: 'not-found.home', defaultMessage: 'Retour à l’accueil' },
});

export function NotFoundRoute() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <EmptyState
        title={<FormattedMessage {...messages.title} />}
        action={
          <Button asChild>
            <Link to={paths.home}>
              <FormattedMessage {...messages.home} />
            </Link>
          </Button>
        }
      />
    </div>
  );
}

export { NotFoundRoute as Component };
