import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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

/** Choosing an option (the system's list): it is reported and shown in the field. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(trigger).toHaveAttribute('data-placeholder');
    await userEvent.selectOptions(trigger, 'Valeurs communes');
    await expect(args.onValueChange).toHaveBeenCalledWith('common_values');
    await expect(trigger).toHaveDisplayValue('Valeurs communes');
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
    await expect(sort).toHaveDisplayValue('Choisir…');
    await expect(sort).toHaveAttribute('data-placeholder');
    // The placeholder is shown, never chosen: a required select stays invalid until a choice.
    await expect(canvas.getByRole('option', { name: 'Choisir…' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Province' })).toHaveDisplayValue(
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
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Choose…');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'last_activity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Trier par' })).toHaveDisplayValue(
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
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    const option = canvas.getByRole('option', { name: 'Proximité' });
    await expect(option).toBeDisabled();
    await userEvent.selectOptions(trigger, 'Proximité').catch(() => undefined);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveAttribute('data-placeholder');
  },
};

/**
 * Reached with Tab, with a visible focus ring; the system's list then answers the arrows, type-ahead,
 * Enter and Escape (a real keyboard's, in the journeys).
 */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(trigger).toHaveFocus();
    await expect(getComputedStyle(trigger).outlineStyle).toBe('solid');
    await userEvent.selectOptions(trigger, 'last_activity');
    await expect(args.onValueChange).toHaveBeenCalledWith('last_activity');
    await expect(trigger).toHaveFocus();
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
    await userEvent.selectOptions(trigger, 'Pour le plaisir');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).not.toHaveAttribute('aria-invalid'));
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'proximity' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveDisplayValue('Proximité');
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

/** Long French options: the field truncates its text (the system's list shows it whole). */
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
    ).toHaveDisplayValue('Je souhaite une relation sérieuse menant éventuellement au mariage');
  },
};
