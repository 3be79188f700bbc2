/**
 * The questionnaire's rules, pure: texts per locale (with the alternative texts), dependent questions
 * opened by their parent's options (and their answers dropped when they close), the answer state of a
 * question and the per-group answer limit.
 */

/** A text per locale, or one text already in the request's language (the contract allows both). */
export type Localizable = string | { fr?: string; en?: string };

export type QuestionInputType = 'input' | 'textarea' | 'select' | 'multi_select' | 'size';

export interface QuestionOptionData {
  id: number;
  label: Localizable;
  properties?: {
    /** Choosing this option clears the other chosen options ('none of these'). */
    cancel_others?: boolean | null;
    /** An Iconify name: the `lucide:` ones the library knows show as icons, others show none. */
    iconify?: string | null;
    /** The path of an icon image. */
    icon_path?: string | null;
  } | null;
}

export interface AltQuestionText {
  /** Options (of any question) which, once chosen, switch the question to this text. */
  option_ids: readonly number[];
  text: Localizable;
}

export interface QuestionData {
  id: number;
  name?: string;
  text: Localizable;
  description?: Localizable | null;
  notice?: Localizable | null;
  required: boolean;
  /** The group: `ShortQuestionType`, `LongQuestionType`, or a single question. */
  type: string;
  input_type: QuestionInputType;
  /** Characters (text), selections (multi_select) or centimetres (size). */
  min?: number | null;
  max?: number | null;
  rows?: number | null;
  options: readonly QuestionOptionData[];
  dependent_questions?: readonly QuestionData[];
  /** On a dependent question: the parent's options that open it. */
  parent_option_ids?: readonly number[];
  properties?: { alt_question_texts?: readonly AltQuestionText[] | null } | null;
}

/** An answer as saved (`AnswerInput`): text or centimetres in `value`, chosen option ids in `options`. */
export interface AnswerValue {
  question_id: number;
  value: string | number | null;
  options: readonly number[];
}

/** The member's answers by question id. */
export type Answers = Readonly<Partial<Record<number, AnswerValue>>>;

/** Heights of a `size` question when it gives no `min`/`max`. */
export const SIZE_MIN_CM = 122;
export const SIZE_MAX_CM = 213;
/** Long questions: at most 2 answers. */
export const MAX_LONG_ANSWERS = 2;
export const LONG_QUESTION_TYPE = 'LongQuestionType';
export const SHORT_QUESTION_TYPE = 'ShortQuestionType';

/** The text for `locale` ('fr', 'en', or 'fr-CA'), falling back to French, then English. */
export function localize(text: Localizable | null | undefined, locale: string): string {
  if (text === null || text === undefined) return '';
  if (typeof text === 'string') return text;
  const language = locale.slice(0, 2) === 'en' ? 'en' : 'fr';
  return text[language] ?? text.fr ?? text.en ?? '';
}

/** Every option chosen in the answers, whatever the question. */
export function chosenOptionIds(answers: Answers): Set<number> {
  const chosen = new Set<number>();
  for (const answer of Object.values(answers)) {
    for (const id of answer?.options ?? []) chosen.add(id);
  }
  return chosen;
}

/**
 * The question's text: the first alternative text one of whose options is chosen (in any answer),
 * otherwise its own text.
 */
export function questionText(
  question: Pick<QuestionData, 'text' | 'properties'>,
  locale: string,
  chosen: ReadonlySet<number>,
): string {
  const alternative = question.properties?.alt_question_texts?.find((alt) =>
    alt.option_ids.some((id) => chosen.has(id)),
  );
  return localize(alternative?.text ?? question.text, locale);
}

/** A dependent question is open when its parent's chosen options include one of its `parent_option_ids`. */
export function isDependentOpen(
  dependent: Pick<QuestionData, 'parent_option_ids'>,
  parentAnswer: AnswerValue | undefined,
): boolean {
  const opening = dependent.parent_option_ids ?? [];
  return (parentAnswer?.options ?? []).some((id) => opening.includes(id));
}

export function openDependents(
  question: QuestionData,
  answer: AnswerValue | undefined,
): QuestionData[] {
  return (question.dependent_questions ?? []).filter((dependent) =>
    isDependentOpen(dependent, answer),
  );
}

function withoutQuestionTree(
  answers: Map<number, AnswerValue | undefined>,
  question: QuestionData,
) {
  answers.delete(question.id);
  for (const dependent of question.dependent_questions ?? [])
    withoutQuestionTree(answers, dependent);
}

function toMap(answers: Answers): Map<number, AnswerValue | undefined> {
  return new Map(Object.entries(answers).map(([id, answer]) => [Number(id), answer]));
}

function fromMap(answers: Map<number, AnswerValue | undefined>): Answers {
  return Object.fromEntries(answers);
}

/**
 * The answers without those of closed dependent questions (and of their own dependents): a hidden
 * question's answer is dropped.
 */
export function dropClosedDependents(question: QuestionData, answers: Answers): Answers {
  const next = toMap(answers);
  const visit = (parent: QuestionData) => {
    for (const dependent of parent.dependent_questions ?? []) {
      if (isDependentOpen(dependent, next.get(parent.id))) visit(dependent);
      else withoutQuestionTree(next, dependent);
    }
  };
  visit(question);
  return fromMap(next);
}

/** No text (spaces only), no option and no height. */
export function isAnswerEmpty(question: QuestionData, answer: AnswerValue | undefined): boolean {
  if (answer === undefined) return true;
  switch (question.input_type) {
    case 'input':
    case 'textarea':
      return String(answer.value ?? '').trim() === '';
    case 'select':
    case 'multi_select':
      return answer.options.length === 0;
    case 'size':
      return answer.value === null || String(answer.value).trim() === '';
  }
}

export type AnswerInvalidReason =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'too_few'
  | 'too_many'
  | 'out_of_range'
  | 'not_a_number'
  | 'unknown_option';

export type AnswerState =
  | {
      status: 'valid';
      /** Something is answered (an unanswered optional question is valid too). */
      answered: boolean;
      /** The question may be skipped: not required, and no required dependent question is open. */
      skippable: boolean;
    }
  | {
      status: 'invalid';
      reason: AnswerInvalidReason;
      /** The question at fault: this one, or one of its open dependent questions. */
      questionId: number;
      /** The limit broken (characters, selections or centimetres), when there is one. */
      limit?: number;
      answered: boolean;
      skippable: boolean;
    };

type OwnProblem = { reason: AnswerInvalidReason; limit?: number } | null;

function ownProblem(question: QuestionData, answer: AnswerValue | undefined): OwnProblem {
  if (isAnswerEmpty(question, answer) || answer === undefined) {
    return question.required ? { reason: 'required' } : null;
  }
  const min = question.min ?? undefined;
  const max = question.max ?? undefined;
  switch (question.input_type) {
    case 'input':
    case 'textarea': {
      const length = Array.from(String(answer.value ?? '').trim()).length;
      if (min !== undefined && length < min) return { reason: 'too_short', limit: min };
      if (max !== undefined && length > max) return { reason: 'too_long', limit: max };
      return null;
    }
    case 'select':
    case 'multi_select': {
      const known = new Set(question.options.map((option) => option.id));
      if (answer.options.some((id) => !known.has(id))) return { reason: 'unknown_option' };
      const count = answer.options.length;
      if (question.input_type === 'select') {
        return count > 1 ? { reason: 'too_many', limit: 1 } : null;
      }
      if (min !== undefined && count < min) return { reason: 'too_few', limit: min };
      if (max !== undefined && count > max) return { reason: 'too_many', limit: max };
      return null;
    }
    case 'size': {
      const cm = Number(answer.value);
      if (!Number.isFinite(cm)) return { reason: 'not_a_number' };
      const lowest = min ?? SIZE_MIN_CM;
      const highest = max ?? SIZE_MAX_CM;
      if (Math.round(cm) < lowest) return { reason: 'out_of_range', limit: lowest };
      if (Math.round(cm) > highest) return { reason: 'out_of_range', limit: highest };
      return null;
    }
  }
}

/**
 * Whether the question's answer (and those of its open dependent questions, found in `answers`) can be
 * saved: a required question needs a non-empty value; text lengths and selection counts follow `min`
 * and `max`; heights stay in range. It may be skipped only if it is not required and no required
 * dependent question is open.
 */
export function answerState(
  question: QuestionData,
  answer: AnswerValue | undefined,
  answers: Answers = {},
): AnswerState {
  const answered = !isAnswerEmpty(question, answer);
  const open = openDependents(question, answer);
  const skippable = !question.required && !open.some((dependent) => dependent.required);
  const problem = ownProblem(question, answer);
  if (problem) {
    return { status: 'invalid', ...problem, questionId: question.id, answered, skippable };
  }
  for (const dependent of open) {
    const state = answerState(dependent, answers[dependent.id], answers);
    if (state.status === 'invalid') return { ...state, answered, skippable };
  }
  return { status: 'valid', answered, skippable };
}

/**
 * The answers after `question` is answered with `answer` (removed when empty); the answers of
 * dependent questions that close are dropped.
 */
export function setAnswer(question: QuestionData, answers: Answers, answer: AnswerValue): Answers {
  const next = toMap(answers);
  if (isAnswerEmpty(question, answer)) next.delete(question.id);
  else next.set(question.id, answer);
  return dropClosedDependents(question, fromMap(next));
}

/**
 * The most answers a group takes: long questions at most 2 (or a lower configured maximum), short
 * questions the configured maximum (none when not configured).
 */
export function groupMaximum(type: string, configured?: number): number | undefined {
  if (type === LONG_QUESTION_TYPE) {
    return configured === undefined ? MAX_LONG_ANSWERS : Math.min(configured, MAX_LONG_ANSWERS);
  }
  return configured;
}

export interface GroupLimitState {
  /** Questions of the group answered. */
  count: number;
  max: number | undefined;
  /** The maximum is reached: the unanswered questions are locked. */
  atMax: boolean;
  /** More answers than the maximum (data from elsewhere). */
  overMax: boolean;
  /** Questions that cannot be answered now (unanswered ones, once the maximum is reached). */
  locked: ReadonlySet<number>;
}

export function groupLimitState(
  questions: readonly QuestionData[],
  answers: Answers,
  max: number | undefined,
): GroupLimitState {
  const answered = questions.filter((question) => !isAnswerEmpty(question, answers[question.id]));
  const count = answered.length;
  const atMax = max !== undefined && count >= max;
  const locked = new Set<number>(
    atMax
      ? questions
          .filter((question) => isAnswerEmpty(question, answers[question.id]))
          .map((question) => question.id)
      : [],
  );
  return { count, max, atMax, overMax: max !== undefined && count > max, locked };
}
