import { Flower2 } from 'lucide-react';
import {
  createContext,
  isValidElement,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
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

type Orientation = 'horizontal' | 'vertical';

type TabsState = {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
  orientation: Orientation;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

/** The ids that tie a tab to its panel (`aria-controls`, `aria-labelledby`). */
const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The selected tab, when the parent holds it. */
  value?: string | undefined;
  /**
   * The tab selected first, when the tabs hold it themselves. Give it or `value`: the selected tab is
   * the one the Tab key reaches.
   */
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  /** Which arrow keys move between tabs: ←/→ (horizontal, the default) or ↑/↓ (vertical). */
  orientation?: Orientation | undefined;
};

/**
 * Tabs following the WAI-ARIA tabs pattern (https://www.w3.org/WAI/ARIA/apg/patterns/tabs/): one tab
 * in the Tab order (the selected one), arrow keys, Home and End move between tabs and select them,
 * only the selected panel is mounted. Written here rather than taken from Radix because the inbox,
 * the only user, draws it in its first screen and Radix's roving focus and collection cost about
 * 8 KiB gzip there.
 */
export function Tabs({
  className,
  value: controlled,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  ...props
}: TabsProps) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ baseId, value, select, orientation }}>
      <div
        data-slot="tabs"
        data-orientation={orientation}
        className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
        {...props}
      />
    </TabsContext>
  );
}

const nextKey: Record<Orientation, { previous: string; next: string }> = {
  horizontal: { previous: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { previous: 'ArrowUp', next: 'ArrowDown' },
};

/** The tab the arrow keys, Home or End lead to from a tab of the list, or undefined for other keys. */
function tabForKey(key: string, from: HTMLElement, orientation: Orientation) {
  const list = from.closest('[role="tablist"]');
  if (!list) return undefined;
  const tabs = [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(from as HTMLButtonElement);
  const keys = nextKey[orientation];
  if (key === keys.next) return tabs[(current + 1) % tabs.length];
  if (key === keys.previous) return tabs[(current - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs.at(-1);
  return undefined;
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  const { orientation } = useTabs('TabsList');
  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-slot="tabs-list"
      data-orientation={orientation}
      className={cn(
        'flex max-w-full items-stretch gap-1 overflow-x-auto border-b border-border',
        'data-[orientation=vertical]:flex-col data-[orientation=vertical]:border-r data-[orientation=vertical]:border-b-0',
        className,
      )}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & {
  /** The value this tab selects (and its panel's `value`). */
  value: string;
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
  value,
  onClick,
  onKeyDown,
  ...props
}: TabsTriggerProps) {
  const intl = useIntl();
  const tabs = useTabs('TabsTrigger');
  const selected = tabs.value === value;
  const hasCount = count !== undefined && count > 0;
  const flagIcon = flag === true ? <Flower2 /> : isValidElement(flag) ? flag : null;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation={tabs.orientation}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.defaultPrevented) return;
        const target = tabForKey(event.key, event.currentTarget, tabs.orientation);
        if (!target) return;
        event.preventDefault();
        target.focus();
        target.click();
      }}
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
    </button>
  );
}

export type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  /** The tab's value this panel belongs to. */
  value: string;
};

/** The selected tab's panel; the others are not mounted. */
export function TabsContent({ className, value, ...props }: TabsContentProps) {
  const tabs = useTabs('TabsContent');
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      // The tabs pattern: Tab goes from the selected tab to its panel, whatever the panel holds.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-state="active"
      data-orientation={tabs.orientation}
      data-slot="tabs-content"
      className={cn(
        'flex-1 rounded-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus',
        className,
      )}
      {...props}
    />
  );
}
