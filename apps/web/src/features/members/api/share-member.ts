import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

/** `POST members/{id}/links`: a link to the public share page, valid for 3 days. */
export async function shareMember(memberId: number): Promise<string> {
  const body = await unwrap(
    api().POST('/members/{id}/links', { params: { path: { id: memberId } } }),
  );
  return body.member_shareable_link.url;
}
