import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';

/**
 * `DELETE member-blocks/{pivotId}`: the block is removed, then the blocked list is reloaded (and the
 * search and profiles, where the member shows again).
 */
export async function unblockMember(pivotId: number): Promise<void> {
  await unwrap(api().DELETE('/member-blocks/{pivotId}', { params: { path: { pivotId } } }));
  await revalidate('/member-blocks');
  void revalidate('/members');
  void revalidate('/members/{id}');
}
