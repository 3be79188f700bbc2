import { unwrap } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

/** `POST email-verification/send-link`: the verification e-mail again. */
export async function sendVerificationLink(): Promise<void> {
  await unwrap(api().POST('/email-verification/send-link'));
}

export function useSendVerificationLink() {
  return useSWRMutation('email-verification/send-link', () => sendVerificationLink());
}
