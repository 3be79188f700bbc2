import { Flower2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button';

export type BlockedFlowerButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** The element that says why no flower can be sent (`aria-describedby`). */
  reasonId: string;
  children: ReactNode;
};

/**
 * The flower button when no flower can be sent: dimmed but focusable, so keyboard users reach the
 * reason; a click sends nothing. The same button with or without its tooltip
 * (blocked-flower-tooltip.tsx).
 */
export function BlockedFlowerButton({
  reasonId,
  children,
  onClick,
  ...props
}: BlockedFlowerButtonProps) {
  return (
    <Button
      // Before the props: once its tooltip is there, the state is the tooltip's (`closed`, `delayed-open`).
      data-state="blocked"
      {...props}
      // After the props: a tooltip's trigger (Radix) passes its own `aria-describedby`, which would
      // drop the reason while the tooltip is closed.
      data-slot="profile-action-bar-flower"
      type="button"
      variant="accent"
      aria-disabled="true"
      aria-describedby={reasonId}
      className="flex-1 cursor-not-allowed opacity-55 hover:bg-accent sm:flex-none"
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      <Flower2 aria-hidden="true" />
      {children}
    </Button>
  );
}
