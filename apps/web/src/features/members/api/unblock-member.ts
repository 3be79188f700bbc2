import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';
import { setCachedBlock } from './block-member';

/** `DELETE member-blocks/{pivotId}`: lifts a block; the member's `member_block_id` becomes null locally. */
export async function unblockMember(memberId: number, blockId: number): Promise<void> {
  await unwrap(
    api().DELETE('/member-blocks/{pivotId}', { params: { path: { pivotId: blockId } } }),
  );
  await setCachedBlock(memberId, null);
  void revalidate('/members');
  void revalidate('/member-blocks');
}
