import { useCallback, useState } from 'react';
import type { OnboardingStep } from './onboarding-steps';
import type { CurrentUser } from './session';

/** What the wizard route gives every step component. */
export interface WizardStepProps {
  step: OnboardingStep;
  /** The step's index in the server's step list. */
  stepIndex: number;
  stepCount: number;
  /** Back one step; undefined on the first step. */
  onPrevious: (() => void) | undefined;
  /** Records the next step on the server, then moves on (to /onboarding/success after the last). */
  advance: () => Promise<void>;
  user: CurrentUser;
}

/** The props of the design system's OnboardingStepLayout that the wizard decides. */
export function layoutProps({ stepIndex, stepCount, onPrevious }: WizardStepProps) {
  return onPrevious ? { stepIndex, stepCount, onPrevious } : { stepIndex, stepCount };
}

/**
 * Next: save the step's data (if any), then advance. `saving` drives the Next button's spinner; a
 * failure goes to `onError` and the step stays.
 */
export function useStepSubmit(
  advance: () => Promise<void>,
  onError: (error: unknown) => void,
): { saving: boolean; submit: (save?: () => Promise<unknown>) => Promise<void> } {
  const [saving, setSaving] = useState(false);
  const submit = useCallback(
    async (save?: () => Promise<unknown>) => {
      setSaving(true);
      try {
        if (save) await save();
        await advance();
      } catch (error) {
        onError(error);
      } finally {
        setSaving(false);
      }
    },
    [advance, onError],
  );
  return { saving, submit };
}
