export {
  IdentityOutcomeDialog,
  identityOutcomeIconVariants,
  type IdentityOutcomeDialogProps,
} from './identity-outcome-dialog.tsx';
export {
  IDENTITY_ATTEMPTS,
  IDENTITY_CODES,
  identityOutcome,
  identityTriesLeft,
  type IdentityCheckAnswer,
  type IdentityDialogOutcome,
  type IdentityOutcome,
} from './identity-outcome-dialog.ts';
/** The phone link is the library's (`@app/ui/lib/phone-link`); kept here for existing imports. */
export { telHref } from '../../lib/phone-link.ts';
