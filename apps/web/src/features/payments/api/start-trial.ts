import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** `POST onboarding/trial`: the 5-day free trial (the user is refetched after it). */
export async function startTrial(): Promise<void> {
  await unwrap(api().POST('/onboarding/trial'));
}
