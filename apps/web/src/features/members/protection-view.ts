import type { CurrentUser } from '../../lib/session';

/**
 * The protection view of the member area (spec 02, section 2): which screen replaces a member page.
 * In order: an inactive subscription shows the unsubscribed screen; a suspended member, or an identity
 * check that failed, the suspended screen; a paused member the pause screen; otherwise the content.
 * The member's own profile is forced visible.
 */
export type ProtectionScreen = 'unsubscribed' | 'suspended' | 'paused' | 'content';

export type ProtectedUser = Pick<CurrentUser, 'authentication_flag'> & {
  member?: Pick<
    NonNullable<CurrentUser['member']>,
    'subscription_status' | 'suspended' | 'paused'
  > | null;
};

export function protectionScreen(
  user: ProtectedUser | null | undefined,
  { forceVisible = false }: { forceVisible?: boolean } = {},
): ProtectionScreen {
  if (forceVisible || !user) return 'content';
  const member = user.member;
  if (member?.subscription_status === 'inactive') return 'unsubscribed';
  if (member?.suspended === true || user.authentication_flag === 'fail') return 'suspended';
  if (member?.paused === true) return 'paused';
  return 'content';
}

const ACCOUNT_PAGES = ['/member/settings', '/member/subscription'];

/**
 * The member's own account pages (settings and subscription) stay open under every state screen: the
 * pause screen links to the pause settings, the suspended one to the pictures, and a member who is
 * paused, suspended or unsubscribed still manages (or deletes) the account.
 */
export function isAccountPage(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return ACCOUNT_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}
