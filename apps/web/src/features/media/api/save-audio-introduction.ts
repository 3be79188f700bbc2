import { unwrap } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { AUDIO_KEY } from './get-audio-introduction';
import { uploadMedia } from './upload-media';

/** Uploads the recording, then `POST account/member/audio-introduction {audio_introduction: key}`. */
export async function saveAudioIntroduction(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const key = await uploadMedia(file, onProgress);
  await unwrap(
    api().POST('/account/member/audio-introduction', { body: { audio_introduction: key } }),
  );
  await mutate(AUDIO_KEY);
}
