import { Button } from '@app/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@app/ui/card';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { config } from '../config';
import { signInWithSocial } from '../features/auth/api/sign-in-with-social';
import { LoginForm } from '../features/auth/components/login-form';
import { SocialButtons } from '../features/auth/components/social-buttons';
import { paths } from '../lib/paths';

const messages = defineMessages({
  title: { id: 'login.title', defaultMessage: 'Connexion' },
  subtitle: { id: 'login.subtitle', defaultMessage: 'Heureux de vous revoir.' },
  forgot: { id: 'login.forgot', defaultMessage: 'Mot de passe oublié ?' },
  or: { id: 'login.or', defaultMessage: 'ou' },
  noAccount: { id: 'login.no_account', defaultMessage: 'Pas encore de compte ?' },
  register: { id: 'login.register', defaultMessage: 'Créer un compte' },
});

const versionMessages = defineMessages<{ version: { version: string } }>({
  version: { id: 'login.version', defaultMessage: 'Version {version}' },
});

/** /login: email and password, social buttons by platform, links, and the version. */
export function LoginRoute() {
  const [params] = useSearchParams();
  const hideRegister = params.has('hide_register') && params.get('hide_register') !== '0';
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
          <LoginForm defaultEmail={params.get('email') ?? ''} />
          <Button asChild variant="link" className="self-center">
            <Link to={paths.forgotPassword}>
              <FormattedMessage {...messages.forgot} />
            </Link>
          </Button>
          <p className="text-center text-sm text-text-muted" aria-hidden="true">
            <FormattedMessage {...messages.or} />
          </p>
          <SocialButtons onCredential={signInWithSocial} />
          {hideRegister ? null : (
            <p className="flex flex-wrap items-center justify-center gap-2 text-sm">
              <FormattedMessage {...messages.noAccount} />
              <Button asChild variant="link">
                <Link to={paths.onboarding.root}>
                  <FormattedMessage {...messages.register} />
                </Link>
              </Button>
            </p>
          )}
        </CardContent>
      </Card>
      <p className="text-center text-xs text-text-muted" data-testid="app-version">
        <FormattedMessage {...versionMessages.version} values={{ version: config.version }} />
      </p>
    </div>
  );
}

export { LoginRoute as Component };
