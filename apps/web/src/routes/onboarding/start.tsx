import { Button } from '@app/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@app/ui/card';
import { lazy, Suspense } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { RegisterPrefill } from '../../features/auth/api/sign-up-with-social';
import { SocialSignUp } from '../../features/auth/components/social-sign-up';
import { paths } from '../../lib/paths';
import { useDialogOnDemand } from '@app/ui/hooks/use-dialog-on-demand';

// The terms' modal (the dialog, the sanitiser of the terms' markup) loads when first asked for: most
// visitors never open it (issue 12: 24 KiB gzip out of this page's first load).
const loadTermsDialog = () => import('../../features/terms/components/terms-dialog');
const TermsDialog = lazy(() =>
  loadTermsDialog().then((module) => ({ default: module.TermsDialog })),
);

const messages = defineMessages({
  title: { id: 'onboarding.start.title', defaultMessage: 'Créer un compte' },
  email: { id: 'onboarding.start.email', defaultMessage: 'Continuer avec mon adresse courriel' },
  or: { id: 'onboarding.start.or', defaultMessage: 'ou' },
  terms: { id: 'onboarding.start.terms', defaultMessage: 'Lire les conditions d’utilisation' },
});

/** The register form's query for a Facebook sign-up that gave no email. */
export function prefillQuery(prefill: RegisterPrefill): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) {
    if (typeof value === 'string' && value !== '') query.set(key, value);
  }
  return query.toString();
}

/** /onboarding/start: email, Apple (iOS only), Facebook or Google; the terms in a modal. */
export function OnboardingStartRoute() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const termsDialog = useDialogOnDemand(loadTermsDialog);
  return (
    <Card padding="lg" className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">
            <FormattedMessage {...messages.title} />
          </h1>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button asChild size="lg">
          <Link to={`${paths.onboarding.register}${search}`}>
            <FormattedMessage {...messages.email} />
          </Link>
        </Button>
        <p className="text-center text-sm text-text-muted" aria-hidden="true">
          <FormattedMessage {...messages.or} />
        </p>
        <SocialSignUp
          onSignedUp={() => {
            void navigate(paths.onboarding.terms);
          }}
          onPrefill={(prefill) => {
            void navigate(`${paths.onboarding.register}?${prefillQuery(prefill)}`);
          }}
        />
        <Button type="button" variant="link" className="self-center" {...termsDialog.trigger}>
          <FormattedMessage {...messages.terms} />
        </Button>
        {termsDialog.asked ? (
          <Suspense fallback={null}>
            <TermsDialog open={termsDialog.open} onOpenChange={termsDialog.setOpen} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}

export { OnboardingStartRoute as Component };
