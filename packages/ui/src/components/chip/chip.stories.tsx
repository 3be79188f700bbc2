import { MapPin } from 'lucide-react';
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Chip } from './chip';

const meta = {
  title: 'Feedback/Chip',
  component: Chip,
  args: { children: 'Non-fumeur' },
  argTypes: {
    variant: { control: 'select', options: ['neutral', 'primary', 'accent'] },
    size: { control: 'select', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ canvas }) => {
    const chip = canvas.getByText('Non-fumeur').closest('[data-slot="chip"]');
    await expect(chip).toHaveAttribute('data-variant', 'neutral');
    await expect(chip).not.toHaveAttribute('data-removable');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The remove button is named 'Retirer <label>' and calls `onRemove`. */
export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Retirer Non-fumeur' });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(remove.closest('[data-slot="chip"]')).toHaveAttribute('data-removable', 'true');
  },
};

/** Filter chips on the search page: removing one takes it off the list, by mouse or keyboard. */
export const RemovableFilters: Story = {
  render: function FilterChips() {
    const [filters, setFilters] = useState(['25 à 35 ans', 'Moins de 50 km', 'Non-fumeur']);
    return (
      <ul className="flex flex-wrap gap-2" aria-label="Filtres actifs">
        {filters.map((filter) => (
          <li key={filter}>
            <Chip
              variant="primary"
              onRemove={() => {
                setFilters((current) => current.filter((item) => item !== filter));
              }}
            >
              {filter}
            </Chip>
          </li>
        ))}
      </ul>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Moins de 50 km' }));
    await expect(canvas.queryByText('Moins de 50 km')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Retirer 25 à 35 ans' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** With an icon, `label` names the remove button. */
export const WithIconAndLabel: Story = {
  args: { onRemove: fn(), label: 'Montréal' },
  render: (args) => (
    <Chip {...args}>
      <MapPin aria-hidden="true" className="mr-1 inline size-4" />
      Montréal
    </Chip>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retirer Montréal' })).toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  args: { children: 'Non-smoker', onRemove: fn() },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Non-smoker' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { onRemove: fn(), disabled: true },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole('button', { name: 'Retirer Non-fumeur' });
    await expect(remove).toBeDisabled();
    await userEvent.click(remove, { pointerEventsCheck: 0 });
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const KeyboardFocus: Story = {
  args: { onRemove: fn() },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const remove = canvas.getByRole('button', { name: 'Retirer Non-fumeur' });
    await expect(remove).toHaveFocus();
    await expect(getComputedStyle(remove).outlineStyle).toBe('solid');
  },
};

/** A long French label is truncated inside a narrow container instead of overflowing. */
export const LongFrenchText: Story = {
  args: {
    children: 'Accepte les personnes ayant des limitations physiques',
    onRemove: fn(),
  },
  render: (args) => (
    <div className="w-56">
      <Chip {...args} />
    </div>
  ),
};
