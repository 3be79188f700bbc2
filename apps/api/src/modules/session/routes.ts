import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { endSession, requireUserId, startSession } from '../../http/session';
import { message } from '../../i18n/messages';
import { socialSignIn } from '../social/routes';
import { checkCredentials, issueToken } from './service';

export function registerSessionRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/sanctum/csrf-cookie', async (c) => {
    await startSession(c, c.get('auth').userId, { rotate: false });
    return c.body(null, 204);
  });

  route(app, 'post', '/api/app/login', async (c, { body }) => {
    // Session mode only: the browser must have fetched the CSRF cookie first.
    if (!c.get('auth').sessionIdHash) throw new HttpError(419, message('auth.csrf'));
    if (!('email' in body)) {
      const userId = await socialSignIn(c, body);
      await startSession(c, userId, { rotate: true });
      return c.body(null, 204);
    }
    const user = await checkCredentials(c, body.email, body.password);
    await startSession(c, user.id, { rotate: true });
    return c.body(null, 204);
  });

  route(app, 'post', '/api/app/token', async (c, { body }) => {
    const user = await checkCredentials(c, body.email, body.password);
    const token = await issueToken(c.get('services'), user.id, body.device_name);
    return c.json({ token }, 200);
  });

  route(app, 'post', '/api/app/logout', async (c) => {
    requireUserId(c);
    await endSession(c);
    return c.body(null, 204);
  });
}
