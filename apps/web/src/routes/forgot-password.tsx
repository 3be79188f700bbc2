import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ForgotPasswordForm } from '../features/auth/components/forgot-password-form';
import { paths } from '../lib/paths';

const messages = defineMessages({
  title: { id: 'forgot.title', defaultMessage: 'Mot de passe oublié' },
  subtitle: {
    id: 'forgot.subtitle',
    defaultMessage:
      'Entrez votre adresse : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  },
  back: { id: 'forgot.back', defaultMessage: 'Retour à la connexion' },
});

/** /forgot-password. */
export function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-10">
      <Card padding="lg">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">
              <FormattedMessage {...messages.title} />
            </h1>
          </CardTitle>
          <CardDescription>
            <FormattedMessage {...messages.subtitle} />
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-5">
          <ForgotPasswordForm defaultEmail={params.get('email') ?? ''} />
          <Button asChild variant="link" className="self-center">
            <Link to={paths.login}>
              <FormattedMessage {...messages.back} />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export { ForgotPasswordRoute as Component };
