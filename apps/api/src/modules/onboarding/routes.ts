import type { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { requireUserId } from '../../http/session';
import { presentOwnMember } from '../account/current-user';
import {
  createAmbassadorMember,
  moveToStep,
  requestManualVerification,
  updateProfileTexts,
  updateUser,
} from './service';

export function registerOnboardingRoutes(app: Hono<AppEnv>): void {
  route(app, 'patch', '/onboarding/user/gender', async (c, { body }) => {
    await updateUser(c.get('services'), requireUserId(c), { gender: body.gender });
    return c.body(null, 204);
  });

  route(app, 'patch', '/onboarding/user/sexual-orientation', async (c, { body }) => {
    await updateUser(c.get('services'), requireUserId(c), {
      sexualOrientations: [...new Set(body.sexual_orientations)],
    });
    return c.body(null, 204);
  });

  route(app, 'patch', '/onboarding/step', async (c, { body }) => {
    await moveToStep(c.get('services'), requireUserId(c), body.step);
    return c.body(null, 204);
  });

  route(app, 'patch', '/account/member', async (c, { body }) => {
    await updateProfileTexts(c.get('services'), requireUserId(c), body);
    return c.body(null, 204);
  });

  route(app, 'post', '/onboarding/member', async (c) => {
    const member = await createAmbassadorMember(c.get('services'), requireUserId(c));
    return c.json({ data: presentOwnMember(member) }, 201);
  });

  route(app, 'patch', '/account/phone', async (c, { body }) => {
    await requestManualVerification(c.get('services'), requireUserId(c), {
      phone: body.phone,
      phoneAvailability: body.phone_availability,
    });
    return c.body(null, 204);
  });
}
