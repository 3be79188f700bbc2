import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';

/** Blocks the other member of a conversation; the conversation is refetched (its menu offers unblock). */
export async function blockMember(memberId: number, conversationId: number): Promise<void> {
  await unwrap(api().POST('/member-blocks', { body: { blocked_member_id: memberId } }));
  await Promise.all([
    revalidate('/conversations/{id}', { id: conversationId }),
    revalidate('/conversations'),
  ]);
}
