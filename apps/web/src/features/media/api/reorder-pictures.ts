import { unwrap } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { PICTURES_KEY, type PictureGallery } from './get-pictures';

/** `PATCH account/member/pictures/reorder`, shown at once and rolled back on failure. */
export async function reorderPictures(ids: number[]): Promise<void> {
  await mutate<PictureGallery>(
    PICTURES_KEY,
    async (current) => {
      await unwrap(api().PATCH('/account/member/pictures/reorder', { body: { ids } }));
      return current;
    },
    {
      optimisticData: (current) => {
        const gallery = current ?? { data: [], review_status: 'pending', review_expired: false };
        return {
          ...gallery,
          data: ids
            .map((id) => gallery.data.find((picture) => picture.id === id))
            .filter((picture) => picture !== undefined),
        };
      },
      rollbackOnError: true,
      revalidate: true,
    },
  );
}
