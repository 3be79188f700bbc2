import { EmptyState } from '@app/ui/empty-state';
import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  title: { id: 'ambassador.title', defaultMessage: 'Espace ambassadeur' },
  description: {
    id: 'ambassador.description',
    defaultMessage:
      'Le tableau de bord, les outils de partage et les récompenses arrivent dans cet espace.',
  },
});

/** /ambassador/*: guarded by the shell (login and the ambassador role). The area comes with the ambassador issue. */
export function AmbassadorRoute() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-16" data-testid="ambassador-area">
      <EmptyState
        title={<FormattedMessage {...messages.title} />}
        description={<FormattedMessage {...messages.description} />}
      />
    </div>
  );
}

export { AmbassadorRoute as Component };
