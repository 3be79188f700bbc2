import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { idempotencyKeys } from '../db/schema';
import { translate } from '../i18n/messages';
import type { AppEnv } from './context';
import { ValidationError } from './errors';

/** How long an answer is replayed for its key. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A request still running under a key after this long is taken to be lost (its process died mid-way): the
 * next request with the key does the work. Until then, a second request waits for the first one's answer.
 */
export const IDEMPOTENCY_STALE_MS = 60_000;
const POLL_MS = 25;
const KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;
const FIELD = 'Idempotency-Key';

/**
 * `Idempotency-Key` on a POST that must not happen twice (a message, a payment). Per user: the first request
 * under a key does the work and its answer (status, body) is kept in `idempotency_keys`; the same request
 * again gets that answer back without the work, also when it arrives while the first is still running (it
 * waits for it). The same key with another request is a 422. Server errors (5xx) release the key, so the
 * attempt can be retried. Without the header, or signed out, the call goes through untouched.
 *
 * A table rather than memory: the answer must outlive a restart (a retry after a crash must not pay twice)
 * and be shared by every API process on PostgreSQL; the unique (user, key) index settles concurrent
 * requests. Rows older than the TTL are replaced when their key comes back, and purged by `purgeIdempotencyKeys`.
 */
export function idempotent(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    const { userId } = c.get('auth');
    if (key === undefined || userId === null || c.req.method !== 'POST') {
      await next();
      return;
    }
    const locale = c.get('locale');
    if (!KEY_PATTERN.test(key)) {
      throw new ValidationError({ [FIELD]: [translate(locale, 'http.idempotency_key_invalid')] });
    }
    const services = c.get('services');
    const { db } = services;
    // The body is cached by Hono: the route reads the same text again.
    const body = await c.req.text();
    const fingerprint = createHash('sha256')
      .update(`${c.req.method} ${c.req.path}\n${body}`)
      .digest('hex');
    const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

    let claimed: number | undefined;
    for (;;) {
      const now = services.now();
      await db
        .delete(idempotencyKeys)
        .where(
          and(mine, lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS))),
        );
      const [inserted] = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint, lockedAt: now, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (inserted) {
        claimed = inserted.id;
        break;
      }
      const [row] = await db.select().from(idempotencyKeys).where(mine);
      // Released (a server error) between the insert and the select: try again.
      if (!row) continue;
      if (row.fingerprint !== fingerprint) {
        throw new ValidationError({ [FIELD]: [translate(locale, 'http.idempotency_key_reused')] });
      }
      if (row.status !== null) {
        return new Response(row.status === 204 || row.status === 304 ? null : row.body, {
          status: row.status,
          headers: {
            ...(row.contentType ? { 'Content-Type': row.contentType } : {}),
            'Idempotent-Replayed': 'true',
          },
        });
      }
      if (now.getTime() - row.lockedAt.getTime() > IDEMPOTENCY_STALE_MS) {
        const [taken] = await db
          .update(idempotencyKeys)
          .set({ lockedAt: now })
          .where(and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.lockedAt, row.lockedAt)))
          .returning({ id: idempotencyKeys.id });
        if (taken) {
          claimed = taken.id;
          break;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }

    const release = () => db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, claimed));
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const response = c.res;
    if (response.status >= 500) {
      await release();
      return;
    }
    await db
      .update(idempotencyKeys)
      .set({
        status: response.status,
        contentType: response.headers.get('content-type'),
        body: await response.clone().text(),
      })
      .where(eq(idempotencyKeys.id, claimed));
  };
}

/** Forgets the answers past the TTL (run with the scheduled jobs). */
export async function purgeIdempotencyKeys(
  db: AppEnv['Variables']['services']['db'],
  now: Date,
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
}
