import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import {
  members,
  passwordResetTokens,
  personalAccessTokens,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { translate } from '../../i18n/messages';
import { confirmationMismatch } from '../registration/routes';
import { sendVerificationEmail } from '../registration/verification';
import { hashPassword, verifyPassword } from '../session/passwords';
import { subscriptionStatusAt } from './subscription';

type UserRow = typeof users.$inferSelect;
type MemberRow = typeof members.$inferSelect;

async function currentUser(c: Context<AppEnv>): Promise<UserRow> {
  const userId = requireUserId(c);
  const [user] = await c.get('services').db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(401, translate(c.get('locale'), 'auth.unauthenticated'));
  return user;
}

/** The caller's member profile, or 403 for a user without one (an ambassador only). */
async function currentMember(c: Context<AppEnv>): Promise<MemberRow> {
  const userId = requireUserId(c);
  const [member] = await c
    .get('services')
    .db.select()
    .from(members)
    .where(eq(members.userId, userId));
  if (!member) throw new HttpError(403, translate(c.get('locale'), 'settings.member_required'));
  return member;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The member and account settings: sexual orientation, e-mail, password, visibility, notifications,
 * pause, and cancelling the subscription's renewal. (Language, push tokens, deletion and orders are
 * served by the account and payments modules.)
 */
export function registerSettingsRoutes(app: Hono<AppEnv>): void {
  route(app, 'patch', '/account/sexual-orientation', async (c, { body }) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    await db
      .update(users)
      .set({ sexualOrientations: body.sexual_orientations, updatedAt: now() })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/email', async (c, { body }) => {
    const user = await currentUser(c);
    const services = c.get('services');
    const locale = c.get('locale');
    if (!(await verifyPassword(user.passwordHash, body.password)))
      throw new ValidationError({ password: [translate(locale, 'settings.password_incorrect')] });
    const email = body.email.trim();
    if (email.toLowerCase() !== body.email_confirmation.trim().toLowerCase())
      throw new ValidationError({ email: [confirmationMismatch(locale, 'email')] });
    if (email.toLowerCase() === user.email.toLowerCase()) {
      // The same address (perhaps cased differently): nothing to verify again.
      await services.db
        .update(users)
        .set({ email, updatedAt: services.now() })
        .where(eq(users.id, user.id));
      return c.body(null, 204);
    }
    const taken = () => new ValidationError({ email: [translate(locale, 'settings.email_taken')] });
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
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/password', async (c, { body }) => {
    const user = await currentUser(c);
    const services = c.get('services');
    const locale = c.get('locale');
    if (!(await verifyPassword(user.passwordHash, body.old_password)))
      throw new ValidationError({
        old_password: [translate(locale, 'settings.password_incorrect')],
      });
    if (body.new_password !== body.new_password_confirmation)
      throw new ValidationError({ new_password: [confirmationMismatch(locale, 'new_password')] });
    const passwordHash = await hashPassword(body.new_password);
    const auth = c.get('auth');
    const now = services.now();
    await services.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      // Every other session and device is signed out; the one making the change stays.
      await tx
        .delete(sessions)
        .where(
          auth.sessionIdHash
            ? and(eq(sessions.userId, user.id), ne(sessions.idHash, auth.sessionIdHash))
            : eq(sessions.userId, user.id),
        );
      await tx
        .delete(personalAccessTokens)
        .where(
          auth.tokenId !== undefined
            ? and(
                eq(personalAccessTokens.userId, user.id),
                ne(personalAccessTokens.id, auth.tokenId),
              )
            : eq(personalAccessTokens.userId, user.id),
        );
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    });
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/member/visibility', async (c, { body }) => {
    const member = await currentMember(c);
    const { db, now } = c.get('services');
    await db
      .update(members)
      .set({ visibility: body.visibility, updatedAt: now() })
      .where(eq(members.id, member.id));
    return c.json(
      { message: translate(c.get('locale'), `settings.visibility.${body.visibility}`) },
      200,
    );
  });

  route(app, 'patch', '/account/settings/notifications', async (c, { body }) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    await db
      .update(users)
      .set({
        notificationsPriorityMessage: body.notifications_priority_message,
        notificationsSecondaryMessage: body.notifications_secondary_message,
        updatedAt: now(),
      })
      .where(eq(users.id, userId));
    return c.json({ message: translate(c.get('locale'), 'settings.notifications_saved') }, 200);
  });

  // A pause hides the member and stops new conversations; the subscription and its dates are untouched.
  route(app, 'patch', '/account/member/pause', async (c, { body }) => {
    const member = await currentMember(c);
    const { db, now } = c.get('services');
    await db
      .update(members)
      .set({ paused: body.active, updatedAt: now() })
      .where(eq(members.id, member.id));
    return c.json(
      { message: translate(c.get('locale'), body.active ? 'settings.paused' : 'settings.resumed') },
      200,
    );
  });

  // The subscription stops renewing; it stays active until its end date.
  route(app, 'delete', '/account/subscriptions', async (c) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    const locale = c.get('locale');
    const [row] = await db
      .select({ subscription: subscriptions, member: members })
      .from(subscriptions)
      .innerJoin(members, eq(members.userId, subscriptions.userId))
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.autoRenew, true)));
    if (!row || subscriptionStatusAt(row.member, now()) !== 'active')
      throw new HttpError(404, translate(locale, 'settings.no_subscription'));
    await db
      .update(subscriptions)
      .set({ autoRenew: false, updatedAt: now() })
      .where(eq(subscriptions.id, row.subscription.id));
    return c.body(null, 204);
  });
}
