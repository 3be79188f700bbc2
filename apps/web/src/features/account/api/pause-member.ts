import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';
import { refreshUser } from '../../../lib/session';

/** `PATCH account/member/pause`: `true` pauses, `false` ends the pause; then the user is reloaded. */
export async function setPaused(paused: boolean): Promise<string | undefined> {
  const body = await unwrap(api().PATCH('/account/member/pause', { body: { active: paused } }));
  await refreshUser();
  return (body as { message?: string } | undefined)?.message;
}
