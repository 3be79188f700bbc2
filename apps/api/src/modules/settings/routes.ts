import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { presentNotice } from './presenter';
import {
  cancelRenewal,
  changeEmail,
  changePassword,
  updateMemberSettings,
  updateUserSettings,
} from './service';

/**
 * The member and account settings: sexual orientation, e-mail, password, visibility, notifications,
 * pause, and cancelling the subscription's renewal. (Language, push tokens, deletion and orders are
 * served by the account and payments modules.)
 */
export function registerSettingsRoutes(app: Hono<AppEnv>): void {
  route(app, 'patch', '/account/sexual-orientation', async (c, { body }) => {
    await updateUserSettings(c.get('services'), requireUserId(c), {
      sexualOrientations: body.sexual_orientations,
    });
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/email', async (c, { body }) => {
    await changeEmail(c.get('services'), requireUserId(c), body);
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/password', async (c, { body }) => {
    await changePassword(c.get('services'), requireUserId(c), body, c.get('auth'));
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/member/visibility', async (c, { body }) => {
    await updateMemberSettings(c.get('services'), requireUserId(c), {
      visibility: body.visibility,
    });
    return c.json(presentNotice(c.get('locale'), `settings.visibility.${body.visibility}`), 200);
  });

  route(app, 'patch', '/account/settings/notifications', async (c, { body }) => {
    await updateUserSettings(c.get('services'), requireUserId(c), {
      notificationsPriorityMessage: body.notifications_priority_message,
      notificationsSecondaryMessage: body.notifications_secondary_message,
    });
    return c.json(presentNotice(c.get('locale'), 'settings.notifications_saved'), 200);
  });

  route(app, 'patch', '/account/member/pause', async (c, { body }) => {
    await updateMemberSettings(c.get('services'), requireUserId(c), { paused: body.active });
    return c.json(
      presentNotice(c.get('locale'), body.active ? 'settings.paused' : 'settings.resumed'),
      200,
    );
  });

  route(app, 'delete', '/account/subscriptions', async (c) => {
    await cancelRenewal(c.get('services'), requireUserId(c));
    return c.body(null, 204);
  });
}
