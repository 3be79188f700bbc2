import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { LoadFailure } from '../../lib/load-failure';
import { loadOnce } from '../../lib/load-once';
import { whenIdle } from '../../lib/when-idle';

/** What a dialog opened by its page needs: its `open` state. */
export interface ControlledDialogProps {
  open?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
}

/**
 * A lazy dialog, and `preload` to ask for its code earlier (a trigger's hover or focus:
 * `useDialogOnDemand(Dialog.preload)`).
 */
export type LazyDialogComponent<P> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A dialog its page opens (`open`), whose code is not in the page's first load: it loads once the page
 * is idle, or at once when the dialog first opens, whichever comes first, and renders nothing until
 * then. Once opened it stays mounted, so that it closes as it always does (its animation, the focus
 * back on what opened it). Radix Dialog and its focus trap, scroll lock and layers are about 11 KiB
 * gzip, more with the dialog's own fields: a profile or a shared profile shows none of it first (issue 12).
 *
 * `load` gives the component, e.g. `() => import('@app/ui/report-dialog').then((m) => m.ReportDialog)`.
 * Should it fail to load (offline), the dialog does not open (`onOpenChange(false)`), and the next
 * opening asks again.
 */
export function lazyDialog<P extends ControlledDialogProps>(
  load: () => Promise<ComponentType<P>>,
): LazyDialogComponent<P> {
  const loadComponent = loadOnce(() => load().then((component) => ({ default: component })));
  let Loaded = lazy(loadComponent);

  function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open === true);
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    // The first opening mounts the dialog for good; a failed load waits for the next opening (states
    // set while rendering, as React allows).
    if (props.open === true && !opened) setOpened(true);
    if (props.open !== true && failed) setFailed(false);
    useEffect(
      () =>
        whenIdle(() => {
          loadComponent().catch(() => undefined);
        }),
      [],
    );
    if (!opened || failed) return null;
    return (
      <LoadFailure
        // A new boundary for each attempt: the failed one would keep its state.
        key={attempt}
        onFailure={() => {
          Loaded = lazy(loadComponent);
          setFailed(true);
          setAttempt((count) => count + 1);
          props.onOpenChange?.(false);
        }}
      >
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </LoadFailure>
    );
  }
  return Object.assign(LazyDialog, { preload: loadComponent });
}
