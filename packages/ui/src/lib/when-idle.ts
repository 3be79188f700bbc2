/**
 * Runs `task` once the browser has nothing else to do (a short wait where it cannot say); returns
 * what cancels it. For code a page may need soon but not to draw: a dialog's, a menu's.
 */
export function whenIdle(task: () => void): () => void {
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
