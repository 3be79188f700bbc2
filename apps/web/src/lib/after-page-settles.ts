/** How long after the `load` event the page is left to itself before work that can wait starts. */
export const SETTLE_AFTER_LOAD_MS = 4_000;
/** The longest an idle moment is waited for once that delay has passed. */
export const IDLE_TIMEOUT_MS = 2_000;

type SettlingWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: Window['requestIdleCallback'];
};

/**
 * Runs `task` once the page has settled: its `load` event, then `SETTLE_AFTER_LOAD_MS`, then an idle
 * moment (at most `IDLE_TIMEOUT_MS` later; at once where the browser has no idle callback, as
 * Safari). `load` alone comes too early: it waits for the HTML's own files, not for the route's
 * code, its data or its pictures, which keep arriving for a second or more on a phone.
 *
 * For the service worker's installation (issue 12): it downloads and stores every file of the app,
 * about 1 MB, and on `load` it did so while the first page was still drawing. Its thread then took
 * 280–365 ms of CPU in the search page's first 2.5 s on this machine, and the page's own tasks
 * waited for the two cores.
 */
export function afterPageSettles(task: () => void, win: SettlingWindow = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(
        () => {
          task();
        },
        { timeout: IDLE_TIMEOUT_MS },
      );
    } else task();
  };
  const settle = () => {
    win.setTimeout(whenIdle, SETTLE_AFTER_LOAD_MS);
  };
  if (win.document.readyState === 'complete') settle();
  else win.addEventListener('load', settle, { once: true });
}
