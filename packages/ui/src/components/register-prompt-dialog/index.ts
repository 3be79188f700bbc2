export {
  RegisterPromptDialog,
  type RegisterPromptDialogProps,
  type RegisterPromptLinkProps,
} from './register-prompt-dialog.tsx';
