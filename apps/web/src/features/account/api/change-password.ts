import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type ChangePasswordInput = components['schemas']['UpdateAccountPasswordRequest'];

/** `PATCH /account/password`: the current password, the new one and its confirmation. */
export async function changePassword(body: ChangePasswordInput): Promise<void> {
  await unwrap(api().PATCH('/account/password', { body }));
}
