import { isOnboardingStep, type OnboardingStep } from '@app/openapi/onboarding';

/* The steps, their order and the questionnaire walk are the API's too (openapi/lib/onboarding.ts). */
export {
  isOnboardingStep,
  ONBOARDING_STEPS,
  questionNameOf,
  stepsFor,
  type OnboardingStep,
} from '@app/openapi/onboarding';

export type StepType =
  | 'gender'
  | 'sexual-orientation'
  | 'single-question'
  | 'introduction-video'
  | 'introduction'
  | 'short-questions'
  | 'long-questions'
  | 'audio-introduction'
  | 'authentication'
  | 'pictures-video'
  | 'sample-picture'
  | 'pictures'
  | 'payment';

const OWN_TYPE: Partial<Record<OnboardingStep, StepType>> = {
  gender: 'gender',
  'sexual-orientation': 'sexual-orientation',
  'introduction-video': 'introduction-video',
  introduction: 'introduction',
  'short-questions': 'short-questions',
  'long-questions': 'long-questions',
  'audio-introduction': 'audio-introduction',
  authentication: 'authentication',
  'pictures-video': 'pictures-video',
  'sample-picture': 'sample-picture',
  pictures: 'pictures',
  payment: 'payment',
};

export function stepType(step: OnboardingStep): StepType {
  return OWN_TYPE[step] ?? 'single-question';
}

/** The member's saved step, else the first step (also when the saved one no longer exists). */
export function currentStep(
  saved: string | null | undefined,
  steps: readonly OnboardingStep[],
): OnboardingStep | undefined {
  if (isOnboardingStep(saved) && steps.includes(saved)) return saved;
  return steps[0];
}
