import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type SamplePicture = components['schemas']['SamplePicture'];
export const SAMPLE_PICTURE_KEY = 'sample-picture';

export async function getSamplePicture(): Promise<SamplePicture | null> {
  const body = await unwrap(api().GET('/account/member/sample-picture'));
  return body.data ?? null;
}

export function useSamplePicture() {
  return useSWR<SamplePicture | null, ApiError>(SAMPLE_PICTURE_KEY, getSamplePicture);
}
