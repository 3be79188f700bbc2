import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that sets each of `refs` (an element given a ref of its own and one of ours). A ref
 * callback's cleanup (React 19) is kept: when the element goes, each callback gets its cleanup called,
 * or `null` if it returned none, and each object ref is emptied.
 */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => {
      if (typeof ref === 'function') return ref(node);
      if (ref) ref.current = node;
      return undefined;
    });
    return () => {
      refs.forEach((ref, index) => {
        const cleanup = cleanups[index];
        if (typeof cleanup === 'function') cleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      });
    };
  };
}
