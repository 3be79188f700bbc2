import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type RevealedPictures = components['schemas']['RevealedPictures'];

/**
 * `POST members/{id}/reveal`: the originals of a member in anonymous mode, whose pictures the API
 * otherwise sends only as blurred renditions. A member suspended, paused or unsubscribed is refused
 * (403), one the viewer may not reach is a 404.
 */
export async function revealMember(memberId: number): Promise<RevealedPictures> {
  const body = await unwrap(
    api().POST('/members/{id}/reveal', { params: { path: { id: memberId } } }),
  );
  return body.data;
}
