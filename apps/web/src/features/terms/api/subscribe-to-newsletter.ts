import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** `POST account/subscribe-to-newsletter`: fired when the box is ticked; its failure is only logged. */
export async function subscribeToNewsletter(): Promise<void> {
  try {
    await unwrap(api().POST('/account/subscribe-to-newsletter'));
  } catch (error) {
    console.warn('Newsletter subscription failed', error instanceof Error ? error.message : error);
  }
}
