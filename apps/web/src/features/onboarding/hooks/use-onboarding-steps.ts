import { useMemo } from 'react';
import { stepsFor, type OnboardingStep } from '../../../lib/onboarding-steps';
import { useQuestions } from '../api/get-questions';

/** The wizard's steps on this server: every step, a question step only if its question exists. */
export function useOnboardingSteps(enabled = true): {
  steps: OnboardingStep[] | undefined;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
} {
  const { data, isLoading, error, mutate } = useQuestions(enabled);
  const steps = useMemo(() => (data ? stepsFor(data) : undefined), [data]);
  return {
    steps,
    isLoading,
    error,
    retry: () => {
      void mutate();
    },
  };
}
