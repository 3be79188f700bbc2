import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

const path = (conversationId: number) => ({ params: { path: { id: conversationId } } });

/** Rings the other participant (the caller repeats it every 2000 ms until connected). */
export async function notifyCall(conversationId: number): Promise<void> {
  await unwrap(api().POST('/conversations/{id}/video-chat/notify', path(conversationId)));
}

/** The caller's offer, relayed as `.call` on the presence channel. */
export async function sendCall(conversationId: number, signal: unknown): Promise<void> {
  await unwrap(
    api().POST('/conversations/{id}/video-chat/call', {
      ...path(conversationId),
      body: { signal: signal as Record<string, unknown> },
    }),
  );
}

/** The callee's answer, relayed as `.accept` on the presence channel. */
export async function sendAccept(conversationId: number, signal: unknown): Promise<void> {
  await unwrap(
    api().POST('/conversations/{id}/video-chat/accept', {
      ...path(conversationId),
      body: { signal: signal as Record<string, unknown> },
    }),
  );
}

/** Declines the ringing call: the caller is told '{x} did not answer the call'. */
export async function declineCall(conversationId: number): Promise<void> {
  await unwrap(api().POST('/conversations/{id}/video-chat/decline', path(conversationId)));
}
