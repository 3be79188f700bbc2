import { lazyDialog } from '../lazy-dialog';

/**
 * The confirmation, for a component whose page draws no dialog at first (issue 12: its code, with the
 * dialog primitives' focus trap, scroll lock and layers, about 16 KiB gzip, is not in the first load).
 * Give it `open`; start `loadConfirmDialog` when the pointer or the focus reaches the button that opens
 * it (`useDialogOnDemand(loadConfirmDialog)`).
 */
export const LazyConfirmDialog = lazyDialog(() =>
  import('./confirm-dialog.tsx').then((module) => module.ConfirmDialog),
);

export const loadConfirmDialog = LazyConfirmDialog.preload;
