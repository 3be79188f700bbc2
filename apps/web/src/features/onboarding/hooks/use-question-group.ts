import { answerState, groupLimitState, type QuestionData } from '@app/ui/question-input';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { saveAnswers, type AnswerInput } from '../api/save-answers';
import { answerErrors, answersToSave } from './answers-to-save';
import { useSavedAnswers } from './use-saved-answers';

/**
 * A group of questions being answered: the answers (from the saved ones), whether they may be saved
 * (each valid, no more than `max`), the questions locked at the maximum, the 422 errors per question,
 * and `save()`. The wizard's question steps and the profile settings both use it.
 */
export function useQuestionGroup(questions: readonly QuestionData[], max: number | undefined) {
  const intl = useIntl();
  const { answers, setAnswers, saved, ready } = useSavedAnswers(questions);
  const [errors, setErrors] = useState<Partial<Record<number, string>>>({});
  const sent = useRef<AnswerInput[]>([]);
  const limit = groupLimitState(questions, answers, max);
  const valid =
    !limit.overMax &&
    questions.every(
      (question) => answerState(question, answers[question.id], answers).status === 'valid',
    );

  /**
   * The save of the edits, or undefined when nothing changed (`fail` shows its failure).
   */
  const save = (): (() => Promise<void>) | undefined => {
    const savedIds = new Set(saved?.map((answer) => answer.question_id) ?? []);
    const inputs = answersToSave(questions, answers, savedIds);
    sent.current = inputs;
    if (inputs.length === 0) return undefined;
    return () => saveAnswers(inputs);
  };

  /** Shows a failure: under the questions for a 422 about the answers sent, else a toast. */
  const fail = (error: unknown) => {
    const perQuestion = answerErrors(error, sent.current);
    if (Object.keys(perQuestion).length > 0) setErrors(perQuestion);
    else toastError(error, intl);
  };

  return {
    answers,
    setAnswers,
    ready,
    valid,
    locked: limit.locked,
    errors,
    clearError: (id: number) => {
      setErrors(({ [id]: _cleared, ...rest }) => rest);
    },
    save,
    fail,
  };
}

export type QuestionGroupState = ReturnType<typeof useQuestionGroup>;
