import { toApiError, unwrap } from '@app/client';
import { api } from './api-client';
import { deviceReference } from './device-reference';
import { postPendingReferral } from './referral-codes';

/**
 * Posts a stored `reference`/`ambassador` code with the device reference, once per code. An unknown
 * code (422) counts as done; another failure keeps it for the next visit.
 */
export async function postReferralCode(): Promise<void> {
  try {
    await postPendingReferral(async (code) => {
      try {
        await unwrap(
          api().POST('/referral', {
            body: { device_ref: deviceReference(), ambassador_code: code },
          }),
        );
      } catch (error) {
        if (toApiError(error).status !== 422) throw error;
      }
    });
  } catch {
    // Tried again at the next visit.
  }
}
