import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { ChatBubble, type ChatBubbleProps, type ChatMessage } from '../chat-bubble';
import { MessageTimestamp } from './message-timestamp.tsx';
import { timestampPlan, type DateInput } from './message-timestamps.ts';

/** How close to the bottom (in px) still counts as reading the newest message. */
const PINNED_SLACK_PX = 48;

const messages = defineMessages<{
  label: { name: string };
}>({
  label: { id: 'ui.message-list.label', defaultMessage: 'Messages avec {name}' },
});

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
