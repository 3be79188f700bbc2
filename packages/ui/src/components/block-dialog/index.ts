export { BlockDialog, type BlockDialogProps } from './block-dialog.tsx';
