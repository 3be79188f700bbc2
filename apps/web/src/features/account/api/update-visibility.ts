import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type MemberVisibility = components['schemas']['MemberVisibility'];

/** `PATCH account/member/visibility`: the profile becomes public or private. */
export async function saveVisibility(visibility: MemberVisibility): Promise<void> {
  await unwrap(api().PATCH('/account/member/visibility', { body: { visibility } }));
}
