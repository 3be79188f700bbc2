import { unwrap } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { signIn } from '../../../lib/session';

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** `POST reset-password?token=…`, then signs in with the new password. */
export async function resetPassword({ token, ...body }: ResetPasswordInput): Promise<void> {
  await unwrap(api().POST('/reset-password', { params: { query: { token } }, body }));
  await signIn({ email: body.email, password: body.password });
}

export function useResetPassword() {
  return useSWRMutation('reset-password', (_key: string, { arg }: { arg: ResetPasswordInput }) =>
    resetPassword(arg),
  );
}
