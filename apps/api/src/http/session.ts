import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { preparedPerDatabase } from '../db/prepared';
import { members, personalAccessTokens, sessions, users } from '../db/schema';
import { translate } from '../i18n/messages';
import type { AppEnv, AuthState } from './context';
import { randomToken, safeEqual, sha256 } from './crypto';
import { HttpError } from './errors';

export const SESSION_COOKIE = 'session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Sessions last two hours after the last request (Laravel's lifetime, from the last activity). */
export const SESSION_LIFETIME_SECONDS = 2 * 60 * 60;

/** A session's expiry (and its cookies') moves with a request once it last moved this long ago. */
export const SESSION_SLIDE_PRECISION_MS = 60_000;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function isHttps(c: Context): boolean {
  return c.req.header('x-forwarded-proto') === 'https' || new URL(c.req.url).protocol === 'https:';
}

/** A token's `last_used_at` is rewritten when it is at least this old. */
export const TOKEN_USE_PRECISION_MS = 60_000;

/**
 * The sign-in check's two reads (a token or a session, with its user and member): every request runs
 * one, so they are prepared once per database (db/prepared.ts).
 */
const signInReadsOf = preparedPerDatabase((db) => ({
  token: db
    .select({ token: personalAccessTokens, user: users, member: members })
    .from(personalAccessTokens)
    .innerJoin(users, eq(users.id, personalAccessTokens.userId))
    .leftJoin(members, eq(members.userId, users.id))
    .where(eq(personalAccessTokens.id, sql.placeholder('tokenId')))
    .prepare('sign_in_token'),
  session: db
    .select({ session: sessions, user: users, member: members })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(members, eq(members.userId, users.id))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('sign_in_session'),
}));

/**
 * Who is calling. A bearer header means token mode (no CSRF). A session cookie means session mode:
 * every unsafe call must echo the session's XSRF token in `X-XSRF-TOKEN`, else 419. A call with
 * neither is anonymous; routes that need a user answer 401, and sign-in needs a session (419).
 */
export function authenticate(options: {
  csrfExempt: (c: Context) => boolean;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { db, now } = c.get('services');
    const authorization = c.req.header('authorization');
    let auth: AuthState = { mode: 'none', userId: null };

    if (authorization?.toLowerCase().startsWith('bearer ')) {
      auth = { mode: 'token', userId: null };
      const [id, secret] = authorization.slice(7).trim().split('|');
      const tokenId = Number(id);
      if (Number.isInteger(tokenId) && secret) {
        // The token with its user: one query for both (see AuthState.signedIn).
        const [found] = await signInReadsOf(db).token.execute({ tokenId });
        const row = found?.token;
        if (found && row && safeEqual(row.tokenHash, sha256(secret))) {
          auth = {
            mode: 'token',
            userId: row.userId,
            tokenId: row.id,
            signedIn: { user: found.user, member: found.member },
          };
          // When the token was last used, to the minute: one write a minute rather than one a request.
          const at = now();
          if (!row.lastUsedAt || at.getTime() - row.lastUsedAt.getTime() >= TOKEN_USE_PRECISION_MS)
            await db
              .update(personalAccessTokens)
              .set({ lastUsedAt: at })
              .where(eq(personalAccessTokens.id, row.id));
        }
      }
    } else {
      const cookie = getCookie(c, SESSION_COOKIE);
      if (cookie) {
        const idHash = sha256(cookie);
        // As drizzle sends a timestamp (the placeholder skips the column's own conversion).
        const [found] = await signInReadsOf(db).session.execute({
          idHash,
          now: now().toISOString(),
        });
        const row = found?.session;
        auth = {
          mode: 'session',
          userId: row?.userId ?? null,
          ...(row ? { sessionIdHash: idHash } : {}),
          ...(found?.user && row?.userId
            ? { signedIn: { user: found.user, member: found.member } }
            : {}),
        };
        if (UNSAFE.has(c.req.method) && !options.csrfExempt(c)) {
          const header = c.req.header('x-xsrf-token') ?? '';
          if (!row || !safeEqual(header, row.xsrfToken)) {
            throw new HttpError(419, translate(c.get('locale'), 'auth.csrf'));
          }
        }
        // Two hours from the last request, not from the sign-in: a member active all evening stays
        // signed in. Once a minute at most (one write, and the cookies' expiry with it).
        if (row) {
          const lifetimeMs = SESSION_LIFETIME_SECONDS * 1000;
          const at = now();
          if (row.expiresAt.getTime() - at.getTime() <= lifetimeMs - SESSION_SLIDE_PRECISION_MS) {
            await db
              .update(sessions)
              .set({ expiresAt: new Date(at.getTime() + lifetimeMs), updatedAt: at })
              .where(eq(sessions.idHash, idHash));
            setSessionCookie(c, cookie);
            setXsrfCookie(c, row.xsrfToken);
          }
        }
      }
    }
    c.set('auth', auth);
    await next();
  };
}

/** Starts a session, or refreshes the current one, and sets both cookies. Returns the new hashed id. */
export async function startSession(
  c: Context<AppEnv>,
  userId: number | null,
  options: { rotate: boolean },
): Promise<string> {
  const { db, now } = c.get('services');
  const auth = c.get('auth');
  const expiresAt = new Date(now().getTime() + SESSION_LIFETIME_SECONDS * 1000);
  if (auth.sessionIdHash && !options.rotate) {
    const [row] = await db
      .update(sessions)
      .set({ expiresAt, updatedAt: now() })
      .where(eq(sessions.idHash, auth.sessionIdHash))
      .returning();
    if (row) {
      setXsrfCookie(c, row.xsrfToken);
      return row.idHash;
    }
  }
  if (auth.sessionIdHash) await db.delete(sessions).where(eq(sessions.idHash, auth.sessionIdHash));
  const id = randomToken(32);
  const xsrfToken = randomToken(32);
  const idHash = sha256(id);
  await db.insert(sessions).values({ idHash, userId, xsrfToken, expiresAt });
  setSessionCookie(c, id);
  setXsrfCookie(c, xsrfToken);
  c.set('auth', { mode: 'session', userId, sessionIdHash: idHash });
  return idHash;
}

function setSessionCookie(c: Context, id: string): void {
  setCookie(c, SESSION_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

function setXsrfCookie(c: Context, token: string): void {
  setCookie(c, XSRF_COOKIE, token, {
    path: '/',
    httpOnly: false,
    sameSite: 'Lax',
    secure: isHttps(c),
    maxAge: SESSION_LIFETIME_SECONDS,
  });
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  const { db } = c.get('services');
  const auth = c.get('auth');
  if (auth.mode === 'token' && auth.tokenId !== undefined) {
    await db.delete(personalAccessTokens).where(eq(personalAccessTokens.id, auth.tokenId));
  }
  if (auth.sessionIdHash) {
    await db.delete(sessions).where(eq(sessions.idHash, auth.sessionIdHash));
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    deleteCookie(c, XSRF_COOKIE, { path: '/' });
  }
  c.set('auth', { mode: auth.mode, userId: null });
}

/** The signed-in user's id, or a 401. */
export function requireUserId(c: Context<AppEnv>): number {
  const { userId } = c.get('auth');
  if (userId === null) throw new HttpError(401, translate(c.get('locale'), 'auth.unauthenticated'));
  return userId;
}
