import type { CurrentUser } from '../../lib/session';
import type { Terms } from './api/get-terms';

/** The new-terms modal opens this long after the page has drawn (spec 02, section 9). */
export const NEW_TERMS_DELAY_MS = 800;

/**
 * Terms are waiting for the user: they never accepted any, or accepted before the latest terms were
 * published.
 */
export function hasNewTerms(
  user: Pick<CurrentUser, 'accepted_terms_date'>,
  terms: Pick<Terms, 'published_at'>,
) {
  if (!user.accepted_terms_date) return true;
  return new Date(user.accepted_terms_date).getTime() < new Date(terms.published_at).getTime();
}
