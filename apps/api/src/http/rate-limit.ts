/**
 * Fixed-window attempt counters (sign-in, password reset, verification e-mails). In memory: one
 * process is the embedded default; several API nodes would share them through Redis.
 */
export interface RateLimiter {
  /** Counts one attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string, limit: number, windowSeconds: number): number;
  /** Seconds to wait before the next attempt is allowed, without counting one. */
  retryAfter(key: string, limit: number): number;
  clear(key: string): void;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const wait = (entry: { resetAt: number }) =>
    Math.max(1, Math.ceil((entry.resetAt - now()) / 1000));
  return {
    hit(key, limit, windowSeconds) {
      const entry = current(key) ?? { count: 0, resetAt: now() + windowSeconds * 1000 };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count > limit ? wait(entry) : 0;
    },
    retryAfter(key, limit) {
      const entry = current(key);
      return entry && entry.count >= limit ? wait(entry) : 0;
    },
    clear(key) {
      windows.delete(key);
    },
  };
}
