import { Skeleton } from '@app/ui/skeleton';
import { StatusBanner } from '@app/ui/status-banner';
import { TermsBox } from '@app/ui/terms-box';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorText, toastError } from '../../../lib/errors';
import { refreshUser } from '../../../lib/session';
import { acceptOnboardingTerms } from '../api/accept-terms';
import { useTerms } from '../api/get-terms';
import { subscribeToNewsletter } from '../api/subscribe-to-newsletter';

export interface TermsAcceptanceProps {
  /** The user accepted already: 'J’accepte' skips ahead without a call. */
  alreadyAccepted: boolean;
  /** Called once the terms are accepted (and the user refetched). */
  onAccepted: () => void;
}

/**
 * The terms step: the terms to scroll and read before accepting, the newsletter box ticked by default.
 * Accepting sets `accepted_terms_date`; a ticked box fires the newsletter subscription (its failure is
 * only logged).
 */
export function TermsAcceptance({ alreadyAccepted, onAccepted }: TermsAcceptanceProps) {
  const intl = useIntl();
  const { data: terms, error } = useTerms();
  const [accepting, setAccepting] = useState(false);

  async function accept({ newsletter }: { newsletter: boolean }) {
    if (alreadyAccepted) {
      onAccepted();
      return;
    }
    setAccepting(true);
    try {
      await acceptOnboardingTerms();
      if (newsletter) void subscribeToNewsletter();
      await refreshUser();
      onAccepted();
    } catch (failure) {
      toastError(failure, intl);
    } finally {
      setAccepting(false);
    }
  }

  if (!terms) {
    if (error) return <StatusBanner variant="danger">{errorText(error, intl)}</StatusBanner>;
    return <Skeleton className="h-64 w-full" />;
  }
  return (
    <TermsBox
      html={terms.content}
      accepting={accepting}
      onAccept={(acceptance) => void accept(acceptance)}
    />
  );
}
