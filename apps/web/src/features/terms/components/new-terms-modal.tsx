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
import { refreshUser, signOut } from '../../../lib/session';
import { acceptNewTerms } from '../api/accept-terms';
import type { Terms } from '../api/get-terms';

const messages = defineMessages({
  title: { id: 'new-terms.title', defaultMessage: 'Nos conditions d’utilisation ont changé' },
  description: {
    id: 'new-terms.description',
    defaultMessage: 'Lisez les nouvelles conditions et acceptez-les pour continuer.',
  },
});

/**
 * Asks a user who accepted older terms to accept the new ones (`PATCH api/content/terms/accept`);
 * declining logs out. A user who never accepted does so on the onboarding terms step instead.
 * Opened by `NewTermsCheck`, which knows when the terms are newer than the user's acceptance.
 */
export function NewTermsModal({ terms, open }: { terms: Terms; open: boolean }) {
  const intl = useIntl();
  const [accepting, setAccepting] = useState(false);

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
