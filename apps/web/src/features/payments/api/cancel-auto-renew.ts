import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { refreshUser } from '../../../lib/session';

/**
 * `DELETE account/subscriptions`: stops the automatic renewal (the subscription stays active until its
 * end date), then the user is reloaded. Errors are ignored (spec 02, section 8).
 */
export async function cancelAutoRenew(): Promise<void> {
  try {
    await unwrap(api().DELETE('/account/subscriptions'));
  } catch {
    // Only the loading state ends.
  }
  await refreshUser();
}
