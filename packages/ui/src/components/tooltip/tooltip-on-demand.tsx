import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { useFocusHandover } from '../../hooks/use-focus-handover';
import { composeRefs } from '../../lib/compose-refs';
import { loadOnce } from '../../lib/load-once';
import { whenIdle } from '../../lib/when-idle';
import type { LoadedTooltipProps } from './loaded-tooltip.tsx';
import { usePress } from './use-press.ts';

/** The loaded tooltip, once its code is there (a module of its own, see loaded-tooltip.tsx). */
let LoadedTooltip: ComponentType<LoadedTooltipProps> | undefined;
const loadTooltip = loadOnce(() =>
  import('./loaded-tooltip.tsx').then((module) => {
    LoadedTooltip = module.default;
  }),
);

/** The trigger: an element Radix's trigger can take as its own (`asChild`). */
export interface TooltipTriggerElementProps {
  ref?: Ref<HTMLElement>;
}

export interface TooltipOnDemandProps {
  /** The trigger: one focusable element (a `Button`) that describes itself (`aria-describedby`). */
  children: ReactElement<TooltipTriggerElementProps>;
  /** The hint shown on hover and keyboard focus. */
  content: ReactNode;
  /** The hint's `data-slot`. */
  contentSlot?: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** How long the pointer rests on the trigger before the hint shows (ms), as `Tooltip`'s. */
  delayDuration?: number;
}

/**
 * A `Tooltip` whose code loads when it is first wanted, not with the page: Radix Tooltip and its
 * positioning are about 12 KiB gzip, for a hint most visits never show (issue 12). The trigger is
 * drawn as it is until the hint is wanted: the pointer resting on it for `delayDuration`, or the
 * keyboard's focus. Then (its code asked for once the page is idle, or at that moment) the tooltip
 * takes over the same button, opened, the focus kept on it. Never in the middle of a press: a press
 * (a tap, a click) shows no hint, as in Radix, and the button is not replaced under it. Never the only
 * name of a button: give it an `aria-label`.
 */
export function TooltipOnDemand({
  children,
  content,
  contentSlot,
  side,
  delayDuration = 300,
}: TooltipOnDemandProps) {
  /** How the hint was first wanted; from then on the Radix tooltip is drawn. */
  const [wanted, setWanted] = useState<'hover' | 'focus' | null>(null);
  const hoverTimer = useRef<number>(undefined);
  /** A press under way: its focus shows no hint, and the button is not replaced under it. */
  const { pressed, press } = usePress();
  /** Whether the pointer is on the trigger; the trigger's box, to know whether it has the focus. */
  const inside = useRef(false);
  const node = useRef<HTMLElement | null>(null);
  const trackNode = useCallback((element: HTMLElement | null) => {
    node.current = element;
  }, []);
  const { fromFallback, toContent } = useFocusHandover();
  useEffect(() => {
    const cancelPreload = whenIdle(() => {
      loadTooltip().catch(() => undefined);
    });
    return () => {
      cancelPreload();
      window.clearTimeout(hoverTimer.current);
    };
  }, []);
  const want = (how: 'hover' | 'focus') => {
    loadTooltip().then(
      () => {
        // Still wanted once the code is there: the pointer still resting, the focus still on it.
        const still =
          how === 'hover'
            ? inside.current
            : node.current?.contains(node.current.ownerDocument.activeElement) === true;
        if (still && !pressed.current) setWanted((current) => current ?? how);
      },
      // Offline: the button goes on without its hint (its description still says it).
      () => undefined,
    );
  };

  if (wanted !== null && LoadedTooltip) {
    return (
      <LoadedTooltip
        content={content}
        contentSlot={contentSlot}
        side={side}
        delayDuration={delayDuration}
        defaultOpen
        takeFocus={toContent}
      >
        {children}
      </LoadedTooltip>
    );
  }
  // The trigger in a box of no layout of its own (`display: contents`), which hears its events and
  // hands its focus over: the trigger itself is drawn as given.
  return (
    <span
      ref={composeRefs(fromFallback, trackNode)}
      // It only hears what its trigger does (the trigger keeps its role and name).
      role="presentation"
      className="contents"
      onPointerEnter={(event) => {
        // A touch shows no tooltip (as in Radix).
        if (event.pointerType === 'touch') return;
        inside.current = true;
        window.clearTimeout(hoverTimer.current);
        hoverTimer.current = window.setTimeout(() => {
          want('hover');
        }, delayDuration);
      }}
      onPointerLeave={() => {
        window.clearTimeout(hoverTimer.current);
        inside.current = false;
      }}
      onPointerDown={(event) => {
        window.clearTimeout(hoverTimer.current);
        press(event);
      }}
      onFocus={(event) => {
        // The keyboard's focus only: a press's focus shows nothing.
        if (!pressed.current && event.target.matches(':focus-visible')) want('focus');
      }}
    >
      {children}
    </span>
  );
}
