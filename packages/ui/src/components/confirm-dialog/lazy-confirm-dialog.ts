import { lazy } from 'react';

/**
 * The confirmation's code, with the dialog primitives (focus trap, scroll lock), for a component whose
 * page draws no dialog at first (issue 12: out of the first load). Start `loadConfirmDialog` when the
 * pointer or the focus reaches the button that opens it; render `LazyConfirmDialog` in a `Suspense`
 * from its first opening on.
 */
export const loadConfirmDialog = () => import('./confirm-dialog.tsx');

export const LazyConfirmDialog = lazy(() =>
  loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })),
);
