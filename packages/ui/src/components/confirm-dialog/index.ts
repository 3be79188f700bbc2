export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { LazyConfirmDialog, loadConfirmDialog } from './lazy-confirm-dialog.ts';
