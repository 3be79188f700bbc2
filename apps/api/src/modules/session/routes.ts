import { sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { personalAccessTokens, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { randomToken, sha256 } from '../../http/crypto';
import { HttpError, ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { endSession, requireUserId, startSession } from '../../http/session';
import { translate } from '../../i18n/messages';
import { socialSignIn } from '../social/routes';
import { verifyPassword } from './passwords';

/** Five attempts a minute per account, twenty per address (Laravel's sign-in throttle, widened per IP). */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 60 };

export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  return forwarded || incoming?.socket?.remoteAddress || 'unknown';
}

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
    throw new HttpError(429, translate(c.get('locale'), 'auth.throttle', { seconds: wait }), {
      'Retry-After': String(wait),
    });
  }
}

async function checkCredentials(c: Context<AppEnv>, email: string, password: string) {
  const { db } = c.get('services');
  throttle(c, 'sign-in', email);
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()} and ${users.deletedAt} is null`);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    // Same answer whether or not the email exists.
    const message = translate(c.get('locale'), 'auth.failed');
    throw new ValidationError({ email: [message] }, message);
  }
  c.get('services').rateLimiter.clear(`sign-in:account:${email.toLowerCase()}`);
  return user;
}

export function registerSessionRoutes(app: Hono<AppEnv>): void {
  route(app, 'get', '/sanctum/csrf-cookie', async (c) => {
    await startSession(c, c.get('auth').userId, { rotate: false });
    return c.body(null, 204);
  });

  route(app, 'post', '/api/app/login', async (c, { body }) => {
    // Session mode only: the browser must have fetched the CSRF cookie first.
    if (!c.get('auth').sessionIdHash)
      throw new HttpError(419, translate(c.get('locale'), 'auth.csrf'));
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
    const secret = randomToken(30);
    const [row] = await c
      .get('services')
      .db.insert(personalAccessTokens)
      .values({ userId: user.id, name: body.device_name, tokenHash: sha256(secret) })
      .returning({ id: personalAccessTokens.id });
    return c.json({ token: `${row?.id ?? 0}|${secret}` }, 200);
  });

  route(app, 'post', '/api/app/logout', async (c) => {
    requireUserId(c);
    await endSession(c);
    return c.body(null, 204);
  });
}
