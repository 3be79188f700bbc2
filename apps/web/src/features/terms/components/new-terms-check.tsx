import { lazy, Suspense, useState } from 'react';
import type { CurrentUser } from '../../../lib/session';
import { useTerms } from '../api/get-terms';
import { hasNewTerms } from '../new-terms';

// The modal's code (dialog, terms box, HTML sanitiser) loads only for a user with terms to accept.
const NewTermsModal = lazy(() => import('./new-terms-modal'));

/**
 * Reads the latest terms' date for a signed-in user who accepted some, and opens the new-terms modal
 * when they are newer. Once opened, the modal stays mounted, so it closes as a dialog does.
 */
export function NewTermsCheck({ user }: { user: CurrentUser }) {
  const { data: terms } = useTerms(Boolean(user.accepted_terms_date));
  const waiting = terms !== undefined && hasNewTerms(user, terms);
  const [needed, setNeeded] = useState(false);
  if (waiting && !needed) setNeeded(true);
  if (!needed || terms === undefined) return null;
  return (
    <Suspense fallback={null}>
      <NewTermsModal terms={terms} open={waiting} />
    </Suspense>
  );
}
