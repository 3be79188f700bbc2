import { CircleAlert } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialog';
import { ReferralLink } from '../referral-link';
import { Spinner } from '../spinner';

/** Texts that name the member. */
type Named = { firstName: string };

const messages = defineMessages<{
  title: Named;
  validity: NoMessageValues;
  label: NoMessageValues;
  loading: NoMessageValues;
  error: NoMessageValues;
}>({
  title: {
    id: 'ui.share-profile-dialog.title',
    defaultMessage: 'Partager le profil de {firstName}',
  },
  validity: {
    id: 'ui.share-profile-dialog.validity',
    defaultMessage:
      'Toute personne qui a ce lien peut voir le profil, sans pouvoir interagir. Il est valide pendant 3 jours.',
  },
  label: { id: 'ui.share-profile-dialog.label', defaultMessage: 'Lien du profil' },
  loading: { id: 'ui.share-profile-dialog.loading', defaultMessage: 'Création du lien…' },
  error: { id: 'ui.share-profile-dialog.error', defaultMessage: 'Le lien n’a pas pu être créé' },
});

/** The shareable link's request: creating, created, or failed (with the server's message if any). */
export type ShareProfileState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  | { status: 'error'; message?: ReactNode };

export type ShareProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The shared member's first name, in the title. */
  firstName: string;
  /** The link (`POST members/{id}/links`): loading, ready with its URL, or an error. */
  state: ShareProfileState;
  /** How to copy; the library's clipboard routine by default (pass the native wrapper's plugin). */
  copy?: (text: string) => Promise<void> | void;
  /** Called after the link was copied. */
  onCopy?: (url: string) => void;
  /** Where focus goes on close (the ⋯ trigger when opened from the profile menu). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * Shares a profile: says the link is valid for 3 days, shows it read-only with a copy button ('Lien
 * copié !' for 2 seconds), a spinner while it is created, and the server's message (or 'Le lien n’a pas
 * pu être créé') when it could not be.
 */
export function ShareProfileDialog({
  open,
  onOpenChange,
  firstName,
  state,
  copy,
  onCopy,
  returnFocusRef,
  className,
}: ShareProfileDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="share-profile-dialog"
        data-state-status={state.status}
        size="md"
        returnFocusRef={returnFocusRef}
        aria-busy={state.status === 'loading' || undefined}
        className={cn(className)}
      >
        <DialogHeader>
          <DialogTitle>{intl.formatMessage(messages.title, { firstName })}</DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.validity)}</DialogDescription>
        </DialogHeader>
        <div
          data-slot="share-profile-dialog-body"
          className="flex min-h-20 flex-col justify-center"
        >
          {state.status === 'loading' ? (
            <Spinner
              data-slot="share-profile-dialog-loading"
              label={intl.formatMessage(messages.loading)}
              showLabel
              className="justify-center"
            />
          ) : null}
          {state.status === 'ready' ? (
            <ReferralLink
              data-slot="share-profile-dialog-link"
              url={state.url}
              label={intl.formatMessage(messages.label)}
              layout="stacked"
              copy={copy}
              onCopy={onCopy}
            />
          ) : null}
          {state.status === 'error' ? (
            <p
              role="alert"
              data-slot="share-profile-dialog-error"
              className="flex items-start gap-2 rounded-lg bg-danger-soft px-4 py-3 text-sm text-text"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
              <span>{state.message ?? intl.formatMessage(messages.error)}</span>
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
