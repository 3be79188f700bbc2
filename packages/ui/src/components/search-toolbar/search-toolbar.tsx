import { cva } from 'class-variance-authority';
import { ArrowDownUp, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, type ComponentProps } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
// The choices and their names only: the panel itself (a dialog) loads when first opened.
import { SORT_CHOICES, sortMessages, type SortChoice } from '../sort-panel/sort-panel.ts';
import { switchThumbClassName, switchVariants } from '../switch/switch-variants.ts';

// The anonymous-mode switch (Radix Switch, about 3 KiB) comes in a chunk of its own, asked for as the
// toolbar first draws: the search's first load stays within its budget (issue 12). Meanwhile its
// place is drawn, the same size (`SwitchPlace`).
const Switch = lazy(() =>
  import('../switch/switch.tsx').then((module) => ({ default: module.Switch })),
);

const messages = defineMessages<{
  label: NoMessageValues;
  filters: NoMessageValues;
  active: { count: number };
  sortBy: NoMessageValues;
  sort: NoMessageValues;
  sortName: { label: string };
  anonymous: NoMessageValues;
}>({
  label: { id: 'ui.search-toolbar.label', defaultMessage: 'Options de recherche' },
  filters: { id: 'ui.search-toolbar.filters', defaultMessage: 'Filtres' },
  active: {
    id: 'ui.search-toolbar.active',
    defaultMessage: '{count, plural, one {actif} other {actifs}}',
  },
  sortBy: { id: 'ui.search-toolbar.sort_by', defaultMessage: 'Trier par' },
  sort: { id: 'ui.search-toolbar.sort', defaultMessage: 'Trier' },
  sortName: { id: 'ui.search-toolbar.sort_name', defaultMessage: 'Trier par : {label}' },
  anonymous: { id: 'ui.search-toolbar.anonymous', defaultMessage: 'Mode anonyme' },
});

/** Separates the words of the filter button's name ('Filtres 3 actifs'). */
const SPACE = ' ';

export const searchToolbarVariants = cva('text-text', {
  variants: {
    variant: {
      inline: 'flex flex-wrap items-center justify-between gap-x-6 gap-y-3',
      bar: [
        'fixed inset-x-0 bottom-0 z-40 grid grid-cols-[auto_auto_1fr] items-center gap-2',
        'border-t border-border bg-surface-raised px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-lg',
      ],
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type SearchToolbarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** `inline` above the results (wide screens); `bar` fixed at the bottom (mobile). */
  variant?: 'inline' | 'bar' | undefined;
  /** The active filters (`countActiveFilters`), shown on the filter button. */
  activeFilterCount: number;
  onOpenFilters: () => void;
  /** The applied sort. */
  sort: SortChoice;
  /** Inline: the three sort buttons change the sort directly. */
  onSortChange?: ((choice: SortChoice) => void) | undefined;
  /** Bar: the sort button opens the sort panel. */
  onOpenSort?: (() => void) | undefined;
  /** `settings.anonymous_mode`: pictures hidden (anonymous) or shown (picture mode). */
  anonymousMode: boolean;
  onAnonymousModeChange: (anonymousMode: boolean) => void;
  /** The anonymous mode is being saved. */
  anonymousPending?: boolean | undefined;
};

/**
 * The search controls: the filter button with the active filter count, the sort (three buttons inline,
 * one button opening the sort panel in the bar) and the anonymous/picture mode toggle. The `bar`
 * variant is the mobile fixed bottom bar; the app shows one variant or the other by screen size.
 */
export function SearchToolbar({
  variant = 'inline',
  activeFilterCount,
  onOpenFilters,
  sort,
  onSortChange,
  onOpenSort,
  anonymousMode,
  onAnonymousModeChange,
  anonymousPending = false,
  className,
  ...props
}: SearchToolbarProps) {
  const intl = useIntl();
  const count = Math.max(0, activeFilterCount);
  const bar = variant === 'bar';
  return (
    <div
      role="group"
      aria-label={intl.formatMessage(messages.label)}
      data-slot="search-toolbar"
      data-variant={variant}
      data-active-count={count}
      className={cn(searchToolbarVariants({ variant }), className)}
      {...props}
    >
      <Button
        data-slot="search-toolbar-filters"
        variant="outline"
        size={bar ? 'sm' : 'md'}
        onClick={onOpenFilters}
      >
        <SlidersHorizontal aria-hidden="true" />
        {intl.formatMessage(messages.filters)}
        {count > 0 ? (
          <>
            {SPACE}
            <Badge data-slot="search-toolbar-count" variant="primary" size="sm" count={count} />
            <span className="sr-only">
              {SPACE}
              {intl.formatMessage(messages.active, { count })}
            </span>
          </>
        ) : null}
      </Button>

      {bar ? (
        <Button
          data-slot="search-toolbar-sort"
          variant="outline"
          size="sm"
          aria-label={intl.formatMessage(messages.sortName, {
            label: intl.formatMessage(sortMessages.label, { choice: sort }),
          })}
          onClick={onOpenSort}
        >
          <ArrowDownUp aria-hidden="true" />
          {intl.formatMessage(messages.sort)}
        </Button>
      ) : (
        <div
          role="group"
          aria-label={intl.formatMessage(messages.sortBy)}
          data-slot="search-toolbar-sort"
          className="flex flex-wrap items-center gap-2"
        >
          <span aria-hidden="true" className="text-sm font-semibold text-text-muted">
            {intl.formatMessage(messages.sortBy)}
          </span>
          {SORT_CHOICES.map((choice) => (
            <Button
              key={choice}
              data-slot="search-toolbar-sort-choice"
              data-value={choice}
              size="sm"
              variant={choice === sort ? 'secondary' : 'ghost'}
              aria-pressed={choice === sort}
              onClick={() => {
                if (choice !== sort) onSortChange?.(choice);
              }}
            >
              {intl.formatMessage(sortMessages.label, { choice })}
            </Button>
          ))}
        </div>
      )}

      <div className={cn('flex min-w-0', bar && 'justify-end')}>
        <Suspense
          fallback={
            <SwitchPlace
              size={bar ? 'sm' : 'md'}
              label={intl.formatMessage(messages.anonymous)}
              checked={anonymousMode}
            />
          }
        >
          <Switch
            data-slot="search-toolbar-anonymous"
            size={bar ? 'sm' : 'md'}
            label={intl.formatMessage(messages.anonymous)}
            checked={anonymousMode}
            pending={anonymousPending}
            onCheckedChange={onAnonymousModeChange}
          />
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The switch's place while its code loads: the labelled switch's own layout (ui/switch), drawn in its
 * state, hidden from assistive technologies (the switch comes in a moment, in the same box).
 */
function SwitchPlace({
  size,
  label,
  checked,
}: {
  size: 'sm' | 'md';
  label: string;
  checked: boolean;
}) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <div
      aria-hidden="true"
      data-slot="search-toolbar-anonymous-place"
      className="flex items-start justify-between gap-4"
    >
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-base text-text">{label}</span>
      </span>
      <span className="flex h-7 items-center">
        <span data-state={state} className={switchVariants({ size })}>
          <span data-state={state} className={switchThumbClassName} />
        </span>
      </span>
    </div>
  );
}
