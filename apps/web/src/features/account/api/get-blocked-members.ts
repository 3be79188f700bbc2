import type { components } from '@app/client';
import { useQuery } from '../../../lib/data';

export type MemberBlock = components['schemas']['MemberBlock'];

/** `GET member-blocks`: the members the user has blocked (the block id in `pivot.id`). */
export function useBlockedMembers() {
  return useQuery('/member-blocks', {});
}
