/** Signing in: the sign-in throttle, the credentials check and the API tokens. */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { personalAccessTokens, users } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';
import { randomToken, sha256 } from '../../http/crypto';
import { HttpError, ValidationError } from '../../http/errors';
import { message } from '../../i18n/messages';
import { clientAddress } from './client-address';
import { verifyPassword } from './passwords';

/** Five attempts a minute per account, twenty per address (Laravel's sign-in throttle, widened per IP). */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 60 };

/** Counts a sign-in attempt for the account and the address; 429 with Retry-After past the limits. */
export function throttle(c: Context<AppEnv>, scope: string, email: string): void {
  const { rateLimiter } = c.get('services');
  const account = rateLimiter.hit(
    `${scope}:account:${email.toLowerCase()}`,
    SIGN_IN_LIMITS.perAccount,
    SIGN_IN_LIMITS.windowSeconds,
  );
  const address = rateLimiter.hit(
    `${scope}:address:${clientAddress(c)}`,
    SIGN_IN_LIMITS.perAddress,
    SIGN_IN_LIMITS.windowSeconds,
  );
  const wait = Math.max(account, address);
  if (wait > 0) {
    throw new HttpError(429, message('auth.throttle', { seconds: wait }), {
      'Retry-After': String(wait),
    });
  }
}

/** The user whose e-mail and password these are (throttled; 422 on `email` otherwise). */
export async function checkCredentials(c: Context<AppEnv>, email: string, password: string) {
  const { db } = c.get('services');
  throttle(c, 'sign-in', email);
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.deletedAt} is null`);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    // Same answer whether or not the email exists.
    throw new ValidationError({ email: [message('auth.failed')] });
  }
  c.get('services').rateLimiter.clear(`sign-in:account:${email.toLowerCase()}`);
  return user;
}

/** A new API token for a device: `<id>|<secret>`, of which only the secret's hash is kept. */
export async function issueToken(
  services: Services,
  userId: number,
  deviceName: string,
): Promise<string> {
  const secret = randomToken(30);
  const [row] = await services.db
    .insert(personalAccessTokens)
    .values({ userId, name: deviceName, tokenHash: sha256(secret) })
    .returning({ id: personalAccessTokens.id });
  return `${row?.id ?? 0}|${secret}`;
}
