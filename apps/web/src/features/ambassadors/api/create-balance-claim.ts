import { unwrap } from '@app/client';
import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { AMBASSADOR_STATS_KEY } from './get-ambassador-stats';
import { PENDING_CLAIM_KEY } from './get-balance-claims';
import { BALANCE_KEY } from './get-balance';
import { uploadInvoice } from './upload-invoice';

export interface BalanceClaimInput {
  email: string;
  amount: number;
  invoice: File | null;
}

/** Uploads the invoice (if any), then `POST account/ambassador/balance-claims` with its key. */
export async function createBalanceClaim({
  email,
  amount,
  invoice,
}: BalanceClaimInput): Promise<void> {
  const key = invoice ? await uploadInvoice(invoice) : null;
  await unwrap(
    api().POST('/account/ambassador/balance-claims', { body: { email, amount, invoice: key } }),
  );
  await Promise.all([mutate(PENDING_CLAIM_KEY), mutate(BALANCE_KEY), mutate(AMBASSADOR_STATS_KEY)]);
}

export function useCreateBalanceClaim() {
  return useSWRMutation(
    'account/ambassador/balance-claims#create',
    (_key: string, { arg }: { arg: BalanceClaimInput }) => createBalanceClaim(arg),
  );
}
