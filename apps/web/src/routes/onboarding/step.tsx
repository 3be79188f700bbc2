import { ScreenSpinner } from '@app/ui/spinner';
import { lazy, Suspense, useCallback, type ComponentType, type LazyExoticComponent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { updateStep } from '../../features/onboarding/api/update-step';
import { useOnboardingSteps } from '../../features/onboarding/hooks/use-onboarding-steps';
import { stepType, type OnboardingStep, type StepType } from '../../lib/onboarding-steps';
import { paths } from '../../lib/paths';
import { refreshUser, useUser } from '../../lib/session';
import { useNavigateCommitted } from '../../lib/use-navigate-committed';
import type { WizardStepProps } from '../../lib/wizard';

const messages = defineMessages({
  loading: { id: 'wizard.loading', defaultMessage: 'Chargement de l’étape' },
});

type StepComponent = LazyExoticComponent<ComponentType<WizardStepProps>>;

/** Each kind of step is its own chunk: the cropper, the recorder and payment load with their step. */
const STEP_COMPONENTS: Record<StepType, StepComponent> = {
  gender: lazy(() => import('../../features/onboarding/components/gender-step')),
  'sexual-orientation': lazy(
    () => import('../../features/onboarding/components/sexual-orientation-step'),
  ),
  'single-question': lazy(() => import('../../features/onboarding/components/question-step')),
  'introduction-video': lazy(() => import('../../features/onboarding/components/video-step')),
  introduction: lazy(() => import('../../features/onboarding/components/introduction-step')),
  'short-questions': lazy(() => import('../../features/onboarding/components/question-group-step')),
  'long-questions': lazy(() => import('../../features/onboarding/components/question-group-step')),
  'audio-introduction': lazy(
    () => import('../../features/media/components/audio-introduction-step'),
  ),
  authentication: lazy(() => import('../../features/identity/components/identity-step')),
  'pictures-video': lazy(() => import('../../features/onboarding/components/video-step')),
  'sample-picture': lazy(() => import('../../features/media/components/sample-picture-step')),
  pictures: lazy(() => import('../../features/media/components/pictures-step')),
  payment: lazy(() => import('../../features/payments/components/payment-step')),
};

/**
 * /onboarding/step/:step: the step list comes from the server (the guard already limited the step to
 * the member's current one). Previous goes back one step; Next records the new step on the server,
 * then moves on; after the last step, /onboarding/success.
 */
export function OnboardingStepRoute() {
  const intl = useIntl();
  const navigate = useNavigateCommitted();
  const params = useParams();
  const { user } = useUser();
  const { steps } = useOnboardingSteps(Boolean(user));
  const step = params.step as OnboardingStep;
  const index = steps?.indexOf(step) ?? -1;

  const advance = useCallback(async () => {
    if (!steps) return;
    const next = steps[index + 1];
    if (!next) {
      // The last step completed onboarding on the server: show success first, then refetch the user
      // (a completed user is sent away from the wizard's routes).
      await navigate(paths.onboarding.success);
      await refreshUser();
      return;
    }
    await updateStep(next);
    await refreshUser();
    await navigate(paths.onboarding.step(next));
  }, [index, navigate, steps]);

  if (!user || !steps || index === -1) return null;
  const previous = steps[index - 1];
  const Step = STEP_COMPONENTS[stepType(step)];
  return (
    <Suspense fallback={<ScreenSpinner label={intl.formatMessage(messages.loading)} />}>
      <Step
        key={step}
        step={step}
        stepIndex={index}
        stepCount={steps.length}
        onPrevious={
          previous
            ? () => {
                void navigate(paths.onboarding.step(previous));
              }
            : undefined
        }
        advance={advance}
        user={user}
      />
    </Suspense>
  );
}

export { OnboardingStepRoute as Component };
