import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate, updateCached } from '../../../lib/data';

type MemberResponse = { data: components['schemas']['Member'] };

/** Writes the member's block id in every cached read of the profile, at once (before any refetch). */
export function setCachedBlock(memberId: number, blockId: number | null) {
  return updateCached<MemberResponse>(
    '/members/{id}',
    (cached) => ({ ...cached, data: { ...cached.data, member_block_id: blockId } }),
    { id: memberId },
  );
}

/**
 * `POST member-blocks`: blocks a member. The answer's id becomes the member's `member_block_id` locally
 * (the menu then offers unblock); the search results and the blocked list are revalidated.
 */
export async function blockMember(memberId: number): Promise<number> {
  const body = await unwrap(
    api().POST('/member-blocks', { body: { blocked_member_id: memberId } }),
  );
  const blockId = body.member_block.id;
  await setCachedBlock(memberId, blockId);
  void revalidate('/members');
  void revalidate('/member-blocks');
  return blockId;
}
