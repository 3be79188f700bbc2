import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Field } from '../field';
import { Select, type SelectOption, type SelectProps } from './select.tsx';

const sortOptions: SelectOption[] = [
  { value: 'proximity', label: 'Proximité' },
  { value: 'last_activity', label: 'Dernière activité' },
  { value: 'created_at', label: 'Nouveaux membres' },
  { value: 'common_values', label: 'Valeurs communes' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: sortOptions, onValueChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Field label="Trier par">
      <Select {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-72 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing with the pointer: the list opens, the option is chosen and shown in the trigger. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'Valeurs communes' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('common_values');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Valeurs communes');
    await expect(trigger).not.toHaveAttribute('data-placeholder');
  },
};

/** Nothing chosen: the catalogue's placeholder shows, or the app's own. */
export const Placeholder: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Field label="Trier par">
        <Select {...args} />
      </Field>
      <Field label="Province">
        <Select
          {...args}
          placeholder="Choisissez votre province"
          options={[
            { value: 'qc', label: 'Québec' },
            { value: 'on', label: 'Ontario' },
          ]}
        />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const sort = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(sort).toHaveTextContent('Choisir…');
    await expect(sort).toHaveAttribute('data-placeholder');
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveTextContent(
      'Choisissez votre province',
    );
  },
};

export const PlaceholderInEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Sort by">
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Choose…');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'last_activity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Trier par' })).toHaveTextContent(
      'Dernière activité',
    );
  },
};

/** A disabled option is announced as such and cannot be chosen. */
export const DisabledOption: Story = {
  args: {
    options: [{ value: 'proximity', label: 'Proximité', disabled: true }, ...sortOptions.slice(1)],
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Trier par' }));
    const option = await screen.findByRole('option', { name: 'Proximité' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await expect(option).toHaveAttribute('data-disabled');
    await userEvent.click(option, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Operable from the keyboard: open with Enter, move with the arrows, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Proximité' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('last_activity');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ServerErrorSelect({ onErrorClear, ...args }: SelectProps) {
  const [error, setError] = useState<string | undefined>('Choisissez un objectif.');
  return (
    <Field
      label="Objectif"
      required
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    >
      <Select {...args} />
    </Field>
  );
}

/** The error marks the trigger invalid; choosing a value clears it. */
export const ErrorClearedOnChange: Story = {
  args: {
    onErrorClear: fn(),
    options: [
      { value: 'for_fun', label: 'Pour le plaisir' },
      { value: 'additional_income', label: 'Revenu d’appoint' },
      { value: 'fundraising', label: 'Collecte de fonds' },
    ],
  },
  render: (args) => <ServerErrorSelect {...args} />,
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Objectif' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choisissez un objectif.');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Pour le plaisir' }));
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).not.toHaveAttribute('aria-invalid'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'proximity' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('data-disabled');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Field label="Petit">
        <Select {...args} size="sm" />
      </Field>
      <Field label="Grand">
        <Select {...args} size="lg" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Petit' })).toHaveAttribute(
      'data-size',
      'sm',
    );
    await expect(canvas.getByRole('combobox', { name: 'Grand' })).toHaveAttribute(
      'data-size',
      'lg',
    );
  },
};

/** Long French options: the trigger truncates, the list wraps. */
export const LongFrenchOptions: Story = {
  args: {
    defaultValue: 'long',
    options: [
      {
        value: 'long',
        label: 'Je souhaite une relation sérieuse menant éventuellement au mariage',
      },
      { value: 'friends', label: 'Je préfère commencer par une amitié et voir où cela nous mène' },
    ],
  },
  render: (args) => (
    <Field label="Qu’est-ce que vous recherchez sur la plateforme en ce moment ?">
      <Select {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-60">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: /Qu’est-ce que vous recherchez/ }),
    ).toHaveTextContent('Je souhaite une relation sérieuse menant éventuellement au mariage');
  },
};
