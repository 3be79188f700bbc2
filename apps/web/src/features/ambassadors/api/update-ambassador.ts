import { unwrap, type components } from '@app/client';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import { refreshUser } from '../../../lib/session';

export type UpdateAmbassadorInput = components['schemas']['UpdateAmbassadorRequest'];

/** `PATCH account/ambassador` (contact, objective, taxes, SIN), then the user again. */
export async function updateAmbassador(body: UpdateAmbassadorInput): Promise<void> {
  await unwrap(api().PATCH('/account/ambassador', { body }));
  await refreshUser();
}

export function useUpdateAmbassador() {
  return useSWRMutation(
    'account/ambassador#update',
    (_key: string, { arg }: { arg: UpdateAmbassadorInput }) => updateAmbassador(arg),
  );
}
