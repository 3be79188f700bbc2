import type { ErrorCode } from './types';

/** An HTTP failure answered as `{message}` (401, 403, 404, 419, 429, 400). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 422 in the Laravel shape: one list of messages per field. */
export class ValidationError extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    message?: string,
  ) {
    super(message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.');
  }
}

/** A product rule refused the call: `{message, error: {code, message}}`. */
export class DomainError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}
