import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Skeleton, SkeletonContainer } from '../skeleton';
import {
  CONVERSATION_SKELETON_ROWS,
  isoDay,
  timestampFormat,
  type DateInput,
  type TimestampFormat,
} from './message-timestamps.ts';

// What the inbox shows too (a message's time, the loading rows), apart from the chat's message list:
// the list imports this file alone, and so never loads the chat's bubbles and their HTML sanitiser.

const messages = defineMessages<{
  weekdayTime: { weekday: string; time: string };
  dateTime: { date: string; time: string };
  loading: NoMessageValues;
}>({
  weekdayTime: { id: 'ui.message-timestamps.weekday_time', defaultMessage: '{weekday} à {time}' },
  dateTime: { id: 'ui.message-timestamps.date_time', defaultMessage: '{date} à {time}' },
  loading: { id: 'ui.message-list.loading', defaultMessage: 'Chargement de la conversation…' },
});

function toDate(input: DateInput): Date {
  return input instanceof Date ? input : new Date(input);
}

/**
 * A message date as read at `now`: the time today, the weekday and time within 7 days, else yyyy-MM-dd and
 * time. `short` (lists) leaves the time out of older dates and abbreviates the weekday.
 */
export function formatMessageTimestamp(
  intl: IntlShape,
  input: DateInput,
  now: DateInput,
  {
    format = timestampFormat(input, now),
    short = false,
  }: { format?: TimestampFormat; short?: boolean } = {},
): string {
  const date = toDate(input);
  const time = intl.formatTime(date, { timeStyle: 'short' });
  if (format === 'time') return time;
  if (format === 'weekday') {
    const weekday = intl.formatDate(date, { weekday: short ? 'short' : 'long' });
    return short ? weekday : intl.formatMessage(messages.weekdayTime, { weekday, time });
  }
  const parts = Object.fromEntries(
    intl
      .formatDateToParts(date, { year: 'numeric', month: '2-digit', day: '2-digit' })
      .map((part) => [part.type, part.value]),
  );
  const day = isoDay({
    year: parts.year ?? String(date.getFullYear()),
    month: parts.month ?? String(date.getMonth() + 1).padStart(2, '0'),
    day: parts.day ?? String(date.getDate()).padStart(2, '0'),
  });
  return short ? day : intl.formatMessage(messages.dateTime, { date: day, time });
}

export type MessageTimestampProps = Omit<ComponentProps<'time'>, 'children' | 'dateTime'> & {
  date: DateInput;
  /** The current time, which decides the format (today, this week, older). */
  now: DateInput;
  /** Forces the format (by default from `date` and `now`). */
  format?: TimestampFormat | undefined;
  /** Lists: the time today, the short weekday this week, else the date alone. */
  short?: boolean | undefined;
};

/** A `<time>` reading as the spec says, in the reader's language. */
export function MessageTimestamp({
  className,
  date,
  now,
  format,
  short = false,
  ...props
}: MessageTimestampProps) {
  const intl = useIntl();
  const resolved = format ?? timestampFormat(date, now);
  return (
    <time
      data-slot="message-timestamp"
      data-format={resolved}
      dateTime={toDate(date).toISOString()}
      className={cn('first-letter:uppercase', className)}
      {...props}
    >
      {formatMessageTimestamp(intl, date, now, { format: resolved, short })}
    </time>
  );
}

export type ConversationSkeletonProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** 20 rows. */
  rows?: number | undefined;
  /** `messages`: bubbles on both sides (the chat); `list`: avatar and two lines (the inbox). */
  variant?: 'messages' | 'list' | undefined;
  /** Overrides the announced 'Chargement de la conversation…'. */
  loadingLabel?: ReactNode;
};

const bubbleWidths = ['w-3/5', 'w-2/5', 'w-1/2', 'w-2/3', 'w-1/3'] as const;

/** The conversation's loading placeholder: 20 rows, silent, with a polite 'loading' status. */
export function ConversationSkeleton({
  className,
  rows = CONVERSATION_SKELETON_ROWS,
  variant = 'messages',
  loadingLabel,
  ...props
}: ConversationSkeletonProps) {
  const intl = useIntl();
  const count = Math.max(1, Math.floor(rows));
  return (
    <SkeletonContainer
      loading
      loadingLabel={loadingLabel ?? intl.formatMessage(messages.loading)}
      data-slot="conversation-skeleton"
      data-variant={variant}
      data-rows={count}
      className={cn('flex flex-col gap-3 p-3', className)}
      {...props}
    >
      {Array.from({ length: count }, (_, index) =>
        variant === 'list' ? (
          <span
            key={index}
            aria-hidden="true"
            data-slot="conversation-skeleton-row"
            className="flex items-center gap-3"
          >
            <Skeleton shape="circle" />
            <span className="flex flex-1 flex-col gap-2">
              <Skeleton className="w-1/3" />
              <Skeleton className="w-3/4" />
            </span>
          </span>
        ) : (
          <span
            key={index}
            aria-hidden="true"
            data-slot="conversation-skeleton-row"
            className={cn('flex', index % 3 === 1 ? 'justify-end' : 'justify-start')}
          >
            <Skeleton
              className={cn('h-9 rounded-2xl', bubbleWidths[index % bubbleWidths.length])}
            />
          </span>
        ),
      )}
    </SkeletonContainer>
  );
}
