import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';
import { refreshUser } from '../../../lib/session';

export type ChangeEmailInput = components['schemas']['UpdateAccountEmailRequest'];

/** `PATCH account/email`: the new address confirmed by the current password; the user is reloaded. */
export async function changeEmail(body: ChangeEmailInput): Promise<void> {
  await unwrap(api().PATCH('/account/email', { body }));
  await refreshUser();
}

/** `POST email-verification/send-link`: the verification e-mail again. */
export async function sendVerificationLink(): Promise<void> {
  await unwrap(api().POST('/email-verification/send-link'));
}
