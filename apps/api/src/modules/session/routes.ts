import { sql } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { personalAccessTokens, users } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { randomToken, sha256 } from '../../http/crypto';
import { HttpError, ValidationError } from '../../http/errors';
import { route } from '../../http/route';
import { endSession, requireUserId, startSession } from '../../http/session';
import { message, translate } from '../../i18n/messages';
import { socialSignIn } from '../social/routes';
import { verifyPassword } from './passwords';

/** Five attempts a minute per account, twenty per address (Laravel's sign-in throttle, widened per IP). */
export const SIGN_IN_LIMITS = { perAccount: 5, perAddress: 20, windowSeconds: 60 };

/**
 * The caller's address for the per-address limits: the socket's peer, unless that peer is a configured
 * proxy (`TRUSTED_PROXIES`); then the nearest `X-Forwarded-For` hop that is not one of the proxies.
 * A client's own `X-Forwarded-For` is ignored, so it cannot escape the limit by inventing addresses.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  const peer = normaliseAddress(incoming?.socket?.remoteAddress ?? '') || 'unknown';
  const { trustedProxies } = c.get('services').config;
  if (trustedProxies.length === 0 || !isTrusted(peer, trustedProxies)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normaliseAddress(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!isTrusted(hop, trustedProxies)) return hop;
  }
  return hops[0] ?? peer;
}

/** `::ffff:10.0.0.1` → `10.0.0.1` (an IPv4 peer on a dual-stack socket). */
function normaliseAddress(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

function ipv4ToNumber(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

/** Whether an address is one of the proxies: an exact address, or inside an IPv4 `a.b.c.d/n` range. */
export function isTrusted(address: string, proxies: readonly string[]): boolean {
  return proxies.some((entry) => {
    const [range = '', bits] = entry.split('/');
    if (bits === undefined) return normaliseAddress(range) === address;
    const start = ipv4ToNumber(range);
    const value = ipv4ToNumber(address);
    const size = Number(bits);
    if (
      start === undefined ||
      value === undefined ||
      !Number.isInteger(size) ||
      size < 0 ||
      size > 32
    )
      return false;
    const block = 2 ** (32 - size);
    return Math.floor(start / block) === Math.floor(value / block);
  });
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
    throw new ValidationError({ email: [message('auth.failed')] });
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
