import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { removeWebPushSubscription, saveWebPushSubscription, unsubscribe } from './subscriptions';

export function registerNotificationRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/web-push/public-key', (c) =>
    c.json({ data: { public_key: c.get('services').push.web.publicKey } }, 200),
  );

  route(app, 'post', '/account/web-push-subscriptions', async (c, { body }) => {
    await saveWebPushSubscription(c.get('services'), requireUserId(c), body);
    return c.body(null, 204);
  });

  route(app, 'delete', '/account/web-push-subscriptions', async (c, { query }) => {
    await removeWebPushSubscription(c.get('services'), requireUserId(c), query.endpoint);
    return c.body(null, 204);
  });

  route(app, 'get', '/notifications/unsubscribe/{id}/{inbox}', async (c, { params, query }) => {
    const services = c.get('services');
    const inbox = await unsubscribe(services, {
      userId: idParam(params.id),
      inbox: params.inbox,
      signature: query.signature,
    });
    if (c.req.header('accept')?.includes('application/json')) return c.body(null, 204);
    return c.redirect(
      `${services.config.publicWebUrl.replace(/\/+$/, '')}/member/settings/notifications?unsubscribed=${inbox}`,
      302,
    );
  });
}
