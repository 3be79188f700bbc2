import { unwrap } from '@app/client';
import { mutate } from 'swr';
import { api } from '../../../lib/api-client';
import { PICTURES_KEY } from './get-pictures';

/** `DELETE account/member/pictures/{id}`, after the member confirmed it. */
export async function deletePicture(id: number): Promise<void> {
  await unwrap(
    api().DELETE('/account/member/pictures/{id}', {
      params: { path: { id }, query: { confirm: true } },
    }),
  );
  await mutate(PICTURES_KEY);
}
