import { toApiError } from '@app/client';
import { flattenQuestions } from '@app/openapi/onboarding';
import { isAnswerEmpty, type Answers, type QuestionData } from '@app/ui/question-input';
import type { AnswerInput } from '../api/save-answers';

/**
 * What to send for these questions: each answer given, and an empty answer (a removal) for an
 * optional question that had a saved answer and has none now (cleared, or a dependent that closed).
 */
export function answersToSave(
  questions: readonly QuestionData[],
  answers: Answers,
  savedIds: ReadonlySet<number>,
): AnswerInput[] {
  const inputs: AnswerInput[] = [];
  for (const question of flattenQuestions(questions)) {
    const answer = answers[question.id];
    if (answer && !isAnswerEmpty(question, answer)) {
      inputs.push({ question_id: question.id, value: answer.value, options: [...answer.options] });
    } else if (savedIds.has(question.id) && !question.required) {
      inputs.push({ question_id: question.id, value: null, options: [] });
    }
  }
  return inputs;
}

/** The 422 of `POST answers` (`answers.<index>.<field>`) as a message per question id. */
export function answerErrors(
  error: unknown,
  sent: readonly AnswerInput[],
): Partial<Record<number, string>> {
  const errors: Partial<Record<number, string>> = {};
  for (const [field, message] of Object.entries(toApiError(error).fieldErrors)) {
    const index = /^answers\.(\d+)\./.exec(field)?.[1];
    const questionId = index === undefined ? undefined : sent[Number(index)]?.question_id;
    if (questionId !== undefined) errors[questionId] ??= message;
  }
  return errors;
}
