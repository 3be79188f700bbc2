import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { saveSearchSettings, updateAddress, updateUserFlags } from './service';

/** The member's own address, saved search and switches (under `/account`). */
export function registerMemberAccountRoutes(app: Hono<AppEnv>): void {
  route(app, 'patch', '/account/address', async (c, { body }) => {
    await updateAddress(c.get('services'), requireUserId(c), body);
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/settings/search', async (c, { body }) => {
    await saveSearchSettings(c.get('services'), requireUserId(c), body);
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/settings/anonymous-mode', async (c, { body }) => {
    await updateUserFlags(c.get('services'), requireUserId(c), {
      anonymousMode: body.anonymous_mode,
    });
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/metadata/first-search', async (c) => {
    await updateUserFlags(c.get('services'), requireUserId(c), { firstSearch: false });
    return c.body(null, 204);
  });
}
