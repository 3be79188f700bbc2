import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type MemberVisibility = components['schemas']['MemberVisibility'];

/**
 * `PATCH account/member/visibility`: the profile becomes public or private; the server's message
 * ("Your profile is now public."), shown on success (spec 02, section 8).
 */
export async function saveVisibility(visibility: MemberVisibility): Promise<string | undefined> {
  const body = await unwrap(api().PATCH('/account/member/visibility', { body: { visibility } }));
  return (body as { message?: string } | undefined)?.message;
}
