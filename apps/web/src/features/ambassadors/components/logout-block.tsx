import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { signOut } from '../../../lib/session';

const messages = defineMessages({
  title: { id: 'ambassador.logout.title', defaultMessage: 'Déconnexion' },
  text: {
    id: 'ambassador.logout.text',
    defaultMessage: 'Vous partagez cet appareil ? Déconnectez-vous à la fin de votre visite.',
  },
  button: { id: 'ambassador.logout.button', defaultMessage: 'Se déconnecter' },
});

/** The logout block of the dashboard, for ambassadors who are not members. */
export function LogoutBlock() {
  const [leaving, setLeaving] = useState(false);
  return (
    <Card data-testid="ambassador-logout">
      <CardHeader>
        <CardTitle asChild>
          <h2>
            <FormattedMessage {...messages.title} />
          </h2>
        </CardTitle>
        <CardDescription>
          <FormattedMessage {...messages.text} />
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void signOut();
          }}
        >
          <FormattedMessage {...messages.button} />
        </Button>
      </CardContent>
    </Card>
  );
}
