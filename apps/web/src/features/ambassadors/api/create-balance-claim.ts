import { unwrap } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { revalidate } from '../../../lib/data';
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
  await Promise.all([
    revalidate('/account/ambassador/balance-claims'),
    revalidate('/account/ambassador/balance'),
    revalidate('/account/ambassador/stats'),
  ]);
}

export function useCreateBalanceClaim() {
  return useSWRMutation(
    'account/ambassador/balance-claims#create',
    (_key: string, { arg }: { arg: BalanceClaimInput }) => createBalanceClaim(arg),
  );
}
