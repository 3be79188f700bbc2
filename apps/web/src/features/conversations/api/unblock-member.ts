import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';

/** Removes my block of the other member (`DELETE /member-blocks/{pivotId}`), then refetches. */
export async function unblockMember(blockId: number, conversationId: number): Promise<void> {
  await unwrap(
    api().DELETE('/member-blocks/{pivotId}', { params: { path: { pivotId: blockId } } }),
  );
  await Promise.all([
    revalidate('/conversations/{id}', { id: conversationId }),
    revalidate('/conversations'),
  ]);
}
