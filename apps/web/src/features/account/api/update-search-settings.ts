import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type SearchSettings = components['schemas']['UpdateSearchSettingsRequest'];

/** `PATCH account/settings/search`: the search is restored from it on the next visit. */
export async function saveSearchSettings(settings: SearchSettings): Promise<void> {
  await unwrap(api().PATCH('/account/settings/search', { body: settings }));
}
