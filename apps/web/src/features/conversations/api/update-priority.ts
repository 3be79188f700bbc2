import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';
import type { ConversationPriority } from '../types';

/** Moves the conversation to one of my inboxes (`PATCH priority`), then refetches it and the lists. */
export async function updatePriority(
  conversationId: number,
  priority: ConversationPriority,
): Promise<void> {
  await unwrap(
    api().PATCH('/conversations/{id}/priority', {
      params: { path: { id: conversationId } },
      body: { priority },
    }),
  );
  await Promise.all([
    revalidate('/conversations/{id}', { id: conversationId }),
    revalidate('/conversations'),
    revalidate('/conversations/unseen'),
  ]);
}
