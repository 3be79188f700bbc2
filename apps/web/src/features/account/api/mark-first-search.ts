import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** `PATCH account/metadata/first-search`: the search onboarding modal was seen. */
export async function markFirstSearch(): Promise<void> {
  await unwrap(api().PATCH('/account/metadata/first-search'));
}
