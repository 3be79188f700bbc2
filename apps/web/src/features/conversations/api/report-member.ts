import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type ReportReason = components['schemas']['ReportReason'];

/** Reports a member to the moderators with a reason (and an optional note). */
export async function reportMember(
  memberId: number,
  reason: ReportReason,
  note?: string,
): Promise<void> {
  await unwrap(
    api().POST('/member-reports', {
      body: { member_id: memberId, reason_code: reason, ...(note ? { note } : {}) },
    }),
  );
}
