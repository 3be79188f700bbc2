/**
 * The protection view of the member area (spec 02, section 2): which screen replaces the content.
 * In order: an inactive subscription shows the unsubscribed screen; a suspended member, or an identity
 * check that failed, the suspended screen; a paused member the pause screen; otherwise the content.
 * The member's own profile is forced visible.
 */

export type ProtectionScreen = 'unsubscribed' | 'suspended' | 'paused' | 'content';

/** What the rule reads from the signed-in user. */
export interface ProtectedUser {
  authentication_flag?: 'success' | 'warning' | 'fail' | null | undefined;
  member?:
    | {
        subscription_status?: 'inactive' | 'trial' | 'active' | null | undefined;
        suspended?: boolean | null | undefined;
        suspended_reason?: string | null | undefined;
        paused?: boolean | null | undefined;
      }
    | null
    | undefined;
}

export interface ProtectionOptions {
  /** The page is forced visible (the member's own profile). */
  forceVisible?: boolean | undefined;
}

export function protectionView(
  user: ProtectedUser | null | undefined,
  { forceVisible = false }: ProtectionOptions = {},
): ProtectionScreen {
  if (forceVisible || !user) return 'content';
  const member = user.member;
  if (member?.subscription_status === 'inactive') return 'unsubscribed';
  if (member?.suspended === true || user.authentication_flag === 'fail') return 'suspended';
  if (member?.paused === true) return 'paused';
  return 'content';
}

/** The suspension reason that gets its own message and a pictures button. */
export const INCOMPLETE_GALLERY = 'incomplete_gallery';
