/**
 * The member and account settings' rules: sexual orientation, e-mail, password, visibility,
 * notifications, pause, and cancelling the subscription's renewal.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  members,
  passwordResetTokens,
  personalAccessTokens,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';
import type { AuthState, Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { message } from '../../i18n/messages';
import { sendVerificationEmail } from '../registration/verification';
import { hashPassword, verifyPassword } from '../session/passwords';
import { confirmationMismatchMessage } from '../registration/service';
import { subscriptionStatusAt } from './subscription';

type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;

async function currentUser(services: Services, userId: number): Promise<UserRow> {
  const [user] = await services.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, message('auth.unauthenticated'));
  return user;
}

/** The caller's member profile, or 403 for a user without one (an ambassador only). */
async function currentMember(services: Services, userId: number): Promise<MemberRow> {
  const [member] = await services.db.select().from(members).where(eq(members.userId, userId));
  if (!member) throw new HttpError(403, message('settings.member_required'));
  return member;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The user's own settings columns (sexual orientations, notifications). */
export async function updateUserSettings(
  services: Services,
  userId: number,
  settings: Partial<
    Pick<
      UserRow,
      'sexualOrientations' | 'notificationsPriorityMessage' | 'notificationsSecondaryMessage'
    >
  >,
): Promise<void> {
  await services.db
    .update(users)
    .set({ ...settings, updatedAt: services.now() })
    .where(eq(users.id, userId));
}

/**
 * A new e-mail address, behind the password: verified again (a new link is sent) unless it is the same
 * address cased differently; the reset links sent to the old address stop working.
 */
export async function changeEmail(
  services: Services,
  userId: number,
  input: Schemas['UpdateAccountEmailRequest'],
): Promise<void> {
  const user = await currentUser(services, userId);
  if (!(await verifyPassword(user.passwordHash, input.password)))
    throw new ValidationError({ password: [message('settings.password_incorrect')] });
  const email = input.email.trim();
  if (email.toLowerCase() !== input.email_confirmation.trim().toLowerCase())
    throw new ValidationError({ email: [confirmationMismatchMessage('email')] });
  if (email.toLowerCase() === user.email.toLowerCase()) {
    // The same address (perhaps cased differently): nothing to verify again.
    await services.db
      .update(users)
      .set({ email, updatedAt: services.now() })
      .where(eq(users.id, user.id));
    return;
  }
  const taken = () => new ValidationError({ email: [message('settings.email_taken')] });
  const [other] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, user.id)));
  if (other) throw taken();
  let updated: UserRow | undefined;
  try {
    [updated] = await services.db
      .update(users)
      .set({ email, emailVerifiedAt: null, updatedAt: services.now() })
      .where(eq(users.id, user.id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  // Outstanding reset links were sent to the old address.
  await services.db
    .update(passwordResetTokens)
    .set({ usedAt: services.now() })
    .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  if (updated) await sendVerificationEmail(services, updated);
}

/**
 * A new password, behind the current one: every other session and device is signed out (the one
 * making the change, `current`, stays) and outstanding reset links stop working.
 */
export async function changePassword(
  services: Services,
  userId: number,
  input: Schemas['UpdateAccountPasswordRequest'],
  current: Pick<AuthState, 'sessionIdHash' | 'tokenId'>,
): Promise<void> {
  const user = await currentUser(services, userId);
  if (!(await verifyPassword(user.passwordHash, input.old_password)))
    throw new ValidationError({ old_password: [message('settings.password_incorrect')] });
  if (input.new_password !== input.new_password_confirmation)
    throw new ValidationError({ new_password: [confirmationMismatchMessage('new_password')] });
  const passwordHash = await hashPassword(input.new_password);
  const now = services.now();
  await services.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(
        current.sessionIdHash
          ? and(eq(sessions.userId, user.id), ne(sessions.idHash, current.sessionIdHash))
          : eq(sessions.userId, user.id),
      );
    await tx
      .delete(personalAccessTokens)
      .where(
        current.tokenId !== undefined
          ? and(
              eq(personalAccessTokens.userId, user.id),
              ne(personalAccessTokens.id, current.tokenId),
            )
          : eq(personalAccessTokens.userId, user.id),
      );
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
  });
}

/**
 * The member's own switches: visibility, and the pause (which hides the member and stops new
 * conversations; the subscription and its dates are untouched). 403 for a user without a member.
 */
export async function updateMemberSettings(
  services: Services,
  userId: number,
  settings: Partial<Pick<MemberRow, 'visibility' | 'paused'>>,
): Promise<void> {
  const member = await currentMember(services, userId);
  await services.db
    .update(members)
    .set({ ...settings, updatedAt: services.now() })
    .where(eq(members.id, member.id));
}

/** The subscription stops renewing; it stays active until its end date (404 without one to stop). */
export async function cancelRenewal(services: Services, userId: number): Promise<void> {
  const { db, now } = services;
  const [row] = await db
    .select({ subscription: subscriptions, member: members })
    .from(subscriptions)
    .innerJoin(members, eq(members.userId, subscriptions.userId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.autoRenew, true)));
  if (!row || subscriptionStatusAt(row.member, now()) !== 'active')
    throw new HttpError(404, message('settings.no_subscription'));
  await db
    .update(subscriptions)
    .set({ autoRenew: false, updatedAt: now() })
    .where(eq(subscriptions.id, row.subscription.id));
}
