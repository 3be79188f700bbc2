import { useId, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import {
  QUICK_REPLY_KEYS,
  showQuickReplies,
  type QuickRepliesConditions,
  type QuickReplyKey,
} from './quick-replies.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  interested: NoMessageValues;
  'not-interested': NoMessageValues;
}>({
  label: { id: 'ui.quick-replies.label', defaultMessage: 'Réponses rapides' },
  interested: {
    id: 'ui.quick-replies.interested',
    defaultMessage: 'Merci pour votre message ! J’aimerais beaucoup faire connaissance.',
  },
  'not-interested': {
    id: 'ui.quick-replies.not_interested',
    defaultMessage:
      'Merci pour votre message, mais je ne souhaite pas donner suite. Je vous souhaite de belles rencontres !',
  },
});

/** The canned responses' texts (catalogue messages), e.g. to prefill the composer. */
export const quickReplyMessages = {
  interested: messages.interested,
  'not-interested': messages['not-interested'],
} as const;

export type QuickRepliesProps = Omit<ComponentProps<'div'>, 'children' | 'onSelect'> &
  QuickRepliesConditions & {
    /** Called with the reply's text in the reader's language, and its key. */
    onSelect: (text: string, key: QuickReplyKey) => void;
    /** A send is in flight: the replies wait. */
    disabled?: boolean | undefined;
    /** Overrides the replies' texts. */
    replies?: Partial<Record<QuickReplyKey, string>> | undefined;
    /** Overrides the group's title ('Réponses rapides'). */
    label?: ReactNode;
  };

/**
 * Two canned responses under the first message of a conversation someone else started. Renders nothing unless
 * all four conditions of `showQuickReplies` hold.
 */
export function QuickReplies({
  className,
  otherIsAdmin,
  iHaveResponded,
  iAmStarter,
  lastMessageIsMine,
  onSelect,
  disabled = false,
  replies,
  label,
  ...props
}: QuickRepliesProps) {
  const intl = useIntl();
  const labelId = useId();
  if (!showQuickReplies({ otherIsAdmin, iHaveResponded, iAmStarter, lastMessageIsMine })) {
    return null;
  }
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="quick-replies"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <p id={labelId} className="text-sm font-semibold text-text-muted">
        {label ?? intl.formatMessage(messages.label)}
      </p>
      <div className="flex flex-wrap gap-2">
        {QUICK_REPLY_KEYS.map((key) => {
          const text = replies?.[key] ?? intl.formatMessage(quickReplyMessages[key]);
          return (
            <Button
              key={key}
              type="button"
              variant="outline"
              size="sm"
              data-slot="quick-reply"
              data-reply={key}
              disabled={disabled}
              onClick={() => {
                onSelect(text, key);
              }}
              className="h-auto min-h-9 max-w-full rounded-2xl py-2 text-left whitespace-normal"
            >
              {text}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
