import { paths } from './paths';

export type StatusBarMessage =
  | { kind: 'email-not-verified'; type: 'warning'; href: string }
  | { kind: 'pending-authentication'; type: 'warning' }
  | { kind: 'paused'; type: 'info'; href: string };

interface StatusUser {
  email_verified_at: string | null;
  authentication_flag: 'success' | 'warning' | 'fail' | null;
  member: { onboarding_completed?: boolean; paused?: boolean } | null;
}

/**
 * The status bar (spec 02, member layout): email not verified (warning, to the member's email
 * settings, or the ambassador settings); else a pending identity check (warning); else a paused member
 * (info, to the pause settings); otherwise nothing.
 */
export function statusBarMessage(user: StatusUser | null | undefined): StatusBarMessage | null {
  if (!user) return null;
  const member = user.member?.onboarding_completed ? user.member : null;
  if (!user.email_verified_at) {
    return {
      kind: 'email-not-verified',
      type: 'warning',
      href: member ? paths.member.settingsEmail : `${paths.ambassador.settings}#email-not-verified`,
    };
  }
  if (user.authentication_flag === 'warning')
    return { kind: 'pending-authentication', type: 'warning' };
  if (member?.paused) return { kind: 'paused', type: 'info', href: paths.member.settingsPause };
  return null;
}
