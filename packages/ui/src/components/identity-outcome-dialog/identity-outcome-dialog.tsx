import { cva } from 'class-variance-authority';
import {
  CircleCheck,
  OctagonAlert,
  TriangleAlert,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { defineMessages, FormattedMessage, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/phone-link.ts';
import { Button } from '../button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog';
import {
  identityTriesLeft,
  IDENTITY_ATTEMPTS,
  type IdentityDialogOutcome,
  type IdentityOutcome,
} from './identity-outcome-dialog.ts';

const messages = defineMessages<{
  successTitle: NoMessageValues;
  successMessage: NoMessageValues;
  continue: NoMessageValues;
  warningTitle: NoMessageValues;
  warningMessage: NoMessageValues;
  triesLeft: { count: number };
  retry: NoMessageValues;
  manual: NoMessageValues;
  manualHint: NoMessageValues;
  errorTitle: NoMessageValues;
  errorMessage: NoMessageValues;
  unknownError: NoMessageValues;
  sameUserTitle: NoMessageValues;
  sameUserMessage: NoMessageValues;
  logout: NoMessageValues;
  close: NoMessageValues;
}>({
  successTitle: {
    id: 'ui.identity-outcome-dialog.success.title',
    defaultMessage: 'Identité confirmée',
  },
  successMessage: {
    id: 'ui.identity-outcome-dialog.success.message',
    defaultMessage:
      'Merci ! Votre identité est confirmée. Vous pouvez poursuivre votre inscription.',
  },
  continue: { id: 'ui.identity-outcome-dialog.success.continue', defaultMessage: 'Continuer' },
  warningTitle: {
    id: 'ui.identity-outcome-dialog.warning.title',
    defaultMessage: 'Nous n’avons pas pu confirmer votre identité',
  },
  warningMessage: {
    id: 'ui.identity-outcome-dialog.warning.message',
    defaultMessage: 'Vérifiez vos renseignements, puis réessayez.',
  },
  triesLeft: {
    id: 'ui.identity-outcome-dialog.warning.tries-left',
    defaultMessage:
      '{count, plural, =0 {Il ne vous reste plus de tentative.} one {Il vous reste # tentative.} other {Il vous reste # tentatives.}}',
  },
  retry: { id: 'ui.identity-outcome-dialog.warning.retry', defaultMessage: 'Réessayer' },
  manual: {
    id: 'ui.identity-outcome-dialog.warning.manual',
    defaultMessage: 'Vérification manuelle',
  },
  manualHint: {
    id: 'ui.identity-outcome-dialog.warning.manual-hint',
    defaultMessage:
      'Vous pouvez aussi demander une vérification manuelle : laissez-nous votre numéro de téléphone et vos disponibilités, et votre inscription se poursuit.',
  },
  errorTitle: {
    id: 'ui.identity-outcome-dialog.error.title',
    defaultMessage: 'Vérification impossible',
  },
  errorMessage: {
    id: 'ui.identity-outcome-dialog.error.message',
    defaultMessage: 'Problème lors de la validation de votre identité',
  },
  unknownError: {
    id: 'ui.identity-outcome-dialog.error.unknown',
    defaultMessage: 'Erreur inconnue lors de la validation de votre profil',
  },
  sameUserTitle: {
    id: 'ui.identity-outcome-dialog.same-user.title',
    defaultMessage: 'Vous avez déjà un compte',
  },
  sameUserMessage: {
    id: 'ui.identity-outcome-dialog.same-user.message',
    defaultMessage:
      'Un utilisateur avec le même nom et la même date de naissance existe déjà. Déconnectez-vous, puis connectez-vous à ce compte.',
  },
  logout: { id: 'ui.identity-outcome-dialog.same-user.logout', defaultMessage: 'Se déconnecter' },
  close: { id: 'ui.identity-outcome-dialog.close', defaultMessage: 'Fermer' },
});

const icons: Record<IdentityDialogOutcome, LucideIcon> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: OctagonAlert,
  'same-user': UsersRound,
};

export const identityOutcomeIconVariants = cva(
  'flex size-12 items-center justify-center rounded-full [&_svg]:size-6',
  {
    variants: {
      outcome: {
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-warning',
        error: 'bg-danger-soft text-danger',
        'same-user': 'bg-info-soft text-info',
      },
    },
    defaultVariants: { outcome: 'success' },
  },
);

export interface IdentityOutcomeDialogProps {
  /**
   * Which modal: `success`, `warning` (803, 805), `error` (800, 802, 804, unknown) or `same-user` (806); see
   * `identityOutcome()`. `blocked` and `form` render nothing: the app redirects to /blocked, or shows the
   * 422 under the fields.
   */
  outcome: IdentityOutcome;
  /** Whether the modal is open. */
  open: boolean;
  /** Called with `false` when the modal closes: an action, Escape or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** Overrides the title of the outcome. */
  title?: ReactNode;
  /**
   * The server's `error.message` (warning, error, same-user); when left out, the outcome's own text
   * ('Problème lors de la validation de votre identité' for an error).
   */
  message?: ReactNode;
  /**
   * The failure is not an identity-check answer (network, unexpected server error): the error modal says
   * 'Erreur inconnue lors de la validation de votre profil' unless `message` is given.
   */
  unknownError?: boolean;
  /** Warning: the attempts used so far (the answer's `tries`, the user's `eid_tries`); 3 minus it are left. */
  tries?: number;
  /** Warning: how many attempts are allowed (3). */
  attempts?: number;
  /** Success: the 'Continuer' button, after which Next is allowed. */
  onContinue?: () => void;
  /** Warning: 'Réessayer' closes the modal so the member can correct and resubmit; hidden with no attempt left. */
  onRetry?: () => void;
  /**
   * Warning: 'Vérification manuelle' (the phone and availability form, after which registration continues).
   * The button shows only when this is given.
   */
  onManualVerification?: () => void;
  /** Same user: 'Se déconnecter'. */
  onLogout?: () => void;
  /** Same user: the fixed contact phone number, as people read it; it becomes a `tel:` link. */
  supportPhone?: string;
  /** Overrides the support sentence, e.g. to word it differently; pass the link yourself. */
  supportMessage?: ReactNode;
  /** Overrides 'Il vous reste 2 tentatives.'. */
  triesLeftLabel?: ReactNode;
  /** Overrides the hint about the manual verification. */
  manualHint?: ReactNode;
  /** Overrides 'Continuer'. */
  continueLabel?: ReactNode;
  /** Overrides 'Réessayer'. */
  retryLabel?: ReactNode;
  /** Overrides 'Vérification manuelle'. */
  manualLabel?: ReactNode;
  /** Overrides 'Se déconnecter'. */
  logoutLabel?: ReactNode;
  /** Overrides 'Fermer'. */
  closeLabel?: ReactNode;
  /** Extra content under the message, e.g. the sign-in methods of the existing account (806). */
  children?: ReactNode;
  /** Where focus goes on close; by default the element focused when the modal opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Classes for the modal's panel. */
  className?: string;
}

/**
 * The outcome of the identity check: success (then Next is allowed), a warning with the attempts left, a retry
 * and a manual verification, an error with the server's message, or the same-user conflict with a logout
 * button and the support phone number. Every action closes the modal after calling back.
 */
export function IdentityOutcomeDialog({
  outcome,
  open,
  onOpenChange,
  title,
  message,
  unknownError = false,
  tries,
  attempts = IDENTITY_ATTEMPTS,
  onContinue,
  onRetry,
  onManualVerification,
  onLogout,
  supportPhone,
  supportMessage,
  triesLeftLabel,
  manualHint,
  continueLabel,
  retryLabel,
  manualLabel,
  logoutLabel,
  closeLabel,
  children,
  returnFocusRef,
  className,
}: IdentityOutcomeDialogProps) {
  const intl = useIntl();
  if (outcome === 'blocked' || outcome === 'form') return null;

  const Icon = icons[outcome];
  const triesLeft = identityTriesLeft(tries, attempts);
  const act = (callback: (() => void) | undefined) => () => {
    callback?.();
    onOpenChange(false);
  };
  const closeButton = (variant: 'primary' | 'outline') => (
    <Button data-slot="identity-outcome-close" variant={variant} onClick={act(undefined)}>
      {closeLabel ?? intl.formatMessage(messages.close)}
    </Button>
  );

  let defaultTitle: string;
  let defaultMessage: string;
  let body: ReactNode = null;
  let actions: ReactNode;

  switch (outcome) {
    case 'success':
      defaultTitle = intl.formatMessage(messages.successTitle);
      defaultMessage = intl.formatMessage(messages.successMessage);
      actions = (
        <Button data-slot="identity-outcome-continue" onClick={act(onContinue)}>
          {continueLabel ?? intl.formatMessage(messages.continue)}
        </Button>
      );
      break;
    case 'warning':
      defaultTitle = intl.formatMessage(messages.warningTitle);
      defaultMessage = intl.formatMessage(messages.warningMessage);
      body = (
        <div data-slot="identity-outcome-attempts" className="flex flex-col gap-2">
          <p
            data-slot="identity-outcome-tries"
            data-tries-left={triesLeft}
            className="font-semibold text-text"
          >
            {triesLeftLabel ?? intl.formatMessage(messages.triesLeft, { count: triesLeft })}
          </p>
          {onManualVerification ? (
            <p data-slot="identity-outcome-manual-hint" className="text-sm text-text-muted">
              {manualHint ?? intl.formatMessage(messages.manualHint)}
            </p>
          ) : null}
        </div>
      );
      actions = (
        <>
          {onManualVerification ? (
            <Button
              data-slot="identity-outcome-manual"
              variant={triesLeft > 0 ? 'outline' : 'primary'}
              onClick={act(onManualVerification)}
            >
              {manualLabel ?? intl.formatMessage(messages.manual)}
            </Button>
          ) : null}
          {triesLeft > 0 ? (
            <Button data-slot="identity-outcome-retry" onClick={act(onRetry)}>
              {retryLabel ?? intl.formatMessage(messages.retry)}
            </Button>
          ) : onManualVerification ? null : (
            closeButton('primary')
          )}
        </>
      );
      break;
    case 'error':
      defaultTitle = intl.formatMessage(messages.errorTitle);
      defaultMessage = intl.formatMessage(
        unknownError ? messages.unknownError : messages.errorMessage,
      );
      actions = closeButton('primary');
      break;
    case 'same-user':
      defaultTitle = intl.formatMessage(messages.sameUserTitle);
      defaultMessage = intl.formatMessage(messages.sameUserMessage);
      body =
        supportMessage != null || supportPhone ? (
          <p data-slot="identity-outcome-support" className="text-text">
            {supportMessage ?? (
              <FormattedMessage
                id="ui.identity-outcome-dialog.same-user.support"
                defaultMessage="Besoin d’aide ? Appelez-nous au {phone}."
                values={{
                  phone: (
                    <a
                      href={telHref(supportPhone ?? '')}
                      data-slot="identity-outcome-phone"
                      className="rounded-sm font-semibold whitespace-nowrap text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
                    >
                      {supportPhone}
                    </a>
                  ),
                }}
              />
            )}
          </p>
        ) : null;
      actions = (
        <>
          {closeButton('outline')}
          <Button data-slot="identity-outcome-logout" onClick={act(onLogout)}>
            {logoutLabel ?? intl.formatMessage(messages.logout)}
          </Button>
        </>
      );
      break;
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="identity-outcome-dialog"
        data-outcome={outcome}
        data-tries-left={outcome === 'warning' ? triesLeft : undefined}
        size="sm"
        showCloseButton={false}
        returnFocusRef={returnFocusRef}
        className={cn('items-center text-center sm:items-stretch sm:text-left', className)}
      >
        <span
          aria-hidden="true"
          data-slot="identity-outcome-icon"
          className={identityOutcomeIconVariants({ outcome })}
        >
          <Icon />
        </span>
        <DialogHeader>
          <DialogTitle>{title ?? defaultTitle}</DialogTitle>
          <DialogDescription>{message ?? defaultMessage}</DialogDescription>
        </DialogHeader>
        {body}
        {children}
        <DialogFooter className="w-full">{actions}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
