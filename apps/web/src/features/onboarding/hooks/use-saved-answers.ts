import type { AnswerValue, Answers, QuestionData } from '@app/ui/question-input';
import { useState } from 'react';
import { useAnswers, type Answer } from '../api/get-answers';

/** Every question id of these questions and of their dependent questions. */
export function questionIds(questions: readonly QuestionData[]): number[] {
  const ids: number[] = [];
  const visit = (list: readonly QuestionData[]) => {
    for (const question of list) {
      ids.push(question.id);
      visit(question.dependent_questions ?? []);
    }
  };
  visit(questions);
  return ids;
}

function toAnswers(saved: readonly Answer[]): Answers {
  const answers: Record<number, AnswerValue> = {};
  for (const answer of saved) {
    answers[answer.question_id] = {
      question_id: answer.question_id,
      value: answer.value ?? null,
      options: answer.options.map((option) => option.id),
    };
  }
  return answers;
}

/**
 * The answers being edited, starting from the member's saved answers to these questions (and their
 * dependents); `ready` once the saved ones are in (or could not be fetched).
 */
export function useSavedAnswers(questions: readonly QuestionData[]) {
  const ids = questionIds(questions);
  const { data, error } = useAnswers(ids);
  const [edited, setAnswers] = useState<Answers | null>(null);
  // The saved answers seed the edits once, when they arrive.
  if (edited === null && data) setAnswers(toAnswers(data));
  return {
    answers: edited ?? {},
    setAnswers,
    saved: data,
    ready: edited !== null || error !== undefined || ids.length === 0,
  };
}
