import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { refreshUser, signOut, useUser } from '../lib/session';
import { useUserChannel } from '../lib/use-user-channel';

const messages = defineMessages({
  title: { id: 'blocked.title', defaultMessage: 'Votre compte a été bloqué' },
  description: {
    id: 'blocked.description',
    defaultMessage:
      'Vous ne pouvez plus utiliser l’application. Pour toute question, écrivez-nous depuis la page Contact.',
  },
  logout: { id: 'blocked.logout', defaultMessage: 'Se déconnecter' },
});

/**
 * /blocked: only blocked users reach it; a message and a logout button. It listens for the account
 * being unblocked (spec 02, section 4: the user is read again), and the guard then sends the user
 * home, with no reload.
 */
export function BlockedRoute() {
  const [leaving, setLeaving] = useState(false);
  const { user } = useUser();
  const reloadUser = () => {
    void refreshUser().catch(() => undefined);
  };
  // Listening from now on: an unblocking while the socket connected is read once then.
  useUserChannel(user?.id, { '.user.unblocked': reloadUser }, reloadUser);
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
