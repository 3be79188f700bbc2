import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@app/ui/dialog';
import { TermsBox } from '@app/ui/terms-box';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { toastError } from '../../../lib/errors';
import { refreshUser, signOut, type CurrentUser } from '../../../lib/session';
import { acceptNewTerms } from '../api/accept-terms';
import { useTerms, type Terms } from '../api/get-terms';

const messages = defineMessages({
  title: { id: 'new-terms.title', defaultMessage: 'Nos conditions d’utilisation ont changé' },
  description: {
    id: 'new-terms.description',
    defaultMessage: 'Lisez les nouvelles conditions et acceptez-les pour continuer.',
  },
});

/** New terms are waiting: the user accepted before the latest terms were published. */
export function hasNewTerms(
  user: Pick<CurrentUser, 'accepted_terms_date'>,
  terms: Pick<Terms, 'published_at'>,
) {
  if (!user.accepted_terms_date) return false;
  return new Date(user.accepted_terms_date).getTime() < new Date(terms.published_at).getTime();
}

/**
 * Asks a user who accepted older terms to accept the new ones (`PATCH api/content/terms/accept`);
 * declining logs out. A user who never accepted does so on the onboarding terms step instead.
 */
export function NewTermsModal({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const { data: terms } = useTerms(Boolean(user.accepted_terms_date));
  const [accepting, setAccepting] = useState(false);
  const open = terms !== undefined && hasNewTerms(user, terms);

  async function accept() {
    setAccepting(true);
    try {
      await acceptNewTerms();
      await refreshUser();
    } catch (error) {
      toastError(error, intl);
    } finally {
      setAccepting(false);
    }
  }

  if (!terms) return null;
  return (
    <Dialog open={open}>
      <DialogContent
        showCloseButton={false}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
        }}
        onInteractOutside={(event) => {
          event.preventDefault();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage {...messages.title} />
          </DialogTitle>
          <DialogDescription>
            <FormattedMessage {...messages.description} />
          </DialogDescription>
        </DialogHeader>
        <TermsBox
          html={terms.content}
          showNewsletter={false}
          accepting={accepting}
          onAccept={() => void accept()}
          onDecline={() => void signOut()}
        />
      </DialogContent>
    </Dialog>
  );
}

export default NewTermsModal;
