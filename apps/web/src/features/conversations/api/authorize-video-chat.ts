import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** My consent to video calls in this conversation (`PATCH authorize-video-chat`). */
export async function authorizeVideoChat(
  conversationId: number,
  authorize: boolean,
): Promise<void> {
  await unwrap(
    api().PATCH('/conversations/{id}/authorize-video-chat', {
      params: { path: { id: conversationId } },
      body: { authorize_video_chat: authorize },
    }),
  );
}
