import { Tooltip } from 'radix-ui';
import type { ReactNode, RefCallback } from 'react';
import { BlockedFlowerButton } from './blocked-flower-button.tsx';

export interface BlockedFlowerTooltipProps {
  reasonId: string;
  /** `cant_send_flower_message`, shown in the tooltip on hover and keyboard focus. */
  reason: string;
  disabled: boolean;
  children: ReactNode;
  /** Takes over the focus from the button shown while this code loaded (`useFocusHandover`). */
  takeFocus: RefCallback<HTMLButtonElement>;
}

/**
 * The blocked flower button with its reason in a tooltip: a module of its own, so Radix Tooltip and
 * its positioning (about 12 KiB gzip) load only when no flower can be sent (issue 12), not with every
 * profile.
 */
export default function BlockedFlowerTooltip({
  reasonId,
  reason,
  disabled,
  children,
  takeFocus,
}: BlockedFlowerTooltipProps) {
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <BlockedFlowerButton ref={takeFocus} reasonId={reasonId} disabled={disabled}>
            {children}
          </BlockedFlowerButton>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            data-slot="profile-action-bar-reason"
            side="top"
            sideOffset={8}
            className="z-50 max-w-64 rounded-md bg-text px-3 py-2 text-sm text-text-inverse shadow-md"
          >
            {reason}
            <Tooltip.Arrow className="fill-text" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
