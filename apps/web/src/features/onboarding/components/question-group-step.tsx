import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import {
  AnswerGroupLimit,
  answerState,
  groupLimitState,
  groupMaximum,
  LONG_QUESTION_TYPE,
  QuestionInput,
  SHORT_QUESTION_TYPE,
  type QuestionData,
} from '@app/ui/question-input';
import { Skeleton } from '@app/ui/skeleton';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { useQuestions } from '../api/get-questions';
import { saveAnswers, type AnswerInput } from '../api/save-answers';
import { answerErrors, answersToSave } from '../hooks/answers-to-save';
import { useSavedAnswers } from '../hooks/use-saved-answers';

const messages = defineMessages({
  shortTitle: { id: 'wizard.short_questions.title', defaultMessage: 'Quelques questions rapides' },
  shortSubtitle: {
    id: 'wizard.short_questions.subtitle',
    defaultMessage: 'Facultatif : répondez à celles qui vous parlent, autant que vous voulez.',
  },
  longTitle: { id: 'wizard.long_questions.title', defaultMessage: 'Pour aller plus loin' },
  longSubtitle: {
    id: 'wizard.long_questions.subtitle',
    defaultMessage:
      'Facultatif : choisissez au plus deux questions et répondez-y en quelques phrases.',
  },
});

/**
 * Short questions (optional, no maximum) or long questions (optional, at most 2 answers): once the
 * maximum is reached the unanswered questions are locked.
 */
export function QuestionGroupStep(props: WizardStepProps) {
  const { data: questions } = useQuestions();
  const type = props.step === 'long-questions' ? LONG_QUESTION_TYPE : SHORT_QUESTION_TYPE;
  if (!questions) return <Skeleton className="h-96 w-full" />;
  return (
    <QuestionGroupForm
      {...props}
      type={type}
      questions={questions.filter((question) => question.type === type)}
    />
  );
}

function QuestionGroupForm({
  type,
  questions,
  ...props
}: WizardStepProps & { type: string; questions: QuestionData[] }) {
  const intl = useIntl();
  const { answers, setAnswers, saved, ready } = useSavedAnswers(questions);
  const [errors, setErrors] = useState<Partial<Record<number, string>>>({});
  const [sent, setSent] = useState<AnswerInput[]>([]);
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    const perQuestion = answerErrors(error, sent);
    if (Object.keys(perQuestion).length > 0) setErrors(perQuestion);
    else toastError(error, intl);
  });
  const long = type === LONG_QUESTION_TYPE;
  // Short questions have no maximum here (spec 01 section 5); long ones at most 2.
  const max = long ? groupMaximum(type) : undefined;
  const group = groupLimitState(questions, answers, max);
  const valid =
    !group.overMax &&
    questions.every(
      (question) => answerState(question, answers[question.id], answers).status === 'valid',
    );
  const savedIds = new Set(saved?.map((answer) => answer.question_id) ?? []);

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      width="lg"
      title={intl.formatMessage(long ? messages.longTitle : messages.shortTitle)}
      subtitle={intl.formatMessage(long ? messages.longSubtitle : messages.shortSubtitle)}
      nextDisabled={!ready || !valid}
      nextLoading={saving}
      onNext={() => {
        const inputs = answersToSave(questions, answers, savedIds);
        setSent(inputs);
        void submit(inputs.length > 0 ? () => saveAnswers(inputs) : undefined);
      }}
    >
      {ready ? (
        <>
          <AnswerGroupLimit questions={questions} answers={answers} type={type} max={max} />
          {questions.map((question) => (
            <QuestionInput
              key={question.id}
              question={question}
              answers={answers}
              onAnswersChange={setAnswers}
              errors={errors}
              onErrorClear={(id) => {
                setErrors(({ [id]: _cleared, ...rest }) => rest);
              }}
              disabled={saving || group.locked.has(question.id)}
              selectLayout="dropdown"
            />
          ))}
        </>
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </OnboardingStepLayout>
  );
}

export default QuestionGroupStep;
