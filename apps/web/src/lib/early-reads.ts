/**
 * Reads started before whatever needs them asks (issue 12: the search's results, and the user they
 * depend on, asked for as the app starts rather than once the page draws). The first read of the same
 * key within `EARLY_FOR_MS` takes one over, once; a read that failed is dropped as soon as it fails,
 * so that a page asking later (a paused member who resumes) asks again rather than get that failure.
 */
const early = new Map<string, { answer: Promise<unknown>; at: number }>();
export const EARLY_FOR_MS = 10_000;

/** Starts `read` under `key`, unless one is already waiting there; returns the waiting answer. */
export function startRead<T>(
  key: string,
  read: () => Promise<T>,
  failed: (answer: T) => boolean = () => false,
): Promise<T> {
  const waiting = early.get(key);
  if (waiting) return waiting.answer as Promise<T>;
  const entry = { answer: read(), at: Date.now() };
  early.set(key, entry);
  const drop = () => {
    if (early.get(key) === entry) early.delete(key);
  };
  entry.answer.then((answer) => {
    if (failed(answer)) drop();
  }, drop);
  return entry.answer;
}

/**
 * The read waiting under the key, taken over (once), if it is recent enough. The key is a function:
 * every read of the app comes through here, and almost always nothing waits, so it is not computed.
 */
export function takeRead<T>(keyOf: () => string): Promise<T> | undefined {
  if (early.size === 0) return undefined;
  const key = keyOf();
  const waiting = early.get(key);
  if (!waiting) return undefined;
  early.delete(key);
  return Date.now() - waiting.at < EARLY_FOR_MS ? (waiting.answer as Promise<T>) : undefined;
}
