import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';
import { composerMessages } from '../chat-composer/chat-composer-messages.ts';
import type { ChatComposerProps } from '../chat-composer/chat-composer.tsx';
import { composerFlowerState } from '../chat-composer/chat-composer.ts';
import { Skeleton } from '../skeleton';

export type ChatComposerSkeletonProps = Omit<ComponentProps<'div'>, 'children'> &
  Pick<
    ChatComposerProps,
    'footer' | 'placeholder' | 'otherIsAdmin' | 'iSentFlower' | 'cantSendFlowerMessage'
  > & {
    /** The composer it stands for has a picture button (`onImageSelect`). */
    image?: boolean | undefined;
    /** … a microphone button (`onSendAudio`). */
    audio?: boolean | undefined;
    /** … a flower button (`onSendFlower`), shown by the composer's rules from the same props. */
    flower?: boolean | undefined;
  };

/**
 * The chat composer's place while its code loads (it is a chunk of its own: the text area, the voice
 * recording and the hints are not needed to read a conversation). Given the composer's props, it takes
 * exactly the composer's room: the same frame, the footer (the quick replies, which work already), a
 * button's box for each of its buttons and the text box laid out with the composer's placeholder text,
 * hidden, so that it wraps as the text area's does. Nothing in it is a control: the row is hidden from
 * assistive technologies and the whole is `aria-busy`.
 */
export function ChatComposerSkeleton({
  className,
  footer,
  placeholder,
  image = false,
  audio = false,
  flower = false,
  otherIsAdmin,
  iSentFlower,
  cantSendFlowerMessage,
  ...props
}: ChatComposerSkeletonProps) {
  const intl = useIntl();
  const flowerShown =
    flower &&
    composerFlowerState({ otherIsAdmin, iSentFlower, cantSendFlowerMessage }) !== 'hidden';
  const tools = [image, audio, flowerShown].filter(Boolean).length;
  return (
    <div
      aria-busy="true"
      data-slot="chat-composer-skeleton"
      data-tools={tools}
      className={cn('flex flex-col gap-2 border-t border-border bg-surface-raised p-3', className)}
      {...props}
    >
      {footer}
      <div aria-hidden="true" className="flex items-end gap-1.5">
        {/* Drawn even when empty, as the composer's is: the row's gap follows it. */}
        <span data-slot="chat-composer-skeleton-tools" className="flex shrink-0 items-center">
          {Array.from({ length: tools }, (_, index) => (
            <span key={index} className="flex size-10 items-center justify-center">
              <Skeleton className="size-5 rounded-full" />
            </span>
          ))}
        </span>
        {/* The text area's box (ui/textarea, `autoHeight`, one row): border, padding, line height. */}
        <span
          data-slot="chat-composer-skeleton-textarea"
          className="block max-h-40 min-h-[calc(1lh+1.25rem)] min-w-0 flex-1 animate-pulse overflow-hidden rounded-2xl border border-transparent bg-surface-sunken px-3.5 py-2.5 text-base break-words whitespace-pre-wrap"
        >
          <span className="invisible">
            {placeholder ?? intl.formatMessage(composerMessages.placeholder)}
          </span>
        </span>
        <Skeleton shape="circle" className="size-11" />
      </div>
    </div>
  );
}
