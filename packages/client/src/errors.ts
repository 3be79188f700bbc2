/** The generic message the product shows when a failure carries none (spec, error catalogue). */
export const GENERIC_ERROR_MESSAGE = 'Whoops! An error has occurred.';

export type ApiErrorCode = string | number;

type UnknownRecord = Record<string, unknown>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * One error type for every failed call: HTTP status, the message to show, the first message of each
 * field for a 422, and the domain code of `{error: {code, message}}`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never reached the server. */
  readonly status: number;
  /** First message of each invalid field (422), keyed by field name as the server sends it. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** `error.code` of a domain error (EMAIL_ALREADY_EXISTS, 805...). */
  readonly code: ApiErrorCode | undefined;
  /** True when the server gave no message and `message` is the generic fallback. */
  readonly isGeneric: boolean;
  /** The parsed body, for callers that need more (identity check answers, social prefill...). */
  readonly body: unknown;

  constructor(status: number, body: unknown, options: { cause?: unknown } = {}) {
    const message = ApiError.messageOf(body);
    super(message ?? GENERIC_ERROR_MESSAGE, options);
    this.status = status;
    this.body = body;
    this.isGeneric = message === undefined;
    this.fieldErrors = ApiError.fieldErrorsOf(body);
    this.code = ApiError.codeOf(body);
  }

  /** 401 (no session or token) or 419 (CSRF token mismatch): the client must sign out. */
  get isAuthFailure(): boolean {
    return this.status === 401 || this.status === 419;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }

  /** The message order of the spec: `message`, then `errors.message`, then `error.message`. */
  static messageOf(body: unknown): string | undefined {
    if (!isRecord(body)) return nonEmptyString(body);
    const errors = isRecord(body.errors) ? body.errors : undefined;
    const error = isRecord(body.error) ? body.error : undefined;
    return (
      nonEmptyString(body.message) ??
      nonEmptyString(errors?.message) ??
      nonEmptyString(error?.message)
    );
  }

  static fieldErrorsOf(body: unknown): Record<string, string> {
    if (!isRecord(body) || !isRecord(body.errors)) return {};
    const fields: Record<string, string> = {};
    for (const [field, messages] of Object.entries(body.errors)) {
      const first = Array.isArray(messages)
        ? nonEmptyString(messages[0])
        : nonEmptyString(messages);
      if (first !== undefined) fields[field] = first;
    }
    return fields;
  }

  static codeOf(body: unknown): ApiErrorCode | undefined {
    if (!isRecord(body) || !isRecord(body.error)) return undefined;
    const { code } = body.error;
    return typeof code === 'string' || typeof code === 'number' ? code : undefined;
  }
}

/** Turns anything a call threw (network failure, abort, ApiError) into an ApiError. */
export function toApiError(reason: unknown): ApiError {
  if (reason instanceof ApiError) return reason;
  return new ApiError(0, undefined, { cause: reason });
}
