import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@app/ui/dialog';
import { Skeleton } from '@app/ui/skeleton';
import { TermsBox } from '@app/ui/terms-box';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useTerms } from '../api/get-terms';

const messages = defineMessages({
  title: { id: 'terms-dialog.title', defaultMessage: 'Conditions d’utilisation' },
  close: { id: 'terms-dialog.close', defaultMessage: 'Fermer' },
  note: {
    id: 'terms-dialog.note',
    defaultMessage: 'Vous les accepterez après avoir créé votre compte.',
  },
});

/** The terms link of /onboarding/start: the terms in a modal, to read before signing up. */
export function TermsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data: terms } = useTerms(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <FormattedMessage {...messages.title} />
          </DialogTitle>
        </DialogHeader>
        {terms ? (
          <TermsBox
            html={terms.content}
            showNewsletter={false}
            mustReadMessage={<FormattedMessage {...messages.note} />}
            acceptLabel={<FormattedMessage {...messages.close} />}
            onAccept={() => {
              onOpenChange(false);
            }}
          />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </DialogContent>
    </Dialog>
  );
}
