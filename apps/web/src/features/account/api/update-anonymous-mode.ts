import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** `PATCH account/settings/anonymous-mode`: pictures hidden (anonymous) or shown. */
export async function saveAnonymousMode(anonymousMode: boolean): Promise<void> {
  await unwrap(
    api().PATCH('/account/settings/anonymous-mode', { body: { anonymous_mode: anonymousMode } }),
  );
}
