export { lazyDialog, type ControlledDialogProps } from './lazy-dialog.tsx';
