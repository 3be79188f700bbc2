import type { ReactNode, RefCallback } from 'react';
import { Tooltip, TooltipContent, TooltipTrigger } from '../tooltip';
import { PrivateSubmitButton } from './private-submit-button.tsx';

export interface PrivateSubmitTooltipProps {
  reasonId: string;
  /** The reason, shown in the tooltip on hover and keyboard focus. */
  reason: string;
  children: ReactNode;
  /** Takes over the focus from the button shown while this code loaded (`useFocusHandover`). */
  takeFocus: RefCallback<HTMLButtonElement>;
}

/**
 * The private profile's submit button with its reason in a tooltip: a module of its own, so Radix
 * Tooltip and its positioning (about 15 KiB gzip) load only for a private profile (issue 12).
 */
export default function PrivateSubmitTooltip({
  reasonId,
  reason,
  children,
  takeFocus,
}: PrivateSubmitTooltipProps) {
  return (
    <Tooltip delayDuration={150}>
      <TooltipTrigger asChild>
        <PrivateSubmitButton ref={takeFocus} reasonId={reasonId}>
          {children}
        </PrivateSubmitButton>
      </TooltipTrigger>
      <TooltipContent data-slot="daily-quote-form-reason" side="top">
        {reason}
      </TooltipContent>
    </Tooltip>
  );
}
