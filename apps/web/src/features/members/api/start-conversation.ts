import { toApiError, unwrap } from '@app/client';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';
import { refetchUserIfChanged } from '../user-changed';

export const flowerErrors = defineMessages({
  today: {
    id: 'members.flower.error.today',
    defaultMessage: 'Vous avez déjà envoyé une fleur aujourd’hui.',
  },
  conversation: {
    id: 'members.flower.error.conversation',
    defaultMessage: 'Vous avez déjà envoyé une fleur dans cette conversation.',
  },
  other: { id: 'members.flower.error.other', defaultMessage: 'Vous ne pouvez pas offrir de fleur' },
});

/** Spec 02, section 8: the flower codes' messages, otherwise 'you can't offer a flower'. */
export function flowerErrorMessage(error: unknown): MessageDescriptor {
  const { code } = toApiError(error);
  if (code === 'ALREADY_SENT_FLOWER_TODAY') return flowerErrors.today;
  if (code === 'ALREADY_SENT_FLOWER_IN_CONVERSATION') return flowerErrors.conversation;
  return flowerErrors.other;
}

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
