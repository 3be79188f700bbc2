export { SendFlowerDialog, type SendFlowerDialogProps } from './send-flower-dialog.tsx';
