import { AUDIO_INTRODUCTION_MAX_SECONDS, AudioRecorder } from '@app/ui/audio-recorder';
import { Skeleton } from '@app/ui/skeleton';
import { useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { deleteAudioIntroduction } from '../api/delete-audio-introduction';
import { useAudioIntroduction } from '../api/get-audio-introduction';
import { saveAudioIntroduction } from '../api/save-audio-introduction';

/**
 * The audio introduction (15 seconds): none, recording, uploading, present (can be deleted). The
 * wizard's step and the profile settings both show it.
 */
export function AudioIntroductionEditor() {
  const intl = useIntl();
  const { data: audio, isLoading } = useAudioIntroduction();
  if (isLoading) return <Skeleton className="h-40 w-full" />;
  return (
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
  );
}
