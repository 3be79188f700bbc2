/**
 * Which database work may wait. The embedded database (PGlite, one thread) runs one query at a time
 * in the order asked, so a member's chat message waited behind every search query queued before it.
 * Work run through `inBackground` is marked so: its queries run when no other query is waiting, and a
 * query asked meanwhile waits for at most the one background query already running (see
 * pglite-worker.mjs). PostgreSQL runs queries side by side and ignores the mark.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type QueryPriority = 'normal' | 'background';

const priority = new AsyncLocalStorage<QueryPriority>();

/** Runs `work` with its queries marked as able to wait (a search, a report). */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return priority.run('background', work);
}

/** The mark of the work the caller runs in. */
export function currentPriority(): QueryPriority {
  return priority.getStore() ?? 'normal';
}
