/** The account's rules: the signed-in user as the app loads it, language, push tokens, newsletter. */
import { and, eq, ne } from 'drizzle-orm';
import { pushNotificationTokens, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import type { Schemas } from '../../http/types';
import { attribute, message, type Locale } from '../../i18n/messages';
import { avatarPathOf } from '../media/pictures';
import { loadCurrentUser } from './current-user';

/** Longest push token kept (FCM and APNs tokens are a few hundred characters). */
export const PUSH_TOKEN_MAX_LENGTH = 4096;

/** The signed-in user (CurrentUser), product names in `locale`; 401 when the user is gone. */
export async function currentAccount(
  services: Services,
  userId: number,
  locale: Locale,
): Promise<Schemas['CurrentUser']> {
  const { db, config, now, appKey } = services;
  const user = await loadCurrentUser(db, userId, config.publicWebUrl, {
    now: now(),
    appKey,
    locale,
  });
  if (!user) throw new HttpError(401, message('auth.unauthenticated'));
  if (user.member) user.member.avatar_path = await avatarPathOf(services, user.member.id);
  return user;
}

/** The user's own account columns: language, newsletter subscription. */
export async function updateAccount(
  services: Services,
  userId: number,
  changes: Partial<
    Pick<typeof users.$inferSelect, 'locale' | 'newsletterSubscribedAt' | 'updatedAt'>
  >,
): Promise<void> {
  await services.db.update(users).set(changes).where(eq(users.id, userId));
}

/**
 * Registers a device's push token (422 when blank or too long). A device belongs to whoever signed in
 * on it last: its token leaves the previous account.
 */
export async function registerPushToken(
  services: Services,
  userId: number,
  raw: string,
): Promise<void> {
  const token = raw.trim();
  if (token === '')
    throw new ValidationError({
      token: [message('validation.required', { attribute: attribute('token') })],
    });
  if (token.length > PUSH_TOKEN_MAX_LENGTH)
    throw new ValidationError({
      token: [
        message('validation.max.string', {
          attribute: attribute('token'),
          max: PUSH_TOKEN_MAX_LENGTH,
        }),
      ],
    });
  await services.db.transaction(async (tx) => {
    await tx
      .delete(pushNotificationTokens)
      .where(
        and(eq(pushNotificationTokens.token, token), ne(pushNotificationTokens.userId, userId)),
      );
    await tx.insert(pushNotificationTokens).values({ userId, token }).onConflictDoNothing();
  });
}
