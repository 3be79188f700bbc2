import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

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

/** A dialog whose code could not load: nothing opens, and the next opening asks for it again. */
class LoadFailure extends Component<{ children: ReactNode; onFailure: () => void }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailure();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Once the browser has nothing else to do (a short wait where it cannot say). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 5000 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = window.setTimeout(task, 1500);
  return () => {
    window.clearTimeout(id);
  };
}

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
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  let Loaded = lazy(loadOnce);

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
          loadOnce().catch(() => undefined);
        }),
      [],
    );
    if (!opened || failed) return null;
    return (
      <LoadFailure
        // A new boundary for each attempt: the failed one would keep its state.
        key={attempt}
        onFailure={() => {
          Loaded = lazy(loadOnce);
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
  return Object.assign(LazyDialog, { preload: loadOnce });
}
