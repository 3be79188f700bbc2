import { unwrap } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { refreshUser } from '../../../lib/session';

/** `POST /onboarding/member`: a member profile for the ambassador, who then goes to /onboarding. */
export async function createMember(): Promise<void> {
  await unwrap(api().POST('/onboarding/member'));
  await refreshUser();
}

export function useCreateMember() {
  return useSWRMutation('onboarding/member', () => createMember());
}
