import { useCallback, useRef, type RefCallback } from 'react';

/** What can hold the focus in the parts handed over (their disabled buttons count, to keep the order). */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Keeps the keyboard focus in place when a `Suspense` fallback gives way to the content it stands for
 * (issue 12: a part whose code loads after the page draws the same elements meanwhile). Give
 * `fromFallback` as the ref of the fallback's outer element and `toContent` as the content's, which draws the
 * same elements in the same order: the one that had the focus in the fallback (the outer element, or
 * the nth focusable element inside it) takes it in the content.
 */
export function useFocusHandover<T extends HTMLElement = HTMLElement>(): {
  fromFallback: RefCallback<T>;
  toContent: RefCallback<T>;
} {
  /** Which element had the focus when the fallback went: -1 for the outer one, null for none. */
  const focused = useRef<number | null>(null);
  const fromFallback = useCallback<RefCallback<T>>((node) => {
    if (!node) return;
    return () => {
      const active = node.ownerDocument.activeElement;
      if (active === node) focused.current = -1;
      else if (active instanceof HTMLElement && node.contains(active))
        focused.current = [...node.querySelectorAll(FOCUSABLE)].indexOf(active);
      else focused.current = null;
    };
  }, []);
  const toContent = useCallback<RefCallback<T>>((node) => {
    if (!node || focused.current === null) return;
    const target =
      focused.current === -1
        ? node
        : node.querySelectorAll<HTMLElement>(FOCUSABLE)[focused.current];
    focused.current = null;
    target?.focus();
  }, []);
  return { fromFallback, toContent };
}
