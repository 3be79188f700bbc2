import { AnswerGroupLimit, QuestionInput, type QuestionData } from '@app/ui/question-input';
import type { QuestionGroupState } from '../hooks/use-question-group';

export interface QuestionGroupFieldsProps {
  group: QuestionGroupState;
  questions: readonly QuestionData[];
  /** The questions' type (the limit banner shows for a group with a maximum). */
  type: string;
  max: number | undefined;
  disabled?: boolean;
}

/**
 * The questions of a group with their saved answers, and the limit banner when the group has a
 * maximum (the unanswered questions are locked once it is reached).
 */
export function QuestionGroupFields({
  group,
  questions,
  type,
  max,
  disabled = false,
}: QuestionGroupFieldsProps) {
  return (
    <>
      <AnswerGroupLimit questions={questions} answers={group.answers} type={type} max={max} />
      {questions.map((question) => (
        <QuestionInput
          key={question.id}
          question={question}
          answers={group.answers}
          onAnswersChange={group.setAnswers}
          errors={group.errors}
          onErrorClear={group.clearError}
          disabled={disabled || group.locked.has(question.id)}
          selectLayout="dropdown"
        />
      ))}
    </>
  );
}
