import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

/**
 * `navigate`, whose promise resolves once React has drawn the new location (or the caller has left
 * the screen): react-router navigates in a transition that waits for the page's module, so code that
 * must run after the move (refetching the user the new page's guard reads) awaits this.
 */
export function useNavigateCommitted(): (to: string, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  const { key } = useLocation();
  const waiting = useRef<Array<() => void>>([]);

  useLayoutEffect(() => {
    for (const resolve of waiting.current.splice(0)) resolve();
  }, [key]);
  useLayoutEffect(
    () => () => {
      for (const resolve of waiting.current.splice(0)) resolve();
    },
    [],
  );

  return useCallback(
    (to, options) =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        void navigate(to, options);
      }),
    [navigate],
  );
}
