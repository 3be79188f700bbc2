import { cva } from 'class-variance-authority';
import { Flower2, Heart } from 'lucide-react';
import { Slot } from 'radix-ui';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Avatar, type AvatarMemberState } from '../avatar';
import { Badge } from '../badge';
import { MessageTimestamp } from '../message-timestamps/message-timestamp.tsx';
import type { DateInput } from '../message-timestamps/message-timestamps.ts';
import type { ConversationFlowerState } from './conversation-list-item.ts';

const messages = defineMessages<{
  unseen: NoMessageValues;
  online: NoMessageValues;
  admin: NoMessageValues;
  mine: { text: string };
  empty: NoMessageValues;
  sent: NoMessageValues;
  received: NoMessageValues;
  match: NoMessageValues;
}>({
  unseen: { id: 'ui.conversation-list-item.unseen', defaultMessage: 'Non lu' },
  online: { id: 'ui.conversation-list-item.online', defaultMessage: 'En ligne' },
  admin: { id: 'ui.conversation-list-item.admin', defaultMessage: 'Équipe support' },
  mine: { id: 'ui.conversation-list-item.mine', defaultMessage: 'Vous : {text}' },
  empty: { id: 'ui.conversation-list-item.empty', defaultMessage: 'Nouvelle conversation' },
  sent: { id: 'ui.conversation-list-item.flower_sent', defaultMessage: 'Fleur offerte' },
  received: { id: 'ui.conversation-list-item.flower_received', defaultMessage: 'Fleur reçue' },
  match: { id: 'ui.conversation-list-item.flower_match', defaultMessage: 'Fleurs échangées' },
});

export const conversationListItemVariants = cva(
  [
    'group/conversation flex w-full min-w-0 items-center gap-3 rounded-lg px-3 py-3 text-left text-text',
    'transition-colors duration-150 ease-gentle hover:bg-surface-sunken',
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
    'aria-[current=page]:bg-primary-soft',
  ],
  {
    variants: {
      unseen: { true: '', false: '' },
    },
    defaultVariants: { unseen: false },
  },
);

/** The last message's fields the row shows (`conversation.last_message`). */
export interface ConversationLastMessage {
  content_text?: string | null | undefined;
  created_at: DateInput;
  is_me: boolean;
}

export type ConversationListItemProps = Omit<ComponentProps<'a'>, 'children'> & {
  /**
   * Render the app's router link (`<Link to=… />`) as the row: the row's content goes inside it. Without it
   * the row is an `<a>` and takes an `href`.
   */
  asChild?: boolean;
  /** With `asChild`: the link element. */
  children?: ReactNode;
  /** The other member's first name. */
  name: string;
  avatarSrc?: string | null | undefined;
  /** The other member's state, for the avatar's overlay and blur. */
  avatarMember?: AvatarMemberState | undefined;
  anonymousMode?: boolean | undefined;
  lastMessage?: ConversationLastMessage | null | undefined;
  /** The current time, for the time's format; the render time when left out. */
  now?: DateInput | undefined;
  /** Not opened since the last message: a dot and bold text, announced. */
  unseen?: boolean | undefined;
  /** One side sent a flower, or both (see `conversationFlowerState`). */
  flower?: ConversationFlowerState | undefined;
  /** The other user is the support: a badge. */
  admin?: boolean | undefined;
  online?: boolean | undefined;
  /** The conversation open next to the list (`aria-current="page"`). */
  active?: boolean | undefined;
};

const flowerIcons = { sent: Flower2, received: Flower2, match: Heart } as const;

/** A conversation in the inbox, as a link: avatar, first name, time, excerpt, unseen and flower state. */
export function ConversationListItem({
  className,
  asChild = false,
  children,
  name,
  avatarSrc,
  avatarMember,
  anonymousMode,
  lastMessage,
  now,
  unseen = false,
  flower = 'none',
  admin = false,
  online = false,
  active = false,
  ...props
}: ConversationListItemProps) {
  const intl = useIntl();
  const [mountedAt] = useState(() => Date.now());
  const Component = asChild ? Slot.Root : 'a';
  const text = lastMessage?.content_text?.trim() ?? '';
  const excerpt =
    text === ''
      ? intl.formatMessage(messages.empty)
      : lastMessage?.is_me
        ? intl.formatMessage(messages.mine, { text })
        : text;
  const FlowerIcon = flower === 'none' ? null : flowerIcons[flower];

  return (
    <Component
      data-slot="conversation-list-item"
      data-unseen={unseen || undefined}
      data-flower={flower}
      data-admin={admin || undefined}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      className={cn(conversationListItemVariants({ unseen }), className)}
      {...props}
    >
      {asChild ? <Slot.Slottable>{children}</Slot.Slottable> : null}
      <span aria-hidden="true" className="relative shrink-0">
        <Avatar
          size={64}
          src={avatarSrc}
          name={name}
          alt=""
          member={avatarMember}
          anonymousMode={anonymousMode}
        />
        {online ? (
          <span className="absolute right-0.5 bottom-0.5 size-3.5 rounded-full bg-success ring-2 ring-surface-raised" />
        ) : null}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span
            data-slot="conversation-list-item-name"
            className={cn('truncate text-base', unseen ? 'font-extrabold' : 'font-semibold')}
          >
            {name}
          </span>
          {admin ? (
            <Badge data-slot="conversation-list-item-admin" variant="info" size="sm">
              {intl.formatMessage(messages.admin)}
            </Badge>
          ) : null}
          {online ? <span className="sr-only">{intl.formatMessage(messages.online)}</span> : null}
          {unseen ? (
            <span data-slot="conversation-list-item-unseen" className="sr-only">
              {intl.formatMessage(messages.unseen)}
            </span>
          ) : null}
          {lastMessage ? (
            <MessageTimestamp
              short
              date={lastMessage.created_at}
              now={now ?? mountedAt}
              className={cn(
                'ml-auto shrink-0 text-xs',
                unseen ? 'font-bold text-primary' : 'text-text-muted',
              )}
            />
          ) : null}
        </span>
        <span className="flex min-w-0 items-center gap-2">
          <span
            data-slot="conversation-list-item-excerpt"
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unseen ? 'font-bold text-text' : 'text-text-muted',
            )}
          >
            {excerpt}
          </span>
          {FlowerIcon ? (
            <span
              data-slot="conversation-list-item-flower"
              data-flower={flower}
              className="inline-flex shrink-0 items-center gap-1 text-xs font-semibold text-accent [&_svg]:size-3.5"
            >
              <FlowerIcon aria-hidden="true" className={flower === 'match' ? 'fill-accent' : ''} />
              {intl.formatMessage(messages[flower as Exclude<ConversationFlowerState, 'none'>])}
            </span>
          ) : null}
          {unseen ? (
            <span
              aria-hidden="true"
              data-slot="conversation-list-item-dot"
              className="size-2.5 shrink-0 rounded-full bg-accent"
            />
          ) : null}
        </span>
      </span>
    </Component>
  );
}
