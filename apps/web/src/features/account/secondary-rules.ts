import { flattenQuestions, type QuestionNode } from '@app/openapi/onboarding';
import type { SecondaryRuleInput } from './api/secondary-rules';

/**
 * The secondary inbox's rules as the settings form edits them (spec 02, section 5): at most 3, each type
 * (age, distance or one allowed question) once; ranges `min,max` for age 18–99, height 122–213 cm and
 * distance 3–300 km (default 300); options required for the other questions.
 */
export const MAX_RULES = 3;

export const ALLOWED_QUESTIONS = [
  'objective',
  'silhouette',
  'height',
  'languages',
  'family_situation',
  'want_to_have_children',
  'education_level',
  'current_occupation',
  'alcohol_consumption_frequency',
  'smoking',
  'smoking_frequency',
  'smoking_tolerance_level',
  'food_preferences',
  'personality_traits',
  'religious_beliefs',
  'religion',
  'personal_development_importance',
  'accepts_persons_with_limitations',
  'areas_of_interest',
] as const;

export type RangeKey = 'age' | 'distance' | 'height';
export const RANGES: Record<RangeKey, { min: number; max: number; initial: [number, number] }> = {
  age: { min: 18, max: 99, initial: [18, 99] },
  distance: { min: 3, max: 300, initial: [3, 300] },
  height: { min: 122, max: 213, initial: [122, 213] },
};

export function isRangeKey(key: string): key is RangeKey {
  return key === 'age' || key === 'distance' || key === 'height';
}

/** One rule being edited: its type (`age`, `distance` or a question's name), a range or options. */
export interface RuleDraft {
  key: string;
  range: [number, number] | null;
  options: string[];
}

/** A question as `GET /questions` serves it, reduced to what the rules read. */
export interface QuestionRef {
  id: number;
  name?: string | undefined;
  dependent_questions?: readonly QuestionRef[] | null | undefined;
}

type Named<Q> = Q & { name: string };

/**
 * Every named question, dependent ones included: `smoking_frequency`, `smoking_tolerance_level` and
 * `religion` are allowed (spec 02, section 5) but only come nested in their parent's `dependent_questions`.
 */
export function namedQuestions<Q extends QuestionRef & QuestionNode<Q>>(
  questions: readonly Q[],
): Named<Q>[] {
  return flattenQuestions<Q>(questions).filter((question): question is Named<Q> =>
    Boolean(question.name),
  );
}

/** The questions a rule may be about (the allowed list), dependent ones included. */
export function allowedQuestions<Q extends QuestionRef & QuestionNode<Q>>(
  questions: readonly Q[],
): Named<Q>[] {
  return namedQuestions(questions).filter((question) =>
    (ALLOWED_QUESTIONS as readonly string[]).includes(question.name),
  );
}

/**
 * The key of a saved rule whose question is not in `GET /questions` (a question since withdrawn): the
 * rule stays in the form, under its id, so that saving does not delete it without the member seeing it;
 * they remove it themselves (and the API says so if it refuses it).
 */
const UNKNOWN_PREFIX = 'question:';

export function unknownQuestionKey(questionId: number): string {
  return `${UNKNOWN_PREFIX}${String(questionId)}`;
}

/** The question id behind an unknown question's key, else null. */
export function unknownQuestionId(key: string): number | null {
  if (!key.startsWith(UNKNOWN_PREFIX)) return null;
  const id = Number(key.slice(UNKNOWN_PREFIX.length));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export interface SavedRule {
  question_id: number | null;
  field: string | null;
  value: string | null;
  options: number[];
}

export function parseRange(value: string | null | undefined, key: RangeKey): [number, number] {
  const bounds = RANGES[key];
  const match = /^(\d+),(\d+)$/.exec(value ?? '');
  if (!match) return bounds.initial;
  const low = Math.max(bounds.min, Math.min(bounds.max, Number(match[1])));
  const high = Math.max(low, Math.min(bounds.max, Number(match[2])));
  return [low, high];
}

/**
 * The saved rules as drafts, looked up among every question (dependent ones included). A rule on a
 * question missing from `questions` keeps its id (`unknownQuestionKey`) rather than being dropped; only
 * a rule with neither a field nor a question id, which cannot be sent back anyway, is left out.
 */
export function toDrafts(
  rules: readonly SavedRule[],
  questions: readonly QuestionRef[],
): RuleDraft[] {
  const all = namedQuestions(questions);
  const drafts: RuleDraft[] = [];
  for (const rule of rules) {
    const key =
      rule.field ??
      all.find((question) => question.id === rule.question_id)?.name ??
      (rule.question_id === null ? null : unknownQuestionKey(rule.question_id));
    if (!key) continue;
    drafts.push({
      key,
      range: isRangeKey(key) ? parseRange(rule.value, key) : null,
      options: rule.options.map(String),
    });
  }
  return drafts.slice(0, MAX_RULES);
}

/** A new draft of a type: its default range, or no option yet. */
export function newDraft(key: string): RuleDraft {
  return { key, range: isRangeKey(key) ? RANGES[key].initial : null, options: [] };
}

/** The indexes of question rules without any option (refused before any call). */
export function missingOptions(drafts: readonly RuleDraft[]): number[] {
  return drafts.flatMap((draft, index) =>
    draft.range === null && draft.options.length === 0 ? [index] : [],
  );
}

/** The batch the API takes, each item with its key. */
export function toInputs(
  drafts: readonly RuleDraft[],
  questions: readonly QuestionRef[],
): SecondaryRuleInput[] {
  const all = namedQuestions(questions);
  return drafts.map((draft) => {
    const field = draft.key === 'age' || draft.key === 'distance' ? draft.key : null;
    const questionId =
      field === null
        ? (all.find((question) => question.name === draft.key)?.id ?? unknownQuestionId(draft.key))
        : null;
    return {
      key: draft.key,
      field,
      question_id: questionId,
      value: draft.range ? `${String(draft.range[0])},${String(draft.range[1])}` : null,
      options: draft.range ? [] : draft.options.map(Number),
    };
  });
}
