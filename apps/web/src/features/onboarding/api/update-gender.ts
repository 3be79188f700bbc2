import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type Gender = components['schemas']['Gender'];

/** `PATCH onboarding/user/gender`; a 422 lists the errors of `gender`. */
export async function updateGender(gender: Gender): Promise<void> {
  await unwrap(api().PATCH('/onboarding/user/gender', { body: { gender } }));
}
