import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';

export type PrivateSubmitButtonProps = ComponentProps<typeof Button> & {
  /** The element that says why nothing can be sent (`aria-describedby`). */
  reasonId: string;
};

/**
 * A private profile's submit button: dimmed but focusable, so keyboard users reach the reason; a
 * click sends nothing. The same button with or without its tooltip (private-submit-tooltip.tsx).
 */
export function PrivateSubmitButton({
  reasonId,
  className,
  onClick,
  ...props
}: PrivateSubmitButtonProps) {
  return (
    <Button
      {...props}
      // After the props: a tooltip's trigger (Radix) passes its own `aria-describedby`, which would
      // drop the reason while the tooltip is closed.
      data-slot="daily-quote-form-submit"
      type="submit"
      aria-disabled="true"
      aria-describedby={reasonId}
      className={cn('cursor-not-allowed opacity-55 hover:bg-primary', className)}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
