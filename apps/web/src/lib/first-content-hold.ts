import { useCallback, useEffect, useState } from 'react';
import { holdFirstContent } from './first-content';

/**
 * Holds the first content back from the component's mount: the returned function lets it go once the
 * given pictures are decoded (or failed) and a frame with them has painted. It may be called before
 * the hold has started (a child's layout effect runs before its parent's effects). Let go on unmount
 * too.
 */
export function useFirstContentHold(): (pictures?: readonly HTMLImageElement[]) => void {
  const [painted] = useState(() => {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  });
  useEffect(() => {
    const letGo = holdFirstContent();
    void painted.promise.then(letGo);
    return letGo;
  }, [painted]);
  return useCallback(
    (pictures: readonly HTMLImageElement[] = []) => {
      void Promise.all(pictures.map(settled))
        .then(() => onScreen(pictures))
        .then(painted.resolve);
    },
    [painted],
  );
}

/**
 * Holds the first content back from the component's mount until `ready` (the page's list has come,
 * or failed) and a frame with it has painted: what waits for the first content (the footer's quote
 * under the page) then comes below the page as drawn, not below its placeholders.
 */
export function useFirstContentHoldUntil(ready: boolean): void {
  const letGo = useFirstContentHold();
  useEffect(() => {
    if (ready) letGo();
  }, [ready, letGo]);
}

/** Once the picture is ready to paint: loaded and decoded, or failed. */
function settled(picture: HTMLImageElement): Promise<void> {
  return picture.decode().catch(() => undefined);
}

/** After the browser has painted a frame with what is drawn now: two frames, then the next task. */
function nextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        setTimeout(resolve, 0);
      });
    });
  });
}

/** How long after a painted frame a picture's own paint is waited for (below). */
export const PAINT_WAIT_MS = 250;

/**
 * Once a frame with the pictures has reached the screen. Chromium presents a frame some time after the
 * page's main thread has drawn it (its compositor works on another thread), and the largest paint it
 * reports names the picture: waited for, at most `PAINT_WAIT_MS` after two frames (the largest paint
 * may be something else, as on a wide screen). Where the browser reports no largest paint (Safari),
 * two frames.
 */
function onScreen(pictures: readonly HTMLImageElement[]): Promise<void> {
  return new Promise((resolve) => {
    const observes =
      pictures.length > 0 &&
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');
    let timer: ReturnType<typeof setTimeout> | undefined;
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    if (observes) {
      observer = new PerformanceObserver((list) => {
        const shown = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>;
        if (shown.some((entry) => pictures.some((picture) => picture === entry.element))) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    }
    void nextPaint().then(() => {
      if (observes) timer = setTimeout(done, PAINT_WAIT_MS);
      else done();
    });
  });
}
