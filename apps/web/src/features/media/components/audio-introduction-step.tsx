import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { AudioIntroductionEditor } from './audio-introduction-editor';

const messages = defineMessages({
  title: { id: 'wizard.audio.title', defaultMessage: 'Votre présentation audio' },
  subtitle: {
    id: 'wizard.audio.subtitle',
    defaultMessage:
      'Facultatif : quinze secondes pour dire bonjour de vive voix. Une voix en dit souvent plus qu’un long texte.',
  },
});

/** The wizard's audio introduction step (optional). */
export function AudioIntroductionStep(props: WizardStepProps) {
  const intl = useIntl();
  const { saving, submit } = useStepSubmit(props.advance, (error) => {
    toastError(error, intl);
  });
  return (
    <OnboardingStepLayout
      {...layoutProps(props)}
      title={intl.formatMessage(messages.title)}
      subtitle={intl.formatMessage(messages.subtitle)}
      nextLoading={saving}
      onNext={() => void submit()}
    >
      <AudioIntroductionEditor />
    </OnboardingStepLayout>
  );
}

export default AudioIntroductionStep;
