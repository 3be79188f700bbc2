import { startTransition, useEffect, useState } from 'react';

/**
 * The moment the signed-in page's own content has painted: what a page only may want a little later
 * (the top menu's code, the socket, the footer's quote, the unseen count, the questionnaire, the
 * dialogs' code) waits for it, so that the page's largest paint does not share the network and the
 * two cores with them (issue 12: on `/member/search`, the menu's, the socket's and the dialogs' code
 * and six API reads left before the first row's pictures had painted, and Lighthouse counts
 * everything asked for before the largest paint in it).
 *
 * - The app's shell says when the page is drawn with its user (`pageDrawn`, after that commit).
 * - A page whose first content is still loading then holds the moment back (`useFirstContentHold` in
 *   first-content-hold.ts: the search's first row of pictures), at most `HOLD_AT_MOST_MS`: a slow
 *   picture never keeps the menu away for long.
 * - Once shown, it stays shown for the life of the app: a later page does not wait again.
 */
export const HOLD_AT_MOST_MS = 3_000;

let shown = false;
let drawn = false;
let holds = 0;
let cap: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function show() {
  if (shown) return;
  shown = true;
  clearTimeout(cap);
  for (const listener of [...listeners]) listener();
}

/** The page was drawn with its user (`AppShell`, after its commit): shown unless a page holds it. */
export function pageDrawn(): void {
  drawn = true;
  if (holds === 0) show();
}

/** Holds the moment back until the returned function is called (once), or `HOLD_AT_MOST_MS`. */
export function holdFirstContent(): () => void {
  if (shown) return () => undefined;
  holds += 1;
  cap ??= setTimeout(show, HOLD_AT_MOST_MS);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0 && drawn) show();
  };
}

/** Whether the page's first content has painted. */
export function firstContentShown(): boolean {
  return shown;
}

/** Resolves once the page's first content has painted. */
export function whenFirstContentShown(): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      listeners.delete(listener);
      resolve();
    };
    listeners.add(listener);
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * `firstContentShown()`, as a component's state. What it shows then is drawn as a transition, in
 * short tasks (the menu, the footer, the dialogs at once were one long task, issue 12's blocking time).
 */
export function useFirstContentShown(): boolean {
  const [value, setValue] = useState(shown);
  useEffect(() => {
    if (value) return;
    const show = () => {
      startTransition(() => {
        setValue(true);
      });
    };
    if (shown) {
      show();
      return;
    }
    return subscribe(show);
  }, [value]);
  return value;
}

/** Tests: back to a fresh start. */
export function resetFirstContent(): void {
  shown = false;
  drawn = false;
  holds = 0;
  clearTimeout(cap);
  cap = undefined;
  listeners.clear();
}
