import { and, eq, isNull } from 'drizzle-orm';
import type { Hono } from 'hono';
import { users, webPushSubscriptions } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { HttpError, ValidationError } from '../../http/errors';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { attributeName, translate } from '../../i18n/messages';
import { isUnsubscribeSignature } from './unsubscribe';

export function registerNotificationRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/web-push/public-key', (c) =>
    c.json({ data: { public_key: c.get('services').push.web.publicKey } }, 200),
  );

  route(app, 'post', '/account/web-push-subscriptions', async (c, { body }) => {
    const userId = requireUserId(c);
    const { db, now } = c.get('services');
    const locale = c.get('locale');
    // A P-256 public key is 65 bytes (uncompressed point), the secret 16: anything else cannot be used.
    const invalid = (field: string) => [
      translate(locale, 'validation.unknown', { attribute: attributeName(locale, field) }),
    ];
    const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
    if (p256dh.length !== 65 || p256dh[0] !== 4)
      throw new ValidationError({ 'keys.p256dh': invalid('keys.p256dh') });
    if (Buffer.from(body.keys.auth, 'base64url').length !== 16)
      throw new ValidationError({ 'keys.auth': invalid('keys.auth') });
    const at = now();
    const values = {
      userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      expiresAt: typeof body.expirationTime === 'number' ? new Date(body.expirationTime) : null,
      updatedAt: at,
    };
    // One row per browser: the endpoint belongs to whoever subscribed on it last.
    await db
      .insert(webPushSubscriptions)
      .values({ ...values, createdAt: at })
      .onConflictDoUpdate({ target: webPushSubscriptions.endpoint, set: values });
    return c.body(null, 204);
  });

  route(app, 'delete', '/account/web-push-subscriptions', async (c, { query }) => {
    const userId = requireUserId(c);
    await c
      .get('services')
      .db.delete(webPushSubscriptions)
      .where(
        and(
          eq(webPushSubscriptions.userId, userId),
          eq(webPushSubscriptions.endpoint, query.endpoint),
        ),
      );
    return c.body(null, 204);
  });

  route(app, 'get', '/notifications/unsubscribe/{id}/{inbox}', async (c, { params, query }) => {
    const services = c.get('services');
    const locale = c.get('locale');
    const userId = idParam(c, params.id);
    const inbox = params.inbox === 'secondary' ? 'secondary' : 'priority';
    if (
      params.inbox !== inbox ||
      !isUnsubscribeSignature(services.appKey, userId, inbox, query.signature)
    )
      throw new HttpError(403, translate(locale, 'auth.forbidden'));
    const updated = await services.db
      .update(users)
      .set(
        inbox === 'priority'
          ? { notificationsPriorityMessage: false, updatedAt: services.now() }
          : { notificationsSecondaryMessage: false, updatedAt: services.now() },
      )
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (updated.length === 0) throw new HttpError(404, translate(locale, 'http.not_found'));
    if (c.req.header('accept')?.includes('application/json')) return c.body(null, 204);
    return c.redirect(
      `${services.config.publicWebUrl.replace(/\/+$/, '')}/member/settings/notifications?unsubscribed=${inbox}`,
      302,
    );
  });
}
