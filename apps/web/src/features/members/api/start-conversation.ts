import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';
import { refetchUserIfChanged } from '../../../lib/user-changed';

/**
 * `POST conversations`: opens the conversation with a member's user (or reuses it: one per pair), with a
 * flower when asked; answers the conversation's id, for the caller to go to it. When the failure says
 * the signed-in user changed, the user is refetched (the protection view then shows); the error is
 * rethrown either way.
 */
export async function startConversation(
  userId: number,
  { flower = false }: { flower?: boolean } = {},
): Promise<number> {
  try {
    const body = await unwrap(
      api().POST('/conversations', {
        body: flower ? { user_id: userId, flower } : { user_id: userId },
      }),
    );
    void revalidate('/conversations');
    return body.data.id;
  } catch (error) {
    refetchUserIfChanged(error);
    throw error;
  }
}
