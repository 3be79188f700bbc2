import { ApiError, toApiError } from '@app/client';

/**
 * A fresh `Idempotency-Key`: one per attempt of a call that must not happen twice (sending a message,
 * paying). The API answers a repeated key with its first answer instead of doing the call again.
 * `getRandomValues`, not `randomUUID`: the app may be opened on a plain-http network address, where
 * `randomUUID` does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Whether a failed call may have reached the API without its answer reaching us (no answer at all, or a
 * proxy in between gave up): the same attempt may then be sent again under its key.
 */
export function mayRetrySameAttempt(error: unknown): boolean {
  const { status } = error instanceof ApiError ? error : toApiError(error);
  return status === 0 || status === 502 || status === 503 || status === 504;
}

/**
 * Runs `call` with one key for this attempt; when it got no answer, once more with the same key, so the
 * API does it at most once.
 */
export async function withIdempotencyKey<T>(
  call: (key: string) => Promise<T>,
  key: string = newIdempotencyKey(),
): Promise<T> {
  try {
    return await call(key);
  } catch (error) {
    if (!mayRetrySameAttempt(error)) throw error;
    return call(key);
  }
}
