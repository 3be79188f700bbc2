import { Flower2 } from 'lucide-react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';

const messages = defineMessages<{ count: { count: number }; flag: NoMessageValues }>({
  count: {
    id: 'ui.tabs.count',
    defaultMessage: '{count, plural, one {# non lu} other {# non lus}}',
  },
  flag: { id: 'ui.tabs.flag', defaultMessage: 'dont une fleur' },
});

export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(
        'flex max-w-full items-stretch gap-1 overflow-x-auto border-b border-border',
        'data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-r data-[orientation=vertical]:border-b-0',
        className,
      )}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /** A count badge after the label (e.g. unseen conversations); hidden when 0 or absent. */
  count?: number;
  /** Overrides what screen readers hear for the count ('3 non lus'). */
  countLabel?: string;
  /**
   * A flag icon next to the count, e.g. when the unseen conversations include flowers: `true` shows a
   * flower, or pass your own icon.
   */
  flag?: ReactNode;
  /** Overrides what screen readers hear for the flag ('dont une fleur'). */
  flagLabel?: string;
};

export function TabsTrigger({
  className,
  children,
  count,
  countLabel,
  flag,
  flagLabel,
  ...props
}: TabsTriggerProps) {
  const intl = useIntl();
  const hasCount = count !== undefined && count > 0;
  const flagIcon = flag === true ? <Flower2 /> : isValidElement(flag) ? flag : null;
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-count={hasCount ? count : undefined}
      data-flag={flagIcon ? true : undefined}
      className={cn(
        'relative -mb-px inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-t-md border-b-2 border-transparent px-4 py-2',
        'text-base font-semibold whitespace-nowrap text-text-muted transition-colors duration-150 ease-gentle',
        'hover:text-text data-[state=active]:border-primary data-[state=active]:text-primary',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        'disabled:cursor-not-allowed disabled:opacity-55',
        '[&_svg]:pointer-events-none [&_svg]:size-[1.1em] [&_svg]:shrink-0',
        'data-[orientation=vertical]:-mr-px data-[orientation=vertical]:mb-0 data-[orientation=vertical]:justify-start data-[orientation=vertical]:rounded-none data-[orientation=vertical]:rounded-l-md data-[orientation=vertical]:border-r-2 data-[orientation=vertical]:border-b-0',
        className,
      )}
      {...props}
    >
      {children}
      {flagIcon ? (
        <span data-slot="tabs-flag" className="inline-flex text-accent">
          <span aria-hidden="true" className="inline-flex">
            {flagIcon}
          </span>
          <span className="sr-only">{flagLabel ?? intl.formatMessage(messages.flag)}</span>
        </span>
      ) : null}
      {hasCount ? (
        <Badge
          data-slot="tabs-count"
          variant="accent"
          size="sm"
          count={count}
          label={countLabel ?? intl.formatMessage(messages.count, { count })}
        />
      ) : null}
    </TabsPrimitive.Trigger>
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}
