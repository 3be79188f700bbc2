import type { CurrentUser } from '../../lib/session';
import type { Terms } from './api/get-terms';

/** New terms are waiting: the user accepted before the latest terms were published. */
export function hasNewTerms(
  user: Pick<CurrentUser, 'accepted_terms_date'>,
  terms: Pick<Terms, 'published_at'>,
) {
  if (!user.accepted_terms_date) return false;
  return new Date(user.accepted_terms_date).getTime() < new Date(terms.published_at).getTime();
}
