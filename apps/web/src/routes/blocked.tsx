import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { signOut } from '../lib/session';

const messages = defineMessages({
  title: { id: 'blocked.title', defaultMessage: 'Votre compte a été bloqué' },
  description: {
    id: 'blocked.description',
    defaultMessage:
      'Vous ne pouvez plus utiliser l’application. Pour toute question, écrivez-nous depuis la page Contact.',
  },
  logout: { id: 'blocked.logout', defaultMessage: 'Se déconnecter' },
});

/** /blocked: only blocked users reach it; a message and a logout button. */
export function BlockedRoute() {
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-16">
      <EmptyState
        title={<FormattedMessage {...messages.title} />}
        description={<FormattedMessage {...messages.description} />}
        action={
          <Button
            loading={leaving}
            onClick={() => {
              setLeaving(true);
              void signOut();
            }}
          >
            <FormattedMessage {...messages.logout} />
          </Button>
        }
      />
    </div>
  );
}

export { BlockedRoute as Component };
