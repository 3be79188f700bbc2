import { useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { StatusBanner } from '../status-banner';
import { priorityBanners, type PriorityBannersInput } from './priority-banners.ts';

const messages = defineMessages<{
  inMySecondary: NoMessageValues;
  move: NoMessageValues;
  inOtherSecondary: { name: string };
}>({
  inMySecondary: {
    id: 'ui.priority-banners.in_my_secondary',
    defaultMessage: 'Cette conversation se trouve dans votre boîte secondaire.',
  },
  move: { id: 'ui.priority-banners.move', defaultMessage: 'Déplacer vers la boîte prioritaire' },
  inOtherSecondary: {
    id: 'ui.priority-banners.in_other_secondary',
    defaultMessage:
      '{name} n’a pas encore répondu : votre conversation se trouve dans sa boîte secondaire.',
  },
});

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'then' in value &&
    typeof value.then === 'function'
  );
}

export type MoveToPriorityBannerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Sets my priority to 'priority'; return a promise to show the button busy until it settles. */
  onMoveToPriority: () => unknown;
  /** Forces the busy state. */
  moving?: boolean | undefined;
  /** Overrides the message and the action's label. */
  message?: ReactNode;
  actionLabel?: ReactNode;
};

/** 'This conversation is in your secondary inbox', with 'move to priority inbox'. */
export function MoveToPriorityBanner({
  className,
  onMoveToPriority,
  moving = false,
  message,
  actionLabel,
  ...props
}: MoveToPriorityBannerProps) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const busy = moving || pending;
  const move = async () => {
    if (busy) return;
    const result = onMoveToPriority();
    if (!isPromiseLike(result)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The app reports the failure; the banner stays.
    } finally {
      setPending(false);
    }
  };
  return (
    <StatusBanner
      data-slot="move-to-priority-banner"
      data-busy={busy || undefined}
      variant="info"
      className={cn('rounded-md', className)}
      action={
        <Button
          data-slot="move-to-priority-banner-action"
          type="button"
          variant="outline"
          size="sm"
          loading={busy}
          onClick={() => void move()}
          className="self-start sm:self-auto"
        >
          {actionLabel ?? intl.formatMessage(messages.move)}
        </Button>
      }
      {...props}
    >
      {message ?? intl.formatMessage(messages.inMySecondary)}
    </StatusBanner>
  );
}

export type OtherSecondaryBannerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The other member's first name. */
  name: string;
  message?: ReactNode;
};

/** '{name} has not replied yet: your conversation is in their secondary inbox.' */
export function OtherSecondaryBanner({
  className,
  name,
  message,
  ...props
}: OtherSecondaryBannerProps) {
  const intl = useIntl();
  return (
    <StatusBanner
      data-slot="other-secondary-banner"
      variant="warning"
      className={cn('rounded-md', className)}
      {...props}
    >
      {message ?? intl.formatMessage(messages.inOtherSecondary, { name })}
    </StatusBanner>
  );
}

export type PriorityBannersProps = Omit<ComponentProps<'div'>, 'children'> &
  PriorityBannersInput & {
    /** The other member's first name. */
    name: string;
    onMoveToPriority: () => unknown;
    moving?: boolean | undefined;
  };

/** The banners the conversation's priorities call for (see `priorityBanners`); nothing when none applies. */
export function PriorityBanners({
  className,
  myPriority,
  otherPriority,
  otherHasResponded,
  otherIsAdmin,
  name,
  onMoveToPriority,
  moving,
  ...props
}: PriorityBannersProps) {
  const show = priorityBanners({ myPriority, otherPriority, otherHasResponded, otherIsAdmin });
  if (!show.moveToPriority && !show.inOtherSecondary) return null;
  return (
    <div
      data-slot="priority-banners"
      data-move-to-priority={show.moveToPriority || undefined}
      data-in-other-secondary={show.inOtherSecondary || undefined}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {show.moveToPriority ? (
        <MoveToPriorityBanner onMoveToPriority={onMoveToPriority} moving={moving} />
      ) : null}
      {show.inOtherSecondary ? <OtherSecondaryBanner name={name} /> : null}
    </div>
  );
}
