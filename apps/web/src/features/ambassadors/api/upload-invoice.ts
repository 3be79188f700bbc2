import { uploadFile } from '@app/client';
import { INVOICE_MAX_BYTES } from '@app/ui/balance-claim-form';
import { api } from '../../../lib/api-client';

/** The invoice goes to storage first (signed URL, then PUT); its key is sent with the claim. */
export async function uploadInvoice(file: File): Promise<string> {
  const { key } = await uploadFile(api(), file, { maxBytes: INVOICE_MAX_BYTES });
  return key;
}
