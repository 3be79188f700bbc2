import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { presentIdentityOutcome } from './presenter';
import { checkIdentity } from './service';

export function registerIdentityRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/onboarding/authenticate', async (c, { body }) => {
    const outcome = await checkIdentity(c.get('services'), requireUserId(c), body);
    const { status, body: answer } = presentIdentityOutcome(outcome, c.get('locale'));
    return c.json(answer, status);
  });
}
