import { unwrap } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

/** `POST forgot-password`: the answer's message says a link was sent. */
export async function sendResetLink(email: string): Promise<string | undefined> {
  const body = await unwrap(api().POST('/forgot-password', { body: { email } }));
  return (body as { message?: string } | undefined)?.message;
}

export function useSendResetLink() {
  return useSWRMutation('forgot-password', (_key: string, { arg }: { arg: string }) =>
    sendResetLink(arg),
  );
}
