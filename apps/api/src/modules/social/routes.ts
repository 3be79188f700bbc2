import { eq, sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { SocialNetwork, SocialProfile, SocialProvider } from '../../adapters/social/provider';
import { members, personalAccessTokens, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { randomToken, sha256 } from '../../http/crypto';
import { DomainError, ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { startSession } from '../../http/session';
import { message, translate } from '../../i18n/messages';

const idColumn = {
  apple: users.appleId,
  facebook: users.facebookId,
  google: users.googleId,
} as const;
const idField = { apple: 'appleId', facebook: 'facebookId', google: 'googleId' } as const;

async function verifyOrFail(
  c: Context<AppEnv>,
  provider: SocialProvider,
  network: SocialNetwork,
  token: string,
  field: string,
  audience?: string,
): Promise<SocialProfile> {
  const profile = await provider.verify(network, token, audience);
  if (!profile) {
    throw new ValidationError({ [field]: [message('auth.failed')] });
  }
  return profile;
}

/** Signs the user in: a session when the browser has one (web), and a token for the native wrappers. */
async function signIn(c: Context<AppEnv>, userId: number, device: string): Promise<string> {
  const { db } = c.get('services');
  if (c.get('auth').sessionIdHash) await startSession(c, userId, { rotate: true });
  const secret = randomToken(30);
  const [row] = await db
    .insert(personalAccessTokens)
    .values({ userId, name: device, tokenHash: sha256(secret) })
    .returning({ id: personalAccessTokens.id });
  return `${row?.id ?? 0}|${secret}`;
}

/** Finds the account of this social identity, or creates one; an email already taken is refused. */
async function findOrCreate(
  c: Context<AppEnv>,
  profile: SocialProfile,
  names: { first?: string | null; last?: string | null },
): Promise<number> {
  const { db, now } = c.get('services');
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(idColumn[profile.network], profile.id));
  if (known) return known.id;
  const email = profile.email?.trim() ?? '';
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (taken)
    throw new DomainError(
      409,
      'EMAIL_ALREADY_EXISTS',
      translate(c.get('locale'), 'register.email_exists'),
    );
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: (names.first ?? profile.firstName ?? '').trim(),
        lastName: (names.last ?? profile.lastName ?? '').trim(),
        locale: c.get('locale'),
        // The network verified the address.
        emailVerifiedAt: now(),
        [idField[profile.network]]: profile.id,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('The user was not created');
    await tx.insert(members).values({ userId: created.id });
    return created.id;
  });
}

export function registerSocialRoutes(app: Hono<AppEnv>): void {
  route(app, 'post', '/onboarding/user/apple', async (c, { body }) => {
    const profile = await verifyOrFail(
      c,
      c.get('services').social,
      'apple',
      body.apple_token,
      'apple_token',
    );
    // Apple gives the name only the first time; the app forwards it.
    const userId = await findOrCreate(c, profile, { first: body.first_name, last: body.last_name });
    return c.json({ token: await signIn(c, userId, 'apple') }, 200);
  });

  route(app, 'post', '/onboarding/user/google', async (c, { body }) => {
    const profile = await verifyOrFail(
      c,
      c.get('services').social,
      'google',
      body.google_token,
      'google_token',
      body.google_client_id,
    );
    const userId = await findOrCreate(c, profile, {});
    return c.json({ token: await signIn(c, userId, 'google') }, 200);
  });

  route(app, 'post', '/onboarding/user/facebook', async (c, { body }) => {
    const profile = await verifyOrFail(
      c,
      c.get('services').social,
      'facebook',
      body.facebook_token,
      'facebook_token',
    );
    const { db } = c.get('services');
    const [known] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.facebookId, profile.id));
    if (!known && !profile.email) {
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
    const userId = known?.id ?? (await findOrCreate(c, profile, {}));
    return c.json({ token: await signIn(c, userId, 'facebook') }, 200);
  });
}

/** Session sign-in with a social payload (`POST api/app/login`), for accounts that already exist. */
export async function socialSignIn(
  c: Context<AppEnv>,
  payload: Record<string, unknown>,
): Promise<number> {
  const provider = c.get('services').social;
  const attempt = (
    [
      ['apple', payload.apple_token, undefined],
      ['facebook', payload.facebook_token, undefined],
      ['google', payload.google_token, payload.google_client_id],
    ] as const
  ).find(([, token]) => typeof token === 'string');
  const failed = () => new ValidationError({ email: [message('auth.failed')] });
  if (!attempt) throw failed();
  const [network, token, audience] = attempt;
  const profile = await provider.verify(
    network,
    token as string,
    typeof audience === 'string' ? audience : undefined,
  );
  if (!profile) throw failed();
  const { db } = c.get('services');
  // A blocked person still signs in: the app shows them /blocked.
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(idColumn[network], profile.id));
  if (!user) throw failed();
  return user.id;
}
