import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bike, BookOpen, Music, Palette, Plane, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Field } from '../field';
import { MultiSelect, type MultiSelectOption, type MultiSelectProps } from './multi-select.tsx';

const languages: MultiSelectOption[] = [
  { value: '1', label: 'Français' },
  { value: '2', label: 'Anglais' },
  { value: '3', label: 'Espagnol' },
  { value: '4', label: 'Italien' },
  { value: '5', label: 'Arabe' },
];

const traits: MultiSelectOption[] = [
  'Attentionné',
  'Aventurier',
  'Calme',
  'Créatif',
  'Curieux',
  'Drôle',
  'Généreux',
  'Honnête',
  'Optimiste',
  'Organisé',
  'Patient',
  'Romantique',
  'Sociable',
  'Spontané',
  'Sportif',
].map((label, index) => ({ value: String(index + 1), label }));

/** A small flower, as an image path (the spec's `icon_path`). */
const flowerIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><circle cx="10" cy="10" r="4" fill="#b8324f"/><circle cx="10" cy="4" r="3" fill="#f6a5b8"/><circle cx="10" cy="16" r="3" fill="#f6a5b8"/><circle cx="4" cy="10" r="3" fill="#f6a5b8"/><circle cx="16" cy="10" r="3" fill="#f6a5b8"/></svg>',
)}`;

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: { options: languages, onValueChange: fn() },
  argTypes: { layout: { control: 'select', options: ['auto', 'chips', 'compact'] } },
  render: (args) => (
    <Field label="Langues parlées">
      <MultiSelect {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-[34rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Langues parlées' });
    const french = within(group).getByRole('checkbox', { name: 'Français' });
    await userEvent.click(french);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Espagnol' }));
    await expect(french).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['1', '3']);
    await expect(french.closest('[data-slot="multi-select-option"]')).toHaveAttribute(
      'data-state',
      'checked',
    );
    await userEvent.click(french);
    await expect(french).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['3']);
  },
};

/** Past the maximum the extra choice is refused and the warning shows until one is removed. */
export const MaximumWarning: Story = {
  args: { max: 2 },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Français' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Anglais' }));
    await expect(canvasElement.querySelector('[data-slot="multi-select"]')).toHaveAttribute(
      'data-at-max',
      'true',
    );
    const italian = canvas.getByRole('checkbox', { name: 'Italien' });
    await userEvent.click(italian);
    await expect(italian).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    await expect(
      canvas.getByText('Vous ne pouvez pas sélectionner plus de 2 éléments'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Langues parlées' }),
    ).toHaveAccessibleDescription('Vous ne pouvez pas sélectionner plus de 2 éléments');

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Anglais' }));
    await expect(
      canvas.queryByText('Vous ne pouvez pas sélectionner plus de 2 éléments'),
    ).not.toBeInTheDocument();
  },
};

export const MaximumWarningInEnglish: Story = {
  args: {
    max: 1,
    defaultValue: ['1'],
    options: [
      { value: '1', label: 'French' },
      { value: '2', label: 'English' },
    ],
  },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Languages">
      <MultiSelect {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'English' }));
    await expect(canvas.getByText('You cannot select more than 1 item')).toBeVisible();
  },
};

/** Below the minimum, 'Sélectionnez au moins x éléments' shows. */
export const MinimumHint: Story = {
  args: { min: 2, max: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sélectionnez au moins 2 éléments')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Français' }));
    await expect(canvas.getByText('Sélectionnez au moins 2 éléments')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Arabe' }));
    await expect(canvas.queryByText('Sélectionnez au moins 2 éléments')).not.toBeInTheDocument();
  },
};

/** When min equals max an x/y counter replaces the minimum hint. */
export const ExactCount: Story = {
  args: { min: 3, max: 3, options: traits.slice(0, 8) },
  render: (args) => (
    <Field label="Vos trois traits de personnalité">
      <MultiSelect {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const counter = () => canvasElement.querySelector('[data-slot="multi-select-counter"]');
    await expect(counter()).toHaveTextContent('0/3 sélectionné');
    await expect(canvas.queryByText(/Sélectionnez au moins/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Calme' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Drôle' }));
    await expect(counter()).toHaveTextContent('2/3 sélectionnés');
    await expect(counter()).toHaveAttribute('data-state', 'incomplete');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Curieux' }));
    await expect(counter()).toHaveTextContent('3/3 sélectionnés');
    await expect(counter()).toHaveAttribute('data-state', 'complete');
  },
};

export const ExactCountInEnglish: Story = {
  args: { min: 2, max: 2, defaultValue: ['1'] },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Two languages">
      <MultiSelect {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1/2 selected')).toBeVisible();
  },
};

/** 'No preference' clears the other choices, and another choice clears it. */
export const CancelOthers: Story = {
  args: {
    options: [
      { value: '10', label: 'Végétarien' },
      { value: '11', label: 'Végétalien' },
      { value: '12', label: 'Sans gluten' },
      { value: '13', label: 'Aucune préférence', cancelOthers: true },
    ],
  },
  render: (args) => (
    <Field label="Préférences alimentaires">
      <MultiSelect {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    const vegetarian = canvas.getByRole('checkbox', { name: 'Végétarien' });
    const glutenFree = canvas.getByRole('checkbox', { name: 'Sans gluten' });
    const none = canvas.getByRole('checkbox', { name: 'Aucune préférence' });
    await userEvent.click(vegetarian);
    await userEvent.click(glutenFree);
    await userEvent.click(none);
    await expect(none).toBeChecked();
    await expect(vegetarian).not.toBeChecked();
    await expect(glutenFree).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['13']);

    await userEvent.click(vegetarian);
    await expect(vegetarian).toBeChecked();
    await expect(none).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['10']);
  },
};

/** Options may carry a lucide icon or an image path; both are decorative. */
export const WithIcons: Story = {
  args: {
    options: [
      { value: '1', label: 'Musique', icon: Music },
      { value: '2', label: 'Lecture', icon: BookOpen },
      { value: '3', label: 'Voyages', icon: Plane },
      { value: '4', label: 'Vélo', icon: Bike },
      { value: '5', label: 'Cuisine', icon: UtensilsCrossed },
      { value: '6', label: 'Arts', icon: Palette },
      { value: '7', label: 'Jardinage', icon: flowerIcon },
    ],
  },
  render: (args) => (
    <Field label="Centres d’intérêt">
      <MultiSelect {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Jardinage' })).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Musique' })).toBeInTheDocument();
    await expect(
      canvasElement.querySelectorAll('[data-slot="multi-select-option-icon"]'),
    ).toHaveLength(7);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

/** More than 11 options switch to the compact multi-column layout; 11 stay as chips. */
export const ManyOptions: Story = {
  args: { options: traits, max: 5 },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Field label="Traits de personnalité (15 options)">
        <MultiSelect {...args} />
      </Field>
      <Field label="Traits de personnalité (11 options)">
        <MultiSelect {...args} options={traits.slice(0, 11)} />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    const many = canvas.getByRole('group', { name: 'Traits de personnalité (15 options)' });
    const few = canvas.getByRole('group', { name: 'Traits de personnalité (11 options)' });
    await expect(within(many).getAllByRole('checkbox')).toHaveLength(15);
    await expect(many.closest('[data-slot="multi-select"]')).toHaveAttribute(
      'data-layout',
      'compact',
    );
    await expect(few.closest('[data-slot="multi-select"]')).toHaveAttribute('data-layout', 'chips');
  },
};

/** Tab moves between the options and Space toggles them; the focus ring shows on the chip. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const french = canvas.getByRole('checkbox', { name: 'Français' });
    await expect(french).toHaveFocus();
    const chip = french.closest('[data-slot="multi-select-option"]');
    if (!(chip instanceof HTMLElement)) throw new Error('chip not found');
    await expect(getComputedStyle(chip).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['1', '2']);
    await expect(canvas.getByRole('checkbox', { name: 'Anglais' })).toBeChecked();
  },
};

function ServerErrorMultiSelect({ onErrorClear, ...args }: MultiSelectProps) {
  const [error, setError] = useState<string[] | undefined>(['Choisissez au moins une langue.']);
  return (
    <Field
      label="Langues parlées"
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    >
      <MultiSelect {...args} />
    </Field>
  );
}

/** The error marks every option invalid and is read with the group; a choice clears it. */
export const ErrorClearedOnChange: Story = {
  args: { onErrorClear: fn() },
  render: (args) => <ServerErrorMultiSelect {...args} />,
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Langues parlées' });
    await expect(group).toHaveAccessibleDescription('Choisissez au moins une langue.');
    const french = canvas.getByRole('checkbox', { name: 'Français' });
    await expect(french).toBeInvalid();
    await userEvent.click(french);
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(french).not.toBeInvalid();
  },
};

export const Disabled: Story = {
  args: {
    defaultValue: ['1'],
    options: languages.map((option) =>
      option.value === '4' ? { ...option, disabled: true } : option,
    ),
  },
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Field label="Langues parlées">
        <MultiSelect {...args} />
      </Field>
      <Field label="Langues (désactivé)" disabled>
        <MultiSelect {...args} />
      </Field>
    </div>
  ),
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('group', { name: 'Langues parlées' });
    const italian = within(group).getByRole('checkbox', { name: 'Italien' });
    await expect(italian).toBeDisabled();
    await userEvent.click(italian, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const disabled = canvas.getByRole('group', { name: 'Langues (désactivé)' });
    for (const box of within(disabled).getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

/** Long French labels wrap inside their chip or column. */
export const LongFrenchLabels: Story = {
  args: {
    min: 1,
    max: 2,
    options: [
      { value: '1', label: 'Je cherche une relation sérieuse et durable' },
      { value: '2', label: 'Je souhaite d’abord développer une belle amitié' },
      { value: '3', label: 'Je suis ouvert à faire de nouvelles rencontres enrichissantes' },
      { value: '4', label: 'Je préfère ne pas répondre pour le moment', cancelOthers: true },
    ],
  },
  render: (args) => (
    <Field
      label="Quel type de relation recherchez-vous actuellement sur la plateforme ?"
      description="Choisissez jusqu’à deux réponses ; elles guideront nos suggestions de profils."
    >
      <MultiSelect {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sélectionnez au moins 1 élément')).toBeVisible();
  },
};
