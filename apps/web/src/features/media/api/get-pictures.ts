import { unwrap, type ApiError, type components } from '@app/client';
import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export type PictureGallery = components['schemas']['PictureGallery'];

export const PICTURES_KEY = 'member-pictures';

export async function getPictures(): Promise<PictureGallery> {
  return unwrap(api().GET('/account/member/pictures'));
}

/** The member's gallery: the pictures with their statuses, and the review state. */
export function usePictures() {
  return useSWR<PictureGallery, ApiError>(PICTURES_KEY, getPictures);
}
