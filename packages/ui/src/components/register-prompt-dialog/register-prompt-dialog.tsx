import { UserPlus } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button, buttonVariants } from '../button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';

/** Texts that name the member. */
type Named = { firstName: string };

const messages = defineMessages<{
  title: NoMessageValues;
  titleNamed: Named;
  message: NoMessageValues;
  join: NoMessageValues;
  later: NoMessageValues;
}>({
  title: { id: 'ui.register-prompt-dialog.title', defaultMessage: 'Inscrivez-vous pour écrire' },
  titleNamed: {
    id: 'ui.register-prompt-dialog.title_named',
    defaultMessage: 'Inscrivez-vous pour écrire à {firstName}',
  },
  message: {
    id: 'ui.register-prompt-dialog.message',
    defaultMessage:
      'Pour écrire à ce membre, lui envoyer une fleur ou l’ajouter à vos favoris, rejoignez-nous : votre profil est prêt en quelques étapes.',
  },
  join: { id: 'ui.register-prompt-dialog.join', defaultMessage: 'Je m’inscris' },
  later: { id: 'ui.register-prompt-dialog.later', defaultMessage: 'Plus tard' },
});

/** The props of the join link; spread them on the app's router link. */
export type RegisterPromptLinkProps = { href: string; className: string; children: ReactNode };

export type RegisterPromptDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where joining starts (`/onboarding`). */
  registerHref: string;
  /** Renders the join link (the app's router link); an `<a>` by default. */
  renderLink?: (props: RegisterPromptLinkProps) => ReactNode;
  /** The member's first name, to name them in the title. */
  firstName?: string;
  /** Where focus goes on close; by default the button that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

const renderAnchor = ({ href, className, children }: RegisterPromptLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** Invites a visitor of a shared profile to join before writing to the member, with a join link. */
export function RegisterPromptDialog({
  open,
  onOpenChange,
  registerHref,
  renderLink = renderAnchor,
  firstName,
  returnFocusRef,
  className,
}: RegisterPromptDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="register-prompt-dialog"
        size="sm"
        returnFocusRef={returnFocusRef}
        className={cn(className)}
      >
        <DialogHeader>
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-6"
          >
            <UserPlus />
          </span>
          <DialogTitle>
            {firstName
              ? intl.formatMessage(messages.titleNamed, { firstName })
              : intl.formatMessage(messages.title)}
          </DialogTitle>
          <DialogDescription>{intl.formatMessage(messages.message)}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{intl.formatMessage(messages.later)}</Button>
          </DialogClose>
          {renderLink({
            href: registerHref,
            className: cn(buttonVariants({ variant: 'primary' }), 'no-underline'),
            children: intl.formatMessage(messages.join),
          })}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
