import { Button } from '@app/ui/button';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { useUser } from '../../lib/session';

const messages = defineMessages({
  title: { id: 'onboarding.home.title', defaultMessage: 'Bienvenue !' },
  text: {
    id: 'onboarding.home.text',
    defaultMessage:
      'Des rencontres authentiques, en sécurité, avec des célibataires qui veulent une vraie relation et grandir en chemin.',
  },
  create: { id: 'onboarding.home.create', defaultMessage: 'Créer un compte' },
  resume: { id: 'onboarding.home.resume', defaultMessage: 'Continuer mon inscription' },
  haveAccount: { id: 'onboarding.home.have_account', defaultMessage: 'Vous avez déjà un compte ?' },
  signIn: { id: 'onboarding.home.sign_in', defaultMessage: 'Se connecter' },
});

/** /onboarding/home: welcome, a create-account button and a sign-in link. */
export function OnboardingHomeRoute() {
  const { user } = useUser();
  const { search } = useLocation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 py-8 text-center">
      <h1 className="font-display text-3xl font-semibold text-balance sm:text-4xl">
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="text-lg text-pretty text-text-muted">
        <FormattedMessage {...messages.text} />
      </p>
      {user ? (
        <Button asChild size="lg">
          <Link to={paths.onboarding.terms}>
            <FormattedMessage {...messages.resume} />
          </Link>
        </Button>
      ) : (
        <>
          <Button asChild size="lg">
            <Link to={`${paths.onboarding.start}${search}`}>
              <FormattedMessage {...messages.create} />
            </Link>
          </Button>
          <p className="flex flex-wrap items-center justify-center gap-2">
            <FormattedMessage {...messages.haveAccount} />
            <Button asChild variant="link">
              <Link to={paths.login}>
                <FormattedMessage {...messages.signIn} />
              </Link>
            </Button>
          </p>
        </>
      )}
    </section>
  );
}

export { OnboardingHomeRoute as Component };
