import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { passwordResetTokens, personalAccessTokens, sessions, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { randomToken, sha256 } from '../../http/crypto';
import { ValidationError } from '../../http/errors';
import { message, translate } from '../../i18n/messages';
import { confirmationMismatchMessage } from '../registration/service';
import { hashPassword } from '../session/passwords';

/** Reset links last an hour and work once. */
export const RESET_LINK_MINUTES = 60;

/** Mails a reset link (in the user's language) when the address has an account; nothing otherwise. */
export async function requestPasswordReset(services: Services, email: string): Promise<void> {
  const [user] = await services.db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)));
  if (!user) return;
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

/**
 * Sets the new password with a reset link's token (single use: every outstanding token of the account
 * is spent), and signs out every other session and device (`currentSessionHash` is kept).
 */
export async function resetPassword(
  services: Services,
  input: {
    token: string;
    email: string;
    password: string;
    passwordConfirmation: string;
    currentSessionHash: string | undefined;
  },
): Promise<void> {
  if (input.password !== input.passwordConfirmation) {
    throw new ValidationError({ password: [confirmationMismatchMessage('password')] });
  }
  const now = services.now();
  const [row] = await services.db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
      ),
    );
  if (!row) throw new ValidationError({ email: [message('password.token')] });

  await services.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: now })
      .where(eq(users.id, row.user.id));
    // Single use: this token and any other outstanding one for the account.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, row.user.id), isNull(passwordResetTokens.usedAt)));
    // A new password signs out every other session and device.
    const current = input.currentSessionHash;
    await tx
      .delete(sessions)
      .where(
        current
          ? and(eq(sessions.userId, row.user.id), ne(sessions.idHash, current))
          : eq(sessions.userId, row.user.id),
      );
    await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, row.user.id));
  });
}
