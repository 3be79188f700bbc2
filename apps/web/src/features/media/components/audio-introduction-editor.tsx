import { Skeleton } from '@app/ui/skeleton';
import { lazy, Suspense } from 'react';
import { useAudioIntroduction } from '../api/get-audio-introduction';

// The recorder, its player and its upload are their own chunk, fetched with the recording: the
// profile form and the wizard's step draw first, with the same placeholder as while the recording
// loads (issue 12).
const AudioIntroductionRecorder = lazy(() =>
  import('./audio-introduction-recorder').then((module) => ({
    default: module.AudioIntroductionRecorder,
  })),
);

/**
 * The audio introduction (15 seconds): none, recording, uploading, present (can be deleted). The
 * wizard's step and the profile settings both show it.
 */
export function AudioIntroductionEditor() {
  const { data: audio, isLoading } = useAudioIntroduction();
  const placeholder = <Skeleton className="h-40 w-full" />;
  if (isLoading) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AudioIntroductionRecorder url={audio?.url ?? null} />
    </Suspense>
  );
}
