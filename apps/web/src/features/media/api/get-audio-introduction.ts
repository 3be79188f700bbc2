import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type AudioIntroduction = components['schemas']['AudioIntroduction'];
export const AUDIO_KEY = 'audio-introduction';

export async function getAudioIntroduction(): Promise<AudioIntroduction | null> {
  return (await unwrap(api().GET('/account/member/audio-introduction'))).audio_introduction;
}

export function useAudioIntroduction() {
  return useSWR<AudioIntroduction | null, ApiError>(AUDIO_KEY, getAudioIntroduction);
}
