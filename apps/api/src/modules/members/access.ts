import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { members, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { DomainError, HttpError } from '../../http/errors';
import { requireUserId } from '../../http/session';
import { message } from '../../i18n/messages';
import { subscriptionStatusAt } from '../settings/subscription';

export type UserRow = typeof users.$inferSelect;
export type MemberRow = typeof members.$inferSelect;

/** The signed-in user and their completed member profile. */
export interface Viewer {
  user: UserRow;
  member: MemberRow;
}

/**
 * 403 `ACCOUNT_BLOCKED` for a blocked or deleted account: blocked users see only /blocked and logout
 * (spec 02, section 6), as members so as ambassadors.
 */
export function refuseBlocked(user: Pick<UserRow, 'deletedAt' | 'blocked'>): void {
  if (user.deletedAt !== null || user.blocked)
    throw new DomainError(403, 'ACCOUNT_BLOCKED', message('auth.blocked'));
}

/**
 * The signed-in user as a member: 401 without a user; 403 `ACCOUNT_BLOCKED` for a blocked or deleted
 * account; 403 (member required) without a member profile whose onboarding is complete.
 */
export async function requireMember(c: Context<AppEnv>): Promise<Viewer> {
  const userId = requireUserId(c);
  const signedIn = c.get('auth').signedIn;
  const [row] =
    signedIn?.user.id === userId
      ? [signedIn]
      : await c
          .get('services')
          .db.select({ user: users, member: members })
          .from(users)
          .leftJoin(members, eq(members.userId, users.id))
          .where(eq(users.id, userId));
  if (!row) throw new HttpError(401, message('auth.unauthenticated'));
  refuseBlocked(row.user);
  if (!row.member?.onboardingCompleted)
    throw new HttpError(403, message('members.member_required'));
  return { user: row.user, member: row.member };
}

/**
 * A member who may use the member area (search, favourites, other profiles), in the order of the state
 * screens (spec §2): unsubscribed (`SUBSCRIPTION_REQUIRED`), suspended or identity check failed
 * (`ACCOUNT_SUSPENDED`), paused (`ACCOUNT_PAUSED`). The client refetches the user on these codes.
 */
export async function requireMemberArea(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await requireMember(c);
  const { member, user } = viewer;
  if (subscriptionStatusAt(member, c.get('services').now()) === 'inactive')
    throw new DomainError(403, 'SUBSCRIPTION_REQUIRED', message('members.subscription_required'));
  if (member.suspended || user.authenticationFlag === 'fail')
    throw new DomainError(403, 'ACCOUNT_SUSPENDED', message('members.account_suspended'));
  if (member.paused)
    throw new DomainError(403, 'ACCOUNT_PAUSED', message('members.account_paused'));
  return viewer;
}
