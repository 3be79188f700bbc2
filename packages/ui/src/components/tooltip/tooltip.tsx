import { Tooltip as TooltipPrimitive } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { cn } from '../../lib/cn';
import { usePress } from './use-press.ts';

/** Shares the open delay between tooltips; `Tooltip` brings its own, so the app needs none. */
export function TooltipProvider({
  delayDuration = 300,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

/** Opens the tooltip once the scroll that the trigger's keyboard focus caused has been dispatched. */
const OpenAfterFocusContext = createContext<((trigger: HTMLElement) => void) | null>(null);

/**
 * A short hint on hover and keyboard focus; Escape closes it. It describes its trigger
 * (`aria-describedby`), so never put the only name of an icon button in it: give the button an
 * `aria-label` too.
 *
 * Radix closes a tooltip when a container of its trigger scrolls, and keyboard focus on a trigger out
 * of view scrolls it into view a frame after the focus, which closed the tooltip it had just opened
 * (radix-ui/primitives#1944). Keyboard focus here opens it after that scroll, the next frame but one.
 */
export function Tooltip({
  delayDuration,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Root>) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = useCallback(
    (next: boolean) => {
      setOpenState(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const frame = useRef(0);
  useEffect(
    () => () => {
      cancelAnimationFrame(frame.current);
    },
    [],
  );
  const openAfterFocus = useCallback(
    (trigger: HTMLElement) => {
      cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(() => {
        frame.current = requestAnimationFrame(() => {
          if (trigger.ownerDocument.activeElement === trigger) setOpen(true);
        });
      });
    },
    [setOpen],
  );
  return (
    <TooltipProvider {...(delayDuration === undefined ? {} : { delayDuration })}>
      <OpenAfterFocusContext.Provider value={openAfterFocus}>
        <TooltipPrimitive.Root data-slot="tooltip" open={open} onOpenChange={setOpen} {...props} />
      </OpenAfterFocusContext.Provider>
    </TooltipProvider>
  );
}

export function TooltipTrigger({
  onFocus,
  onPointerDown,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  const openAfterFocus = useContext(OpenAfterFocusContext);
  const { pressed, press } = usePress();
  return (
    <TooltipPrimitive.Trigger
      data-slot="tooltip-trigger"
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(event);
        press(event);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        // Keyboard focus only: Radix's own opening, which the focus's scroll would close, is skipped.
        if (event.defaultPrevented || !openAfterFocus || pressed.current) return;
        if (!event.currentTarget.matches(':focus-visible')) return;
        event.preventDefault();
        openAfterFocus(event.currentTarget);
      }}
      {...props}
    />
  );
}

export function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-text px-3 py-1.5 text-sm text-balance text-text-inverse shadow-md',
          'origin-(--radix-tooltip-content-transform-origin) transition-[opacity,scale] duration-150 ease-gentle starting:scale-95 starting:opacity-0',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-text" width={10} height={5} />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}
