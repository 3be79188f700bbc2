export {
  lazyDialog,
  type ControlledDialogProps,
  type LazyDialogComponent,
} from './lazy-dialog.tsx';
