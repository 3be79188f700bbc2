/**
 * Which database work may wait. The embedded database (PGlite, one thread) runs one query at a time
 * in the order asked, so a member's chat message waited behind every search query queued before it.
 *
 * - Work run through `inBackground` (a search page, from its first query to its last) is marked so:
 *   its queries run one at a time, when no other query is running or waiting.
 * - A request run through `inForeground` (every other API request) holds the background work back
 *   from its first query until it ends: a request asks its queries one after the other, with the API's
 *   own work between them, and a search query slipping into each of those gaps made the request wait
 *   for it again and again. A request that asks nothing of the database holds nothing.
 * - The hold has a limit (pglite-worker.mjs: a background query waits at most 25 ms), so a stream of
 *   requests slows the searches but never stops them.
 *
 * PostgreSQL runs queries side by side and ignores all of this.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type QueryPriority = 'normal' | 'background';

/** What a foreground request holds: released once, when it ends or turns to background work. */
interface ForegroundRequest {
  kind: 'foreground';
  /** The databases this request holds back, with how to let each go. */
  held: Map<object, () => void>;
  ended: boolean;
}

type Scope = { kind: 'background' } | ForegroundRequest;

const scope = new AsyncLocalStorage<Scope>();

function release(request: ForegroundRequest) {
  request.ended = true;
  for (const letGo of request.held.values()) letGo();
  request.held.clear();
}

/** Runs `work` with its queries marked as able to wait (a search, a report). */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  const current = scope.getStore();
  // A request that turns to background work holds nothing back any more: its own background
  // queries would otherwise wait for it.
  if (current?.kind === 'foreground') release(current);
  return scope.run({ kind: 'background' }, work);
}

/** Runs a request: from its first query until it ends, background queries wait (within limits). */
export async function inForeground<T>(work: () => Promise<T>): Promise<T> {
  const request: ForegroundRequest = { kind: 'foreground', held: new Map(), ended: false };
  try {
    return await scope.run(request, work);
  } finally {
    release(request);
  }
}

/** The mark of the work the caller runs in. */
export function currentPriority(): QueryPriority {
  return scope.getStore()?.kind === 'background' ? 'background' : 'normal';
}

/**
 * Called by a database before it runs a query: when the caller is a foreground request that does not
 * hold this database yet, `hold()` is called now and the function it returns when the request ends.
 * Work that outlives its request (a notification sent after the answer) holds nothing.
 */
export function holdForCurrentRequest(database: object, hold: () => () => void): void {
  const current = scope.getStore();
  if (current?.kind !== 'foreground' || current.ended || current.held.has(database)) return;
  current.held.set(database, hold());
}
