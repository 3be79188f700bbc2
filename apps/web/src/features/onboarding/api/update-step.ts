import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import type { OnboardingStep } from '../../../lib/onboarding-steps';

/** `PATCH onboarding/step`: records the step the member moves to. */
export async function updateStep(step: OnboardingStep): Promise<void> {
  await unwrap(api().PATCH('/onboarding/step', { body: { step } }));
}
