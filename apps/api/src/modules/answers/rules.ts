import {
  ALL_QUESTIONS,
  HEIGHT_MAX_CM,
  HEIGHT_MIN_CM,
  MAX_LONG_ANSWERS,
  type Question,
} from '../../data/questions';
import type { MessageKey } from '../../i18n/messages';

export interface AnswerInput {
  question_id: number;
  value: string | number | null;
  options?: number[] | undefined;
}

/** What is stored: empty answers (no value and no options) are removed rather than kept. */
export interface NormalisedAnswer {
  questionId: number;
  value: string | null;
  optionIds: number[];
}

export interface AnswerProblem {
  field: string;
  key: MessageKey;
  params?: Record<string, number>;
}

const byId = new Map(ALL_QUESTIONS.map((question) => [question.id, question]));

/**
 * The per-group maximum: long questions at most 2; short questions none, they are optional with no
 * maximum number of answers (spec 01 §5).
 */
export function groupLimit(question: Question): number | undefined {
  return question.type === 'LongQuestionType' ? MAX_LONG_ANSWERS : undefined;
}

function isEmpty(answer: NormalisedAnswer): boolean {
  return (answer.value === null || answer.value === '') && answer.optionIds.length === 0;
}

/**
 * Checks answers against their questions (required, text length, selections, cancel_others, the
 * height range, the long questions' maximum counted with the member's other saved answers).
 */
export function checkAnswers(
  inputs: readonly AnswerInput[],
  existingQuestionIds: readonly number[],
): { answers: NormalisedAnswer[]; problems: AnswerProblem[] } {
  const problems: AnswerProblem[] = [];
  const answers: NormalisedAnswer[] = [];
  const seen = new Set<number>();

  inputs.forEach((input, index) => {
    const field = (name: string) => `answers.${index}.${name}`;
    const question = byId.get(input.question_id);
    if (!question) {
      problems.push({ field: field('question_id'), key: 'answers.unknown_question' });
      return;
    }
    if (seen.has(question.id)) {
      problems.push({ field: field('question_id'), key: 'answers.duplicate' });
      return;
    }
    seen.add(question.id);
    const optionIds = [...new Set(input.options ?? [])];
    const text = typeof input.value === 'string' ? input.value.trim() : input.value;
    const answer: NormalisedAnswer = {
      questionId: question.id,
      value: text === null ? null : String(text),
      optionIds,
    };
    const known = new Set(question.options.map((option) => option.id));

    if (isEmpty(answer)) {
      if (question.required) problems.push({ field: field('value'), key: 'answers.required' });
      else answers.push(answer);
      return;
    }

    switch (question.input_type) {
      case 'input':
      case 'textarea': {
        const length = answer.value?.length ?? 0;
        if (question.min !== null && length < question.min) {
          problems.push({
            field: field('value'),
            key: 'answers.min_chars',
            params: { min: question.min },
          });
        } else if (question.max !== null && length > question.max) {
          problems.push({
            field: field('value'),
            key: 'answers.max_chars',
            params: { max: question.max },
          });
        }
        answer.optionIds = [];
        break;
      }
      case 'size': {
        const centimetres = Math.round(Number(answer.value));
        if (
          !Number.isFinite(centimetres) ||
          centimetres < HEIGHT_MIN_CM ||
          centimetres > HEIGHT_MAX_CM
        ) {
          problems.push({
            field: field('value'),
            key: 'answers.size_range',
            params: { min: HEIGHT_MIN_CM, max: HEIGHT_MAX_CM },
          });
        }
        answer.value = String(centimetres);
        answer.optionIds = [];
        break;
      }
      case 'select': {
        if (answer.optionIds.some((id) => !known.has(id))) {
          problems.push({ field: field('options'), key: 'answers.option_invalid' });
        } else if (answer.optionIds.length !== 1) {
          problems.push({ field: field('options'), key: 'answers.select_one' });
        }
        answer.value = null;
        break;
      }
      case 'multi_select': {
        const count = answer.optionIds.length;
        const exclusive = question.options
          .filter((option) => option.properties.cancel_others)
          .map((option) => option.id);
        if (answer.optionIds.some((id) => !known.has(id))) {
          problems.push({ field: field('options'), key: 'answers.option_invalid' });
        } else if (count > 1 && answer.optionIds.some((id) => exclusive.includes(id))) {
          problems.push({ field: field('options'), key: 'answers.cancel_others' });
        } else if (question.min !== null && count < question.min) {
          problems.push({
            field: field('options'),
            key: 'answers.min_selections',
            params: { min: question.min },
          });
        } else if (question.max !== null && count > question.max) {
          problems.push({
            field: field('options'),
            key: 'answers.max_selections',
            params: { max: question.max },
          });
        }
        answer.value = null;
        break;
      }
    }
    answers.push(answer);
  });

  // The long questions' maximum (the only group with one), counting what the member already answered
  // outside this request.
  const kept = new Set(existingQuestionIds.filter((id) => !seen.has(id)));
  for (const answer of answers) if (!isEmpty(answer)) kept.add(answer.questionId);
  const longs = [...kept].filter((id) => byId.get(id)?.type === 'LongQuestionType');
  if (longs.length > MAX_LONG_ANSWERS) {
    const index = inputs.findIndex(
      (input) => byId.get(input.question_id)?.type === 'LongQuestionType',
    );
    problems.push({
      field: `answers.${Math.max(index, 0)}.question_id`,
      key: 'answers.group_max',
      params: { max: MAX_LONG_ANSWERS },
    });
  }
  return { answers, problems };
}

export function isEmptyAnswer(answer: NormalisedAnswer): boolean {
  return isEmpty(answer);
}
