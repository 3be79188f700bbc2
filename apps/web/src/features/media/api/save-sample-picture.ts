import { unwrap } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { SAMPLE_PICTURE_KEY } from './get-sample-picture';
import { uploadMedia } from './upload-media';

/** Uploads the (cropped) sample picture, then `POST account/member/sample-picture {key}`. */
export async function saveSamplePicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const key = await uploadMedia(file, onProgress);
  await unwrap(api().POST('/account/member/sample-picture', { body: { key } }));
  await mutate(SAMPLE_PICTURE_KEY);
}
