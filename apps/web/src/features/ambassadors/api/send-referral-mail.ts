import { unwrap, type components } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';

export type ReferralMailInput = components['schemas']['ReferralMailRequest'];

/** `POST account/ambassador/referral-mail`: the invitation, sent by the server to each address. */
export async function sendReferralMail(body: ReferralMailInput): Promise<void> {
  await unwrap(api().POST('/account/ambassador/referral-mail', { body }));
}

export function useSendReferralMail() {
  return useSWRMutation(
    'account/ambassador/referral-mail',
    (_key: string, { arg }: { arg: ReferralMailInput }) => sendReferralMail(arg),
  );
}
