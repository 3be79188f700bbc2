import { unwrap } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { AUDIO_KEY } from './get-audio-introduction';

export async function deleteAudioIntroduction(): Promise<void> {
  await unwrap(api().DELETE('/account/member/audio-introduction'));
  await mutate(AUDIO_KEY, null, { revalidate: false });
}
