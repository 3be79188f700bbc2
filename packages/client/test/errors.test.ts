import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_MESSAGE, toApiError } from '../src/errors';

describe('ApiError', () => {
  it('takes the message from `message` first', () => {
    const error = new ApiError(400, {
      message: 'top',
      errors: { message: 'errors' },
      error: { message: 'error' },
    });
    expect(error.message).toBe('top');
    expect(error.isGeneric).toBe(false);
  });

  it('then from `errors.message`, then from `error.message`', () => {
    expect(
      new ApiError(400, { errors: { message: 'from errors' }, error: { message: 'x' } }).message,
    ).toBe('from errors');
    expect(new ApiError(400, { error: { code: 'X', message: 'from error' } }).message).toBe(
      'from error',
    );
  });

  it('falls back to the generic message when the body says nothing', () => {
    for (const body of [undefined, {}, { message: '' }, { error: {} }, []]) {
      const error = new ApiError(500, body);
      expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
      expect(error.isGeneric).toBe(true);
    }
  });

  it('keeps the first message of each field of a 422', () => {
    const error = new ApiError(422, {
      message: 'The email field is required. (and 1 more error)',
      errors: {
        email: ['The email field is required.', 'second'],
        'answers.0.value': ['Required.'],
      },
    });
    expect(error.isValidation).toBe(true);
    expect(error.fieldErrors).toEqual({
      email: 'The email field is required.',
      'answers.0.value': 'Required.',
    });
  });

  it('reads string and numeric domain codes', () => {
    expect(new ApiError(409, { error: { code: 'EMAIL_ALREADY_EXISTS', message: 'm' } }).code).toBe(
      'EMAIL_ALREADY_EXISTS',
    );
    expect(new ApiError(400, { error: { code: 805, message: 'm' } }).code).toBe(805);
    expect(new ApiError(400, { error: { message: 'm' } }).code).toBeUndefined();
  });

  it('marks 401 and 419 as authentication failures, and nothing else', () => {
    expect(new ApiError(401, undefined).isAuthFailure).toBe(true);
    expect(new ApiError(419, undefined).isAuthFailure).toBe(true);
    expect(new ApiError(403, undefined).isAuthFailure).toBe(false);
  });

  it('wraps a network failure as status 0 with the generic message', () => {
    const cause = new TypeError('fetch failed');
    const error = toApiError(cause);
    expect(error.status).toBe(0);
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.cause).toBe(cause);
    expect(toApiError(error)).toBe(error);
  });
});
