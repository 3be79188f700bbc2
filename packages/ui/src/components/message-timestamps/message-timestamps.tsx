import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type IntlShape, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { ChatBubble, type ChatBubbleProps, type ChatMessage } from '../chat-bubble';
import { Skeleton, SkeletonContainer } from '../skeleton';
import {
  CONVERSATION_SKELETON_ROWS,
  isoDay,
  timestampFormat,
  timestampPlan,
  type DateInput,
  type TimestampFormat,
} from './message-timestamps.ts';

/** How close to the bottom (in px) still counts as reading the newest message. */
const PINNED_SLACK_PX = 48;

const messages = defineMessages<{
  weekdayTime: { weekday: string; time: string };
  dateTime: { date: string; time: string };
  label: { name: string };
  loading: NoMessageValues;
}>({
  weekdayTime: { id: 'ui.message-timestamps.weekday_time', defaultMessage: '{weekday} à {time}' },
  dateTime: { id: 'ui.message-timestamps.date_time', defaultMessage: '{date} à {time}' },
  label: { id: 'ui.message-list.label', defaultMessage: 'Messages avec {name}' },
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

export type MessageListProps = Omit<ComponentProps<'div'>, 'children'> &
  Pick<ChatBubbleProps, 'otherName' | 'otherIsAdmin' | 'renderAudio' | 'labels'> & {
    /** The conversation's messages, oldest first (optimistic ones carry a `status`). */
    messages: readonly ChatMessage[];
    /** The current time, for the timestamps' format; the render time when left out. */
    now?: DateInput | undefined;
    /** The picture URL of an image message (from `image_path`). */
    imageSrc?: ((message: ChatMessage) => string | undefined) | undefined;
    /** Retry a failed message. */
    onRetry?: ((message: ChatMessage) => void) | undefined;
    /** Overrides the log's name ('Messages avec Camille'). */
    label?: string | undefined;
    /** Below the messages: the typing indicator, quick replies. */
    footer?: ReactNode;
  };

/**
 * The conversation: a log of bubbles (new messages are announced politely), each with a timestamp when an
 * hour has passed, and tighter spacing within 90 s of the same sender. It scrolls to the newest message.
 */
export function MessageList({
  className,
  messages: items,
  now,
  otherName,
  otherIsAdmin,
  renderAudio,
  labels,
  imageSrc,
  onRetry,
  label,
  footer,
  ...props
}: MessageListProps) {
  const intl = useIntl();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const [mountedAt] = useState(() => Date.now());
  const reference = now ?? mountedAt;
  const plan = timestampPlan(items, reference);
  const lastId = items.at(-1)?.id;

  // Whether the reader is at the newest message: then the list stays there while pictures and voice
  // players above it take their size, and when a message arrives; a reader who scrolled up is left be.
  const pinnedRef = useRef(true);

  useEffect(() => {
    const node = scrollRef.current;
    if (!node) return;
    node.scrollTop = node.scrollHeight;
    pinnedRef.current = true;
  }, [lastId]);

  useEffect(() => {
    const node = scrollRef.current;
    const content = node?.firstElementChild;
    if (!node || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (pinnedRef.current) node.scrollTop = node.scrollHeight;
    });
    observer.observe(content);
    return () => {
      observer.disconnect();
    };
  }, []);

  return (
    <div
      ref={scrollRef}
      role="log"
      aria-label={label ?? intl.formatMessage(messages.label, { name: otherName })}
      // A scrolling region must be reachable with the keyboard to be scrolled.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-slot="message-list"
      data-count={items.length}
      onScroll={(event) => {
        const node = event.currentTarget;
        pinnedRef.current =
          node.scrollHeight - node.scrollTop - node.clientHeight < PINNED_SLACK_PX;
      }}
      className={cn(
        'flex min-h-0 flex-col overflow-y-auto rounded-md px-3 py-4',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    >
      <ol data-slot="message-list-items" className="flex flex-col">
        {items.map((message, index) => {
          const entry = plan[index];
          const showTimestamp = entry?.showTimestamp ?? false;
          const spacing = entry?.spacing ?? 'normal';
          return (
            <li
              key={message.id}
              data-slot="message-list-item"
              data-spacing={spacing}
              data-timestamp={showTimestamp || undefined}
              className={cn(
                'flex flex-col',
                index === 0 ? '' : showTimestamp ? 'mt-6' : spacing === 'tight' ? 'mt-1' : 'mt-3',
              )}
            >
              {showTimestamp ? (
                <p className="mb-3 text-center text-xs font-semibold text-text-muted">
                  <MessageTimestamp
                    date={message.created_at}
                    now={reference}
                    format={entry?.format}
                  />
                </p>
              ) : null}
              <ChatBubble
                message={message}
                otherName={otherName}
                otherIsAdmin={otherIsAdmin}
                renderAudio={renderAudio}
                labels={labels}
                spacing={spacing}
                imageSrc={imageSrc?.(message)}
                onRetry={
                  onRetry
                    ? () => {
                        onRetry(message);
                      }
                    : undefined
                }
              />
            </li>
          );
        })}
      </ol>
      {footer}
    </div>
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
