import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { endClosedSession } from '../../../lib/session';

/**
 * `DELETE account`: the account is erased for good and the server ends the session; the app then
 * forgets it and goes to /login (spec 02, section 4).
 */
export async function deleteAccount(): Promise<void> {
  await unwrap(api().DELETE('/account'));
  await endClosedSession();
}
