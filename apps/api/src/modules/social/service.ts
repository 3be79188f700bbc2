import { eq, sql } from 'drizzle-orm';
import type { SocialNetwork, SocialProfile } from '../../adapters/social/provider';
import { members, personalAccessTokens, users } from '../../db/schema';
import type { Services } from '../../http/context';
import { randomToken, sha256 } from '../../http/crypto';
import { DomainError, ValidationError } from '../../http/errors';
import { message, type Locale } from '../../i18n/messages';

/** Sign-up and sign-in with Apple, Google or Facebook: the network verifies the token. */

const idColumn = {
  apple: users.appleId,
  facebook: users.facebookId,
  google: users.googleId,
} as const;
const idField = { apple: 'appleId', facebook: 'facebookId', google: 'googleId' } as const;

/** The profile the network vouches for, or 422 on `field`. */
export async function verifyOrFail(
  services: Services,
  network: SocialNetwork,
  token: string,
  field: string,
  audience?: string,
): Promise<SocialProfile> {
  const profile = await services.social.verify(network, token, audience);
  if (!profile) {
    throw new ValidationError({ [field]: [message('auth.failed')] });
  }
  return profile;
}

/** A new personal access token for the native wrappers (`id|secret`). */
export async function issueAccessToken(
  services: Services,
  userId: number,
  device: string,
): Promise<string> {
  const secret = randomToken(30);
  const [row] = await services.db
    .insert(personalAccessTokens)
    .values({ userId, name: device, tokenHash: sha256(secret) })
    .returning({ id: personalAccessTokens.id });
  return `${row?.id ?? 0}|${secret}`;
}

/** The user linked to this Facebook identity, if any. */
export async function facebookUserId(
  services: Services,
  facebookId: string,
): Promise<number | undefined> {
  const [known] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.facebookId, facebookId));
  return known?.id;
}

/** Finds the account of this social identity, or creates one; an email already taken is refused. */
export async function findOrCreate(
  services: Services,
  profile: SocialProfile,
  names: { first?: string | null; last?: string | null },
  locale: Locale,
): Promise<number> {
  const { db, now } = services;
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
  // The address is the network's, which the caller already holds: the sign-in link carries it.
  if (taken)
    throw new DomainError(
      409,
      'EMAIL_ALREADY_EXISTS',
      message('register.email_exists'),
      email === '' ? undefined : email,
    );
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        email,
        firstName: (names.first ?? profile.firstName ?? '').trim(),
        lastName: (names.last ?? profile.lastName ?? '').trim(),
        locale,
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

/** The existing account of a social payload (`POST api/app/login`), or 422 on `email`. */
export async function socialUserId(
  services: Services,
  payload: Record<string, unknown>,
): Promise<number> {
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
  const profile = await services.social.verify(
    network,
    token as string,
    typeof audience === 'string' ? audience : undefined,
  );
  if (!profile) throw failed();
  // A blocked person still signs in: the app shows them /blocked.
  const [user] = await services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(idColumn[network], profile.id));
  if (!user) throw failed();
  return user.id;
}
