import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { idParam, route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { checkSignedUrl } from '../../http/signed-url';
import { message } from '../../i18n/messages';
import { registerUser, resendVerification, verifyEmail } from './service';

export function registerRegistrationRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/onboarding/user', async (c, { body }) => {
    await registerUser(c.get('services'), body, c.get('locale'));
    return c.body(null, 201);
  });

  route(app, 'get', '/email/verify/{id}/{hash}', async (c, { params }) => {
    const services = c.get('services');
    const url = new URL(c.req.url);
    const check = checkSignedUrl(services.appKey, url.pathname, url.searchParams, services.now());
    if (check !== 'valid') throw new HttpError(403, message('auth.forbidden'));
    await verifyEmail(services, idParam(params.id), params.hash);
    if (c.req.header('accept')?.includes('application/json')) return c.body(null, 204);
    return c.redirect(`${services.config.publicWebUrl}/?verified=1`, 302);
  });

  route(app, 'post', '/email-verification/send-link', async (c) => {
    await resendVerification(c.get('services'), requireUserId(c));
    return c.body(null, 204);
  });
}
