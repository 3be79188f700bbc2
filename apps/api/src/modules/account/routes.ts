import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { endSession, requireUserId } from '../../http/session';
import { deleteAccount } from '../settings/deletion';
import { currentAccount, registerPushToken, updateAccount } from './service';

export function registerAccountRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/account', async (c) => {
    const data = await currentAccount(c.get('services'), requireUserId(c), c.get('locale'));
    return c.json({ data }, 200);
  });

  route(app, 'patch', '/account/language', async (c, { body }) => {
    const services = c.get('services');
    await updateAccount(services, requireUserId(c), {
      locale: body.locale,
      updatedAt: services.now(),
    });
    return c.body(null, 204);
  });

  route(app, 'post', '/account/push-notification-tokens', async (c, { body }) => {
    await registerPushToken(c.get('services'), requireUserId(c), body.token);
    return c.body(null, 204);
  });

  route(app, 'post', '/account/subscribe-to-newsletter', async (c) => {
    const services = c.get('services');
    await updateAccount(services, requireUserId(c), { newsletterSubscribedAt: services.now() });
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
