import type { Context, Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { route } from '../../http/route';
import { startSession } from '../../http/session';
import {
  facebookUserId,
  findOrCreate,
  issueAccessToken,
  socialUserId,
  verifyOrFail,
} from './service';

/** Signs the user in: a session when the browser has one (web), and a token for the native wrappers. */
async function signIn(c: Context<AppEnv>, userId: number, device: string): Promise<string> {
  if (c.get('auth').sessionIdHash) await startSession(c, userId, { rotate: true });
  return issueAccessToken(c.get('services'), userId, device);
}

export function registerSocialRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/onboarding/user/apple', async (c, { body }) => {
    const services = c.get('services');
    const profile = await verifyOrFail(services, 'apple', body.apple_token, 'apple_token');
    // Apple gives the name only the first time; the app forwards it.
    const names = { first: body.first_name, last: body.last_name };
    const userId = await findOrCreate(services, profile, names, c.get('locale'));
    return c.json({ token: await signIn(c, userId, 'apple') }, 200);
  });

  route(app, 'post', '/onboarding/user/google', async (c, { body }) => {
    const services = c.get('services');
    const profile = await verifyOrFail(
      services,
      'google',
      body.google_token,
      'google_token',
      body.google_client_id,
    );
    const userId = await findOrCreate(services, profile, {}, c.get('locale'));
    return c.json({ token: await signIn(c, userId, 'google') }, 200);
  });

  route(app, 'post', '/onboarding/user/facebook', async (c, { body }) => {
    const services = c.get('services');
    const profile = await verifyOrFail(services, 'facebook', body.facebook_token, 'facebook_token');
    const known = await facebookUserId(services, profile.id);
    if (known === undefined && !profile.email) {
      // No email shared: the client prefills the register form and the person types one.
      return c.json(
        {
          token: null,
          prefill: {
            email: null,
            first_name: profile.firstName,
            last_name: profile.lastName,
            facebook_id: profile.id,
            facebook_access_token: body.facebook_token,
          },
        },
        200,
      );
    }
    const userId = known ?? (await findOrCreate(services, profile, {}, c.get('locale')));
    return c.json({ token: await signIn(c, userId, 'facebook') }, 200);
  });
}

/** Session sign-in with a social payload (`POST api/app/login`), for accounts that already exist. */
export function socialSignIn(
  c: Context<AppEnv>,
  payload: Record<string, unknown>,
): Promise<number> {
  return socialUserId(c.get('services'), payload);
}
