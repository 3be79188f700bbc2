import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import {
  groupMaximum,
  LONG_QUESTION_TYPE,
  SHORT_QUESTION_TYPE,
  type QuestionData,
} from '@app/ui/question-input';
import { Skeleton } from '@app/ui/skeleton';
import { defineMessages, useIntl } from 'react-intl';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { useQuestions } from '../api/get-questions';
import { useQuestionGroup } from '../hooks/use-question-group';
import { QuestionGroupFields } from '../editors/question-group-fields';

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
  const long = type === LONG_QUESTION_TYPE;
  // Short questions have no maximum here (spec 01 section 5); long ones at most 2.
  const max = long ? groupMaximum(type) : undefined;
  const group = useQuestionGroup(questions, max);
  const { saving, submit } = useStepSubmit(props.advance, group.fail);

  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      width="lg"
      title={intl.formatMessage(long ? messages.longTitle : messages.shortTitle)}
      subtitle={intl.formatMessage(long ? messages.longSubtitle : messages.shortSubtitle)}
      nextDisabled={!group.ready || !group.valid}
      nextLoading={saving}
      onNext={() => void submit(group.save())}
    >
      {group.ready ? (
        <QuestionGroupFields
          group={group}
          questions={questions}
          type={type}
          max={max}
          disabled={saving}
        />
      ) : (
        <Skeleton className="h-96 w-full" />
      )}
    </OnboardingStepLayout>
  );
}

export default QuestionGroupStep;
