import { cva } from 'class-variance-authority';
import { useMemo, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import {
  LAST_ACTIVITY_REFRESH_MS,
  lastActivityLabel,
  type DateInput,
  type LastActivityLabel,
  type LastActivityVariant,
} from './last-activity.ts';

const messages = defineMessages({
  justNow: { id: 'ui.last-activity.just_now', defaultMessage: 'à l’instant' },
  lessThanADay: { id: 'ui.last-activity.less_than_a_day', defaultMessage: 'il y a moins de 24 h' },
  moreThanAWeek: {
    id: 'ui.last-activity.more_than_a_week',
    defaultMessage: 'il y a plus d’une semaine',
  },
  online: { id: 'ui.last-activity.online', defaultMessage: 'En ligne' },
});

export const lastActivityVariants = cva(
  'inline-flex items-center gap-1.5 text-sm text-text-muted',
  {
    variants: {
      variant: { default: '', public: '' },
    },
    defaultVariants: { variant: 'default' },
  },
);

// One clock for every label of the page: each second, each label works out its text again and draws
// only when that text changed (a grid of 16 cards used to draw 16 times a second, 16 timers).
const listeners = new Set<() => void>();
let clock: number | undefined;

function subscribeToClock(listener: () => void): () => void {
  listeners.add(listener);
  clock ??= window.setInterval(() => {
    for (const notify of listeners) notify();
  }, LAST_ACTIVITY_REFRESH_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && clock !== undefined) {
      window.clearInterval(clock);
      clock = undefined;
    }
  };
}

const stoppedClock = () => () => undefined;

/** The label now, checked again every second while `live` (a fixed `now` or an online member: never). */
function useLabel(
  lastActivity: DateInput | null | undefined,
  fixedNow: DateInput | undefined,
  variant: LastActivityVariant,
  live: boolean,
): LastActivityLabel | null {
  // A string, so that an unchanged label is the same snapshot and draws nothing.
  const snapshot = () =>
    JSON.stringify(lastActivityLabel(lastActivity, fixedNow ?? Date.now(), variant));
  const key = useSyncExternalStore(live ? subscribeToClock : stoppedClock, snapshot, snapshot);
  return useMemo(() => JSON.parse(key) as LastActivityLabel | null, [key]);
}

export interface LastActivityLabels {
  justNow?: ReactNode;
  lessThanADay?: ReactNode;
  moreThanAWeek?: ReactNode;
  online?: ReactNode;
}

export type LastActivityProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** When the member was last active (`user.last_activity`). */
  lastActivity: DateInput | null | undefined;
  /** The member is online now (`user.online`): a dot and 'En ligne' instead of the time. */
  online?: boolean | undefined;
  /** `public` (share page): 'less than 24h' up to 24 hours, 'more than a week' past 7 days. */
  variant?: LastActivityVariant | undefined;
  /** A fixed current time (tests, stories); by default the label follows the clock every second. */
  now?: DateInput | undefined;
  /** Overrides the built-in texts. */
  labels?: LastActivityLabels | undefined;
};

export function LastActivity({
  className,
  lastActivity,
  online = false,
  variant = 'default',
  now: fixedNow,
  labels,
  ...props
}: LastActivityProps) {
  const intl = useIntl();
  const label = useLabel(lastActivity, fixedNow, variant, fixedNow === undefined && !online);

  if (online) {
    return (
      <span
        data-slot="last-activity"
        data-variant={variant}
        data-online="true"
        className={cn(lastActivityVariants({ variant }), className)}
        {...props}
      >
        <span
          data-slot="last-activity-dot"
          aria-hidden="true"
          className="size-2.5 shrink-0 rounded-full bg-success ring-2 ring-surface-raised"
        />
        <span className="font-semibold text-success">
          {labels?.online ?? intl.formatMessage(messages.online)}
        </span>
      </span>
    );
  }

  if (label === null || lastActivity == null) return null;

  let text: ReactNode;
  switch (label.kind) {
    case 'just-now':
      text = labels?.justNow ?? intl.formatMessage(messages.justNow);
      break;
    case 'less-than-a-day':
      text = labels?.lessThanADay ?? intl.formatMessage(messages.lessThanADay);
      break;
    case 'more-than-a-week':
      text = labels?.moreThanAWeek ?? intl.formatMessage(messages.moreThanAWeek);
      break;
    case 'relative':
      text = intl.formatRelativeTime(-label.value, label.unit, { numeric: 'always' });
      break;
  }

  return (
    <span
      data-slot="last-activity"
      data-variant={variant}
      data-kind={label.kind}
      className={cn(lastActivityVariants({ variant }), className)}
      {...props}
    >
      <time dateTime={new Date(lastActivity).toISOString()}>{text}</time>
    </span>
  );
}
