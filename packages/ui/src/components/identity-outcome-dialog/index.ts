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
  telHref,
  type IdentityCheckAnswer,
  type IdentityDialogOutcome,
  type IdentityOutcome,
} from './identity-outcome-dialog.ts';
