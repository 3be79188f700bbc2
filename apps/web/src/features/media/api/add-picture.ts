import { unwrap } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { PICTURES_KEY } from './get-pictures';
import { uploadMedia } from './upload-media';

/** Uploads a picture through signed storage, then `POST account/member/pictures {key}`. */
export async function addPicture(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const key = await uploadMedia(file, onProgress);
  await unwrap(api().POST('/account/member/pictures', { body: { key } }));
  await mutate(PICTURES_KEY);
}
