import type { ReactElement, ReactNode, RefCallback } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip.tsx';
import type { TooltipTriggerElementProps } from './tooltip-on-demand.tsx';

export interface LoadedTooltipProps {
  children: ReactElement<TooltipTriggerElementProps>;
  content: ReactNode;
  contentSlot?: string | undefined;
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  delayDuration: number;
  defaultOpen: boolean;
  /** Takes over the focus from the trigger drawn while this code loaded (`useFocusHandover`). */
  takeFocus: RefCallback<HTMLElement>;
}

/** `TooltipOnDemand`'s tooltip, in a module of its own: the Radix tooltip around the same trigger. */
export default function LoadedTooltip({
  children,
  content,
  contentSlot,
  side,
  delayDuration,
  defaultOpen,
  takeFocus,
}: LoadedTooltipProps) {
  return (
    // The same box as before this code loaded: the focus comes back to the trigger in it.
    <span ref={takeFocus} className="contents">
      <Tooltip delayDuration={delayDuration} defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>{children}</TooltipTrigger>
        <TooltipContent {...(contentSlot ? { 'data-slot': contentSlot } : {})} side={side}>
          {content}
        </TooltipContent>
      </Tooltip>
    </span>
  );
}
