import { defineMessages, FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useOnboardingSteps } from '../../features/onboarding/hooks/use-onboarding-steps';
import { TermsAcceptance } from '../../features/terms/components/terms-acceptance';
import { currentStep } from '../../lib/onboarding-steps';
import { paths } from '../../lib/paths';
import { useUser } from '../../lib/session';

const messages = defineMessages({
  title: { id: 'onboarding.terms.title', defaultMessage: 'Conditions d’utilisation' },
  subtitle: {
    id: 'onboarding.terms.subtitle',
    defaultMessage:
      'Lisez les conditions jusqu’au bout, puis acceptez-les pour commencer votre profil.',
  },
});

/** /onboarding/terms: accepting moves to the wizard's current step (the first, the first time). */
export function OnboardingTermsRoute() {
  const navigate = useNavigate();
  const { user } = useUser();
  const { steps } = useOnboardingSteps(Boolean(user));
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col gap-4">
      <h1 className="font-display text-2xl font-semibold sm:text-3xl">
        <FormattedMessage {...messages.title} />
      </h1>
      <p className="text-text-muted">
        <FormattedMessage {...messages.subtitle} />
      </p>
      <TermsAcceptance
        alreadyAccepted={Boolean(user?.accepted_terms_date)}
        onAccepted={() => {
          const step = steps ? currentStep(user?.member?.onboarding_step, steps) : undefined;
          void navigate(step ? paths.onboarding.step(step) : paths.onboarding.root);
        }}
      />
    </section>
  );
}

export { OnboardingTermsRoute as Component };
