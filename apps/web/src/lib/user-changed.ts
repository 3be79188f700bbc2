import { toApiError } from '@app/client';
import { refreshUser } from './session';

/**
 * The two unnamed codes of spec 02, section 8: the user's own state changed (not subscribed any more,
 * suspended, paused, blocked). Search, favourites and conversation calls that fail with one refetch
 * the user, and the protection view then shows the matching screen.
 */
export const USER_CHANGED_CODES: ReadonlySet<string> = new Set([
  'SUBSCRIPTION_REQUIRED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_PAUSED',
  'ACCOUNT_BLOCKED',
]);

/** Whether the failure says the user changed; if so, the user is refetched. */
export function refetchUserIfChanged(error: unknown): boolean {
  const code = toApiError(error).code;
  if (typeof code !== 'string' || !USER_CHANGED_CODES.has(code)) return false;
  void refreshUser().catch(() => undefined);
  return true;
}
