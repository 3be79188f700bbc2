import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { users } from '../../db/schema';
import type { AppEnv, Services } from '../../http/context';

/** `users.last_activity_at` is written at most once a minute per user. */
export const ACTIVITY_THROTTLE_MS = 60 * 1000;

const lastWrites = new WeakMap<Services, Map<number, number>>();

/**
 * Records the signed-in user's activity (last activity, 'online'), at most once a minute per user:
 * an in-memory note skips the database for the requests in between, and the update itself only
 * writes when the stored time is a minute old (several API nodes then write at most once each).
 */
export async function touchActivity(services: Services, userId: number): Promise<void> {
  const now = services.now();
  let seen = lastWrites.get(services);
  if (!seen) {
    seen = new Map();
    lastWrites.set(services, seen);
  }
  const last = seen.get(userId);
  if (last !== undefined && now.getTime() - last < ACTIVITY_THROTTLE_MS && now.getTime() >= last)
    return;
  seen.set(userId, now.getTime());
  if (seen.size > 50_000) seen.clear();
  await services.db
    .update(users)
    .set({ lastActivityAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(
          isNull(users.lastActivityAt),
          lt(users.lastActivityAt, new Date(now.getTime() - ACTIVITY_THROTTLE_MS)),
        ),
      ),
    );
}

/** After authentication: notes the activity of the signed-in user once the request is handled. */
export function trackActivity(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const userId = c.get('auth').userId;
    if (userId === null) return;
    try {
      await touchActivity(c.get('services'), userId);
    } catch (error) {
      // Activity is a nicety: never fail a request over it.
      console.error('last activity not recorded', error);
    }
  };
}
