import { AUDIO_INTRODUCTION_MAX_SECONDS, AudioRecorder } from '@app/ui/audio-recorder';
import { OnboardingStepLayout } from '@app/ui/onboarding-step-layout';
import { Skeleton } from '@app/ui/skeleton';
import { defineMessages, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { layoutProps, useStepSubmit, type WizardStepProps } from '../../../lib/wizard';
import { deleteAudioIntroduction } from '../api/delete-audio-introduction';
import { useAudioIntroduction } from '../api/get-audio-introduction';
import { saveAudioIntroduction } from '../api/save-audio-introduction';

const messages = defineMessages({
  title: { id: 'wizard.audio.title', defaultMessage: 'Votre présentation audio' },
  subtitle: {
    id: 'wizard.audio.subtitle',
    defaultMessage:
      'Facultatif : quinze secondes pour dire bonjour de vive voix. Une voix en dit souvent plus qu’un long texte.',
  },
});

/** The audio introduction (15 seconds): none, recording, uploading, present (can be deleted). */
export function AudioIntroductionStep(props: WizardStepProps) {
  const intl = useIntl();
  const { data: audio, isLoading } = useAudioIntroduction();
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
      {isLoading ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <AudioRecorder
          value={audio?.url ?? null}
          maxSeconds={AUDIO_INTRODUCTION_MAX_SECONDS}
          onUpload={(file, { onProgress }) => saveAudioIntroduction(file, onProgress)}
          onFail={(error) => {
            toastError(error, intl);
          }}
          onDelete={async () => {
            try {
              await deleteAudioIntroduction();
            } catch (error) {
              toastError(error, intl);
              throw error;
            }
          }}
        />
      )}
    </OnboardingStepLayout>
  );
}

export default AudioIntroductionStep;
