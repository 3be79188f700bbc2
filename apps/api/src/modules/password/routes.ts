import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { passwordResetTokens, personalAccessTokens, sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { randomToken, sha256 } from '../../http/crypto';
import { ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { translate } from '../../i18n/messages';
import { confirmationMismatch } from '../registration/routes';
import { hashPassword } from '../session/passwords';
import { throttle } from '../session/routes';

/** Reset links last an hour and work once. */
export const RESET_LINK_MINUTES = 60;

export function registerPasswordRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/forgot-password', async (c, { body }) => {
    const services = c.get('services');
    const locale = c.get('locale');
    throttle(c, 'password-reset', body.email);
    const [user] = await services.db
      .select()
      .from(users)
      .where(
        and(sql`lower(${users.email}) = ${body.email.toLowerCase()}`, isNull(users.deletedAt)),
      );
    if (user) {
      const token = randomToken(32);
      await services.db.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(services.now().getTime() + RESET_LINK_MINUTES * 60_000),
      });
      const userLocale = user.locale === 'en' ? 'en' : 'fr';
      const url = `${services.config.publicWebUrl}/reset-password/${token}?email=${encodeURIComponent(user.email)}`;
      await services.mail.send({
        to: user.email,
        subject: translate(userLocale, 'mail.reset.subject'),
        text: translate(userLocale, 'mail.reset.text', { name: user.firstName, url }),
        kind: 'reset-password',
        locale: userLocale,
      });
    }
    // The same answer whether or not the address has an account.
    return c.json({ message: translate(locale, 'password.sent') }, 200);
  });

  route(app, 'post', '/reset-password', async (c, { body, query }) => {
    const services = c.get('services');
    const locale = c.get('locale');
    throttle(c, 'password-reset', body.email);
    if (body.password !== body.password_confirmation) {
      throw new ValidationError({ password: [confirmationMismatch(locale, 'password')] });
    }
    const now = services.now();
    const [row] = await services.db
      .select({ token: passwordResetTokens, user: users })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(query.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
          sql`lower(${users.email}) = ${body.email.toLowerCase()}`,
        ),
      );
    if (!row) throw new ValidationError({ email: [translate(locale, 'password.token')] });

    await services.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), updatedAt: now })
        .where(eq(users.id, row.user.id));
      // Single use: this token and any other outstanding one for the account.
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(eq(passwordResetTokens.userId, row.user.id), isNull(passwordResetTokens.usedAt)),
        );
      // A new password signs out every other session and device.
      const current = c.get('auth').sessionIdHash;
      await tx
        .delete(sessions)
        .where(
          current
            ? and(eq(sessions.userId, row.user.id), ne(sessions.idHash, current))
            : eq(sessions.userId, row.user.id),
        );
      await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, row.user.id));
    });
    return c.json({ message: translate(locale, 'password.reset') }, 200);
  });
}
