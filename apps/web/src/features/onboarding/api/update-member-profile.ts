import { unwrap } from '@app/client';
import { api } from '../../../lib/api-client';

export interface MemberProfile {
  title: string;
  about: string;
  seeking: string;
}

/** `PATCH account/member`: title (5-100), about (10-3000) and seeking (10-3000). */
export async function updateMemberProfile(profile: MemberProfile): Promise<void> {
  await unwrap(api().PATCH('/account/member', { body: profile }));
}
