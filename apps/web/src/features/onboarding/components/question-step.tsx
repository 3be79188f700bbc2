import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import {
  answerState,
  chosenOptionIds,
  localize,
  QuestionInput,
  questionText,
  type QuestionData,
} from '@app/ui/question-input';
import { Skeleton } from '@app/ui/skeleton';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { questionNameOf } from '../../../lib/onboarding-steps';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { useQuestions } from '../api/get-questions';
import { saveAnswers, type AnswerInput } from '../api/save-answers';
import { answerErrors, answersToSave } from '../hooks/answers-to-save';
import { questionIds, useSavedAnswers } from '../hooks/use-saved-answers';

/**
 * A single-question step (objective, height, languages…): the question and its dependent questions.
 * A required question needs a valid answer before Next; an optional one may be skipped when no required
 * dependent question is open.
 */
export function QuestionStep(props: WizardStepProps) {
  const { data: questions } = useQuestions();
  const question = questions?.find((candidate) => candidate.name === questionNameOf(props.step));
  if (!question) return <Skeleton className="h-96 w-full" />;
  return <QuestionStepForm {...props} question={question} />;
}

function QuestionStepForm({ question, ...props }: WizardStepProps & { question: QuestionData }) {
  const intl = useIntl();
  const { answers, setAnswers, saved, ready } = useSavedAnswers([question]);
  const [errors, setErrors] = useState<Partial<Record<number, string>>>({});
  const [showValidation, setShowValidation] = useState(false);
  const [sent, setSent] = useState<AnswerInput[]>([]);
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    const perQuestion = answerErrors(error, sent);
    if (Object.keys(perQuestion).length > 0) setErrors(perQuestion);
    else toastError(error, intl);
  });
  const state = answerState(question, answers[question.id], answers);
  const savedIds = new Set(saved?.map((answer) => answer.question_id) ?? []);
  const notice = localize(question.notice, intl.locale);
  const description = localize(question.description, intl.locale);

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      title={questionText(question, intl.locale, chosenOptionIds(answers))}
      subtitle={description || notice || undefined}
      nextDisabled={!ready || state.status === 'invalid'}
      nextLoading={saving}
      onNext={() => {
        setShowValidation(true);
        if (state.status === 'invalid') return;
        const inputs = answersToSave([question], answers, savedIds);
        setSent(inputs);
        void submit(inputs.length > 0 ? () => saveAnswers(inputs) : undefined);
      }}
    >
      {ready ? (
        <QuestionInput
          key={questionIds([question]).join('-')}
          question={{ ...question, description: null, notice: null }}
          hideLabel
          answers={answers}
          onAnswersChange={setAnswers}
          errors={errors}
          onErrorClear={(id) => {
            setErrors(({ [id]: _cleared, ...rest }) => rest);
          }}
          showValidation={showValidation}
          disabled={saving}
        />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
    </OnboardingStepLayout>
  );
}

export default QuestionStep;
