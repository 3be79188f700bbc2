import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { personalAccessTokens, pushNotificationTokens, sessions, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { endSession, requireUserId } from '../../http/session';
import { translate } from '../../i18n/messages';
import { avatarPathOf } from '../media/pictures';
import { loadCurrentUser } from './current-user';

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/account', async (c) => {
    const userId = requireUserId(c);
    const { db, config } = c.get('services');
    const user = await loadCurrentUser(db, userId, config.publicWebUrl);
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
      .set({ locale: body.locale, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return c.body(null, 204);
  });

  route(app, 'post', '/account/push-notification-tokens', async (c, { body }) => {
    const userId = requireUserId(c);
    await c
      .get('services')
      .db.insert(pushNotificationTokens)
      .values({ userId, token: body.token })
      .onConflictDoNothing();
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
    const { db, now } = c.get('services');
    // Personal data is erased; the row stays so others see a deleted member where they met one.
    await db
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: null,
        firstName: '',
        lastName: '',
        birthday: null,
        address1: null,
        address2: null,
        city: null,
        postalCode: null,
        phone: null,
        phoneAvailability: null,
        facebookId: null,
        googleId: null,
        appleId: null,
        deletedAt: now(),
      })
      .where(eq(users.id, userId));
    await endSession(c);
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await db.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, userId));
    await db.delete(pushNotificationTokens).where(eq(pushNotificationTokens.userId, userId));
    return c.body(null, 204);
  });
}
