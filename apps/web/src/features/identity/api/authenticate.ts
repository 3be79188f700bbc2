import { ApiError, toApiError, type components } from '@app/client';
import { api } from '../../../lib/api-client';

export type IdentityCheckRequest = components['schemas']['IdentityCheckRequest'];
export type IdentityCheckResult = components['schemas']['IdentityCheckResult'];

/**
 * `POST onboarding/authenticate`: the check's answer, whether the person passed (200) or not (400 with
 * the code). A 422 (the form's fields) and any other failure reject with an ApiError.
 */
export async function authenticate(
  input: IdentityCheckRequest,
): Promise<{ status: number; answer: IdentityCheckResult }> {
  let result;
  try {
    result = await api().POST('/onboarding/authenticate', { body: input });
  } catch (error) {
    throw toApiError(error);
  }
  const { response } = result;
  if (response.ok && result.data) return { status: response.status, answer: result.data };
  if (response.status === 400 && result.error && 'tries' in result.error) {
    return { status: 400, answer: result.error };
  }
  throw new ApiError(response.status, result.error);
}
