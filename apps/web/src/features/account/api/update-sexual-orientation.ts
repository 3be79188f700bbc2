import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';
import { refreshUser } from '../../../lib/session';

type SexualOrientation = components['schemas']['SexualOrientation'];

/** `PATCH account/sexual-orientation` (profile settings): at least one; then the user is reloaded. */
export async function saveSexualOrientation(
  sexualOrientations: readonly SexualOrientation[],
): Promise<void> {
  await unwrap(
    api().PATCH('/account/sexual-orientation', {
      body: { sexual_orientations: [...sexualOrientations] },
    }),
  );
  await refreshUser();
}
