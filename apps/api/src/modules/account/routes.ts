import { and, eq, ne } from 'drizzle-orm';
import type { Hono } from 'hono';
import { pushNotificationTokens, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { endSession, requireUserId } from '../../http/session';
import { attributeName, translate } from '../../i18n/messages';
import { avatarPathOf } from '../media/pictures';
import { deleteAccount } from '../settings/deletion';
import { loadCurrentUser } from './current-user';

/** Longest push token kept (FCM and APNs tokens are a few hundred characters). */
export const PUSH_TOKEN_MAX_LENGTH = 4096;

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/account', async (c) => {
    const userId = requireUserId(c);
    const { db, config, now, appKey } = c.get('services');
    const user = await loadCurrentUser(db, userId, config.publicWebUrl, {
      now: now(),
      appKey,
      locale: c.get('locale'),
    });
    if (!user) throw new HttpError(401, translate(c.get('locale'), 'auth.unauthenticated'));
    if (user.member)
      user.member.avatar_path = await avatarPathOf(c.get('services'), user.member.id);
    return c.json({ data: user }, 200);
  });

  route(app, 'patch', '/account/language', async (c, { body }) => {
    const userId = requireUserId(c);
    await c
      .get('services')
      .db.update(users)
      .set({ locale: body.locale, updatedAt: c.get('services').now() })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'post', '/account/push-notification-tokens', async (c, { body }) => {
    const userId = requireUserId(c);
    const locale = c.get('locale');
    const token = body.token.trim();
    const attribute = attributeName(locale, 'token');
    if (token === '')
      throw new ValidationError({
        token: [translate(locale, 'validation.required', { attribute })],
      });
    if (token.length > PUSH_TOKEN_MAX_LENGTH)
      throw new ValidationError({
        token: [
          translate(locale, 'validation.max.string', { attribute, max: PUSH_TOKEN_MAX_LENGTH }),
        ],
      });
    const { db } = c.get('services');
    await db.transaction(async (tx) => {
      // A device belongs to whoever signed in on it last: its token leaves the previous account.
      await tx
        .delete(pushNotificationTokens)
        .where(
          and(eq(pushNotificationTokens.token, token), ne(pushNotificationTokens.userId, userId)),
        );
      await tx.insert(pushNotificationTokens).values({ userId, token }).onConflictDoNothing();
    });
    return c.body(null, 204);
  });

  route(app, 'post', '/account/subscribe-to-newsletter', async (c) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    await db.update(users).set({ newsletterSubscribedAt: now() }).where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'delete', '/account', async (c) => {
    const userId = requireUserId(c);
    // Personal data is erased or anonymised; the row stays so others see a deleted member.
    await deleteAccount(c.get('services'), userId);
    await endSession(c);
    return c.body(null, 204);
  });
}
