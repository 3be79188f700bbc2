import type { components } from '@app/client';

export type OnboardingStep = components['schemas']['OnboardingStep'];

/** Every wizard step path, in order (spec 01, section 2). */
export const ONBOARDING_STEPS = [
  'gender',
  'sexual-orientation',
  'objective',
  'silhouette',
  'height',
  'languages',
  'family-situation',
  'want-to-have-children',
  'education-level',
  'current-occupation',
  'alcohol-consumption-frequency',
  'smoking',
  'food-preferences',
  'personality-traits',
  'values',
  'religious-beliefs',
  'personal-development-importance',
  'accepts-persons-with-limitations',
  'areas-of-interest',
  'introduction-video',
  'introduction',
  'short-questions',
  'long-questions',
  'audio-introduction',
  'authentication',
  'pictures-video',
  'sample-picture',
  'pictures',
  'payment',
] as const satisfies readonly OnboardingStep[];

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

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

/** The question name behind a single-question step (`family-situation` is `family_situation`). */
export function questionNameOf(step: OnboardingStep): string {
  return step.replaceAll('-', '_');
}

interface NamedQuestion {
  name?: string | undefined;
  dependent_questions?: readonly NamedQuestion[] | undefined;
}

/**
 * The steps that exist on this server, in order: a single-question step exists only if its question is
 * among the server's questions (dependent questions included); the other steps always exist.
 */
export function stepsFromQuestions(questions: readonly NamedQuestion[]): OnboardingStep[] {
  const names = new Set<string>();
  const visit = (list: readonly NamedQuestion[]): void => {
    for (const question of list) {
      if (question.name) names.add(question.name);
      visit(question.dependent_questions ?? []);
    }
  };
  visit(questions);
  return ONBOARDING_STEPS.filter(
    (step) => stepType(step) !== 'single-question' || names.has(questionNameOf(step)),
  );
}

/** The member's saved step, else the first step (also when the saved one no longer exists). */
export function currentStep(
  saved: string | null | undefined,
  steps: readonly OnboardingStep[],
): OnboardingStep | undefined {
  if (isOnboardingStep(saved) && steps.includes(saved)) return saved;
  return steps[0];
}
