/**
 * The onboarding wizard's steps and the walk over the questionnaire that decides which of them exist:
 * one implementation, used by the API (`/onboarding`) and the web app (the wizard). Pure, importing
 * only the contract's generated values, so both sides load it without loading each other.
 */
import { onboardingStepValues } from '../generated/enums';
import type { components } from '../generated/schema';

export type OnboardingStep = components['schemas']['OnboardingStep'];

/** The wizard step paths, in wizard order: the contract's `OnboardingStep` enum, as generated. */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = onboardingStepValues;

/** Steps that are not backed by a single question: they always exist. */
export const NON_QUESTION_STEPS = [
  'gender',
  'sexual-orientation',
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

/** A step backed by the question of the same name (`family-situation` is `family_situation`). */
export type QuestionStep = Exclude<OnboardingStep, (typeof NON_QUESTION_STEPS)[number]>;

const NON_QUESTION_STEP_SET: ReadonlySet<string> = new Set(NON_QUESTION_STEPS);

export function isOnboardingStep(value: unknown): value is OnboardingStep {
  return typeof value === 'string' && (ONBOARDING_STEPS as readonly string[]).includes(value);
}

export function isQuestionStep(step: OnboardingStep): step is QuestionStep {
  return !NON_QUESTION_STEP_SET.has(step);
}

/** The question name behind a single-question step (`family-situation` is `family_situation`). */
export function questionNameOf(step: OnboardingStep): string {
  return step.replaceAll('-', '_');
}

/** The single-question step a question of this name backs, or null (it shows inside another step). */
export function questionStepOf(name: string): QuestionStep | null {
  const step = name.replaceAll('_', '-');
  return isOnboardingStep(step) && isQuestionStep(step) ? step : null;
}

/** A question as the contract serves it, reduced to what the walk reads. */
export interface QuestionNode<Q> {
  name?: string | undefined;
  dependent_questions?: readonly Q[] | null | undefined;
}

/** Every question, each root question followed by its dependent questions (depth first). */
export function flattenQuestions<Q extends QuestionNode<Q>>(questions: readonly Q[]): Q[] {
  return questions.flatMap((q) => [q, ...flattenQuestions(q.dependent_questions ?? [])]);
}

/**
 * The wizard steps that exist, in order: a single-question step exists only if its question is among
 * `questions` (dependent questions included); the other steps always exist.
 */
export function stepsFor<Q extends QuestionNode<Q>>(questions: readonly Q[]): OnboardingStep[] {
  const present = new Set<OnboardingStep>();
  for (const question of flattenQuestions(questions)) {
    const step = question.name === undefined ? null : questionStepOf(question.name);
    if (step !== null) present.add(step);
  }
  return ONBOARDING_STEPS.filter((step) => !isQuestionStep(step) || present.has(step));
}
