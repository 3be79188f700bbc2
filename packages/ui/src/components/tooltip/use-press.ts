import { useCallback, useRef, type PointerEvent } from 'react';

/**
 * Whether a press is under way on a tooltip's trigger (from its pointer down until the pointer comes
 * up, anywhere): the focus a press gives shows no hint, as in Radix, which tracks the pointer, not
 * the focus ring. Call `press` from the trigger's `onPointerDown`.
 */
export function usePress() {
  const pressed = useRef(false);
  const press = useCallback((event: PointerEvent) => {
    pressed.current = true;
    event.currentTarget.ownerDocument.addEventListener(
      'pointerup',
      () => {
        pressed.current = false;
      },
      { once: true },
    );
  }, []);
  return { pressed, press };
}
