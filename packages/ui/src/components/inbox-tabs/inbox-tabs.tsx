import type { ComponentProps, ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import type { InboxName, InboxUnseenSummary } from './inbox-tabs.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  priority: NoMessageValues;
  secondary: NoMessageValues;
}>({
  label: { id: 'ui.inbox-tabs.label', defaultMessage: 'Boîtes de réception' },
  priority: { id: 'ui.inbox-tabs.priority', defaultMessage: 'Prioritaire' },
  secondary: { id: 'ui.inbox-tabs.secondary', defaultMessage: 'Secondaire' },
});

export type InboxTabsProps = Omit<
  ComponentProps<typeof Tabs>,
  'children' | 'value' | 'defaultValue' | 'onValueChange'
> & {
  value?: InboxName | undefined;
  defaultValue?: InboxName | undefined;
  onValueChange?: ((inbox: InboxName) => void) | undefined;
  /** Unseen counts and flower flags per inbox (see `unseenSummary`). */
  unseen?: Partial<InboxUnseenSummary> | undefined;
  /** The priority panel (a `ConversationList`). */
  priority: ReactNode;
  /** The secondary panel. */
  secondary: ReactNode;
  /** Overrides the tab list's name ('Boîtes de réception'). */
  label?: string | undefined;
};

/** Priority and secondary inboxes as tabs, each with its unseen count and a flower when flowers wait. */
export function InboxTabs({
  className,
  value,
  defaultValue = 'priority',
  onValueChange,
  unseen,
  priority,
  secondary,
  label,
  ...props
}: InboxTabsProps) {
  const intl = useIntl();
  const tabs: { inbox: InboxName; content: ReactNode }[] = [
    { inbox: 'priority', content: priority },
    { inbox: 'secondary', content: secondary },
  ];
  return (
    <Tabs
      data-slot="inbox-tabs"
      {...(value === undefined ? { defaultValue } : { value })}
      onValueChange={(next) => {
        if (next === 'priority' || next === 'secondary') onValueChange?.(next);
      }}
      className={cn('gap-3', className)}
      {...props}
    >
      <TabsList aria-label={label ?? intl.formatMessage(messages.label)}>
        {tabs.map(({ inbox }) => {
          const count = unseen?.[inbox]?.count ?? 0;
          return (
            <TabsTrigger
              key={inbox}
              value={inbox}
              data-inbox={inbox}
              count={count}
              flag={count > 0 && unseen?.[inbox]?.flower === true}
              className="flex-1 sm:flex-none"
            >
              {intl.formatMessage(messages[inbox])}
            </TabsTrigger>
          );
        })}
      </TabsList>
      {tabs.map(({ inbox, content }) => (
        <TabsContent key={inbox} value={inbox} data-inbox={inbox}>
          {content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
