import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type SexualOrientation = components['schemas']['SexualOrientation'];

/** `PATCH onboarding/user/sexual-orientation`: at least one of man, woman, non_binary. */
export async function updateSexualOrientation(
  sexualOrientations: readonly SexualOrientation[],
): Promise<void> {
  await unwrap(
    api().PATCH('/onboarding/user/sexual-orientation', {
      body: { sexual_orientations: [...sexualOrientations] },
    }),
  );
}
