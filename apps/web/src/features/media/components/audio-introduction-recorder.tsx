import { AUDIO_INTRODUCTION_MAX_SECONDS, AudioRecorder } from '@app/ui/audio-recorder';
import { useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { deleteAudioIntroduction } from '../api/delete-audio-introduction';
import { saveAudioIntroduction } from '../api/save-audio-introduction';

/** The recorder of the audio introduction (15 seconds), on the member's current recording. */
export function AudioIntroductionRecorder({ url }: { url: string | null }) {
  const intl = useIntl();
  return (
    <AudioRecorder
      value={url}
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
  );
}
