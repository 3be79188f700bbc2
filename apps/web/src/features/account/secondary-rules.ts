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

export interface QuestionRef {
  id: number;
  name: string;
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

/** The saved rules as drafts (rules on unknown questions are dropped). */
export function toDrafts(
  rules: readonly SavedRule[],
  questions: readonly QuestionRef[],
): RuleDraft[] {
  const drafts: RuleDraft[] = [];
  for (const rule of rules) {
    const key =
      rule.field ?? questions.find((question) => question.id === rule.question_id)?.name ?? null;
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
  return drafts.map((draft) => {
    const field = draft.key === 'age' || draft.key === 'distance' ? draft.key : null;
    const questionId =
      field === null
        ? (questions.find((question) => question.name === draft.key)?.id ?? null)
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
