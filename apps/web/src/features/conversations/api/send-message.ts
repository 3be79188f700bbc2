import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';
import { revalidate, updateCached } from '../../../lib/data';
import { withIdempotencyKey } from '../../../lib/idempotency';
import type { ConversationMessage, ConversationResponse } from '../types';

type SendBody = components['schemas']['SendConversationMessageRequest'];

export interface SendOptions {
  /** Called with the stored message the moment the API answers, before it joins the cache. */
  onStored?: ((message: ConversationMessage) => void) | undefined;
}

/** Appends a message to the cached conversation (once the server answered), without refetching. */
export async function showMessage(conversationId: number, message: ConversationMessage) {
  await updateCached<ConversationResponse>(
    '/conversations/{id}',
    (data) =>
      data.data.messages?.some((known) => known.id === message.id)
        ? data
        : { ...data, data: { ...data.data, messages: [...(data.data.messages ?? []), message] } },
    { id: conversationId },
  );
}

/**
 * Sends a message (spec 02, sections 4 and 5): text, a flower, or an uploaded picture or recording by
 * its key. The answer joins the cached conversation; the conversation (flags, flower match) and the
 * inbox lists are refetched after. The caller shows text optimistically and drops it on failure;
 * `onStored` tells it which stored message replaces its placeholder before that message shows.
 *
 * One call is one attempt, under one `Idempotency-Key`: when it got no answer (the connection dropped),
 * it is sent once more under the same key, so the message is stored at most once.
 */
export async function sendMessage(
  conversationId: number,
  body: SendBody,
  options: SendOptions = {},
): Promise<ConversationMessage> {
  const { data } = await withIdempotencyKey((key) =>
    unwrap(
      api().POST('/conversations/{id}/messages', {
        params: { path: { id: conversationId }, header: { 'Idempotency-Key': key } },
        body,
      }),
    ),
  );
  options.onStored?.(data);
  await showMessage(conversationId, data);
  void revalidate('/conversations/{id}', { id: conversationId });
  void revalidate('/conversations');
  return data;
}
