import { unwrap, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type MemberReport = Omit<components['schemas']['MemberReportRequest'], 'member_id'>;

/** `POST member-reports`: a reason code (one of seven) and an optional note for the moderators. */
export async function reportMember(memberId: number, report: MemberReport): Promise<void> {
  const note = report.note?.trim();
  await unwrap(
    api().POST('/member-reports', {
      body: { member_id: memberId, reason_code: report.reason_code, ...(note ? { note } : {}) },
    }),
  );
}
