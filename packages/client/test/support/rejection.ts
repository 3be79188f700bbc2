import { ApiError } from '../../src/errors';

/** The ApiError a call rejected with; fails the test when the call succeeded or threw something else. */
export async function rejection(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (reason) {
    if (reason instanceof ApiError) return reason;
    throw reason;
  }
  throw new Error('Expected the call to fail with an ApiError, but it succeeded.');
}
