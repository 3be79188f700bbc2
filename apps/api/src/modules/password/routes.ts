import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { translate } from '../../i18n/messages';
import { throttle } from '../session/service';
import { requestPasswordReset, resetPassword } from './service';

export function registerPasswordRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/forgot-password', async (c, { body }) => {
    throttle(c, 'password-reset', body.email);
    await requestPasswordReset(c.get('services'), body.email);
    // The same answer whether or not the address has an account.
    return c.json({ message: translate(c.get('locale'), 'password.sent') }, 200);
  });

  route(app, 'post', '/reset-password', async (c, { body, query }) => {
    throttle(c, 'password-reset', body.email);
    await resetPassword(c.get('services'), {
      token: query.token,
      email: body.email,
      password: body.password,
      passwordConfirmation: body.password_confirmation,
      currentSessionHash: c.get('auth').sessionIdHash,
    });
    return c.json({ message: translate(c.get('locale'), 'password.reset') }, 200);
  });
}
