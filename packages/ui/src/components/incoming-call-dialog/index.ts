export {
  IncomingCallDialog,
  type IncomingCallAcceptOptions,
  type IncomingCallDialogProps,
} from './incoming-call-dialog.tsx';
export {
  CALLER_NAME_MAX_LENGTH,
  DECLINE_CLOSE_DELAY_MS,
  truncateName,
} from './incoming-call-dialog.ts';
