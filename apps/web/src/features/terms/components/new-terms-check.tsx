import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { CurrentUser } from '../../../lib/session';
import { useTerms } from '../api/get-terms';
import { hasNewTerms, NEW_TERMS_DELAY_MS } from '../new-terms';

// The modal's code (dialog, terms box, HTML sanitiser) loads only for a user with terms to accept.
const NewTermsModal = lazy(() => import('./new-terms-modal'));

/** The areas a signed-in user reaches without the wizard's terms step (the ambassador's, alone). */
const AREAS = ['/member', '/ambassador'];

/**
 * Opens the new-terms modal 800 ms after the page has drawn (spec 02, sections 4 and 9) for a
 * signed-in user who accepted terms older than the latest, or who never accepted any and is in an
 * area (an ambassador who is not a member never passes the wizard's terms step; elsewhere that step
 * asks). Once opened, the modal stays mounted, so it closes as a dialog does.
 */
export function NewTermsCheck({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const inArea = AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
  const asked = Boolean(user.accepted_terms_date) || inArea;
  const { data: terms } = useTerms(asked);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDue(true);
    }, NEW_TERMS_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  const waiting = asked && terms !== undefined && hasNewTerms(user, terms);
  const [needed, setNeeded] = useState(false);
  if (due && waiting && !needed) setNeeded(true);
  if (!needed || terms === undefined) return null;
  return (
    <Suspense fallback={null}>
      <NewTermsModal terms={terms} open={waiting} />
    </Suspense>
  );
}
