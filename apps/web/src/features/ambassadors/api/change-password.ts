import { unwrap, type components } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

export type ChangePasswordInput = components['schemas']['UpdateAccountPasswordRequest'];

/** `PATCH /account/password`: the old password, the new one and its confirmation. */
export async function changePassword(body: ChangePasswordInput): Promise<void> {
  await unwrap(api().PATCH('/account/password', { body }));
}

export function useChangePassword() {
  return useSWRMutation('account/password', (_key: string, { arg }: { arg: ChangePasswordInput }) =>
    changePassword(arg),
  );
}
