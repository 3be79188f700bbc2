import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SortChoice } from '../sort-panel';
import { SearchToolbar, type SearchToolbarProps } from './search-toolbar';

/** Keeps the sort and the anonymous mode, as the search page does. */
function Stateful(args: SearchToolbarProps) {
  const [sort, setSort] = useState<SortChoice>(args.sort);
  const [anonymous, setAnonymous] = useState(args.anonymousMode);
  return (
    <SearchToolbar
      {...args}
      sort={sort}
      anonymousMode={anonymous}
      onSortChange={(choice) => {
        args.onSortChange?.(choice);
        setSort(choice);
      }}
      onAnonymousModeChange={(next) => {
        args.onAnonymousModeChange(next);
        setAnonymous(next);
      }}
    />
  );
}

const meta = {
  title: 'Search/SearchToolbar',
  component: SearchToolbar,
  args: {
    activeFilterCount: 3,
    onOpenFilters: fn(),
    sort: 'proximity',
    onSortChange: fn(),
    onOpenSort: fn(),
    anonymousMode: false,
    onAnonymousModeChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

function toolbarOf(canvasElement: HTMLElement): HTMLElement {
  const toolbar = canvasElement.querySelector<HTMLElement>('[data-slot="search-toolbar"]');
  if (!toolbar) throw new Error('no toolbar');
  return toolbar;
}

/** Inline: the filter button shows the active filter count and opens the filters. */
export const Inline: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(toolbarOf(canvasElement)).toHaveAttribute('data-active-count', '3');
    const filters = canvas.getByRole('button', { name: 'Filtres 3 actifs' });
    await expect(filters.querySelector('[data-slot="search-toolbar-count"]')).toHaveTextContent(
      '3',
    );
    await userEvent.click(filters);
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
  },
};

/** No active filter: no count on the button. */
export const NoActiveFilter: Story = {
  args: { activeFilterCount: 0 },
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('button', { name: 'Filtres' });
    await expect(filters.querySelector('[data-slot="search-toolbar-count"]')).toBeNull();
  },
};

/** Inline sort: three pressed/unpressed buttons, proximity, values and connection. */
export const InlineSort: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Trier par' });
    const buttons = within(group).getAllByRole('button');
    await expect(buttons.map((b) => b.dataset.value)).toEqual([
      'proximity',
      'values',
      'connection',
    ]);
    await expect(within(group).getByRole('button', { name: 'Proximité' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Valeurs en commun' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('values');
    await expect(within(group).getByRole('button', { name: 'Valeurs en commun' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(group).getByRole('button', { name: 'Proximité' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The anonymous/picture mode toggle. */
export const AnonymousToggle: Story = {
  play: async ({ args, canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Mode anonyme' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onAnonymousModeChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

/** While the anonymous mode is saved, the switch refuses changes. */
export const AnonymousPending: Story = {
  args: { anonymousMode: true, anonymousPending: true },
  play: async ({ args, canvas }) => {
    const toggle = await canvas.findByRole('switch', { name: 'Mode anonyme' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(toggle);
    await expect(args.onAnonymousModeChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
  },
};

/** Mobile: a bar fixed at the bottom, with filters, a sort button opening the panel, and the toggle. */
export const MobileBar: Story = {
  args: { variant: 'bar' },
  play: async ({ args, canvas, canvasElement }) => {
    const bar = toolbarOf(canvasElement);
    await expect(bar).toHaveAttribute('data-variant', 'bar');
    await expect(getComputedStyle(bar).position).toBe('fixed');
    await expect(Math.round(bar.getBoundingClientRect().bottom)).toBe(window.innerHeight);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtres 3 actifs' }));
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Trier par : Proximité' }));
    await expect(args.onOpenSort).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('group', { name: 'Trier par' })).toBeNull();
    await expect(await canvas.findByRole('switch', { name: 'Mode anonyme' })).toBeVisible();
  },
};

/** Keyboard: filters, the three sort buttons, then the toggle, each with a visible focus. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const order = [
      canvas.getByRole('button', { name: 'Filtres 3 actifs' }),
      canvas.getByRole('button', { name: 'Proximité' }),
      canvas.getByRole('button', { name: 'Valeurs en commun' }),
      canvas.getByRole('button', { name: 'Connexion' }),
      await canvas.findByRole('switch', { name: 'Mode anonyme' }),
    ];
    for (const element of order) {
      await userEvent.tab();
      await expect(element).toHaveFocus();
      await expect(getComputedStyle(element).outlineStyle).toBe('solid');
    }
    await userEvent.keyboard(' ');
    await expect(args.onAnonymousModeChange).toHaveBeenCalledWith(true);
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { activeFilterCount: 1, sort: 'connection' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Filters 1 active' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Connection' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('switch', { name: 'Anonymous mode' })).toBeVisible();
  },
};

export const MobileBarInEnglish: Story = {
  globals: { locale: 'en' },
  args: { variant: 'bar', sort: 'values' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sort by: Values in common' })).toBeVisible();
  },
};

/** French runs longer: in a narrow column the controls wrap without overflowing. */
export const LongFrenchText: Story = {
  args: { activeFilterCount: 5, sort: 'values' },
  decorators: [
    (Story) => (
      <div className="w-[22rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const toolbar = toolbarOf(canvasElement);
    await expect(toolbar.scrollWidth).toBeLessThanOrEqual(toolbar.clientWidth + 1);
  },
};
