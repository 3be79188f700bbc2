import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chooseOption, offeredOptions } from '../../stories/native-select.ts';
import { Field } from '../field';
import { DateInput, type DateInputProps } from './date-input.tsx';

const TODAY = '2025-06-15';

const meta = {
  title: 'Inputs/DateInput',
  component: DateInput,
  args: { onValueChange: fn(), today: TODAY },
  render: (args) => (
    <Field label="Date de naissance">
      <DateInput {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Day, month and year; the value is reported as yyyy-MM-dd once all three are chosen. */
export const Playground: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Date de naissance' });
    const day = within(group).getByRole('combobox', { name: 'Jour' });
    await chooseOption(day, '5');
    await chooseOption(within(group).getByRole('combobox', { name: 'Mois' }), 'mars');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await chooseOption(within(group).getByRole('combobox', { name: 'Année' }), '1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-03-05');
    await expect(canvasElement.querySelector('[data-slot="date-input"]')).toHaveAttribute(
      'data-complete',
      'true',
    );
  },
};

/** Years run from 18 to 120 years back from `today` (2007 down to 1905 on 15 June 2025). */
export const YearRange: Story = {
  play: async ({ canvas }) => {
    const year = canvas.getByRole('combobox', { name: 'Année' });
    // The placeholder comes first and can never be chosen.
    const [placeholder] = within(year).getAllByRole('option');
    await expect(placeholder).toHaveTextContent('Année');
    await expect(placeholder).toBeDisabled();
    await expect(year).toHaveDisplayValue('Année');
    const years = offeredOptions(year);
    await expect(years).toHaveLength(103);
    await expect(years[0]).toBe('2007');
    await expect(years.at(-1)).toBe('1905');
  },
};

/** The day list follows the month and leap years: 30 in April, 29 in February 2000, 28 in 2001. */
export const DaysFollowTheMonth: Story = {
  args: { defaultValue: '2000-02-10' },
  play: async ({ canvas }) => {
    const day = canvas.getByRole('combobox', { name: 'Jour' });
    await expect(offeredOptions(day)).toHaveLength(29);
    await chooseOption(canvas.getByRole('combobox', { name: 'Année' }), '2001');
    await expect(offeredOptions(day)).toHaveLength(28);
    await chooseOption(canvas.getByRole('combobox', { name: 'Mois' }), 'avril');
    await expect(offeredOptions(day)).toHaveLength(30);
    await chooseOption(canvas.getByRole('combobox', { name: 'Mois' }), 'décembre');
    await expect(offeredOptions(day)).toHaveLength(31);
  },
};

/** 31 March becomes April: the day is cleared (not clamped to 30), the value is null, and it is announced. */
export const DayClearedWhenMonthChanges: Story = {
  args: { defaultValue: '1990-03-31' },
  play: async ({ args, canvas }) => {
    const day = canvas.getByRole('combobox', { name: 'Jour' });
    await expect(day).toHaveDisplayValue('31');
    await chooseOption(canvas.getByRole('combobox', { name: 'Mois' }), 'avril');
    await expect(day).toHaveAttribute('data-placeholder');
    await expect(day).toHaveDisplayValue('Jour');
    await expect(day).not.toHaveDisplayValue('30');
    await expect(offeredOptions(day)).toHaveLength(30);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Le jour a été effacé : ce mois compte 30 jours. Choisissez-le de nouveau.',
    );
    await chooseOption(day, '30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1990-04-30');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

/** 29 February is cleared when a common year is chosen. */
export const LeapDayClearedWhenYearChanges: Story = {
  args: { defaultValue: '1992-02-29' },
  play: async ({ args, canvas }) => {
    await chooseOption(canvas.getByRole('combobox', { name: 'Année' }), '1993');
    const day = canvas.getByRole('combobox', { name: 'Jour' });
    await expect(day).toHaveAttribute('data-placeholder');
    await expect(day).toHaveDisplayValue('Jour');
    await expect(offeredOptions(day)).toHaveLength(28);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('status')).toHaveTextContent(/ce mois compte 28 jours/);
  },
};

/** Month names come from Intl in the current locale. */
export const InEnglish: Story = {
  args: { defaultValue: '1985-11-23' },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Date of birth">
      <DateInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(within(group).getByRole('combobox', { name: 'Day' })).toHaveDisplayValue('23');
    await expect(within(group).getByRole('combobox', { name: 'Month' })).toHaveDisplayValue(
      'November',
    );
    await expect(within(group).getByRole('combobox', { name: 'Year' })).toHaveDisplayValue('1985');
  },
};

function Controlled(args: DateInputProps) {
  const [birthday, setBirthday] = useState<string | null>('1988-07-14');
  return (
    <div className="flex flex-col gap-3">
      <Field label="Date de naissance">
        <DateInput
          {...args}
          value={birthday}
          onValueChange={(next) => {
            setBirthday(next);
            args.onValueChange?.(next);
          }}
        />
      </Field>
      <output data-testid="birthday">{birthday ?? '—'}</output>
      <button
        type="button"
        className="self-start underline"
        onClick={() => {
          setBirthday('1975-01-02');
        }}
      >
        Remplacer par le 2 janvier 1975
      </button>
    </div>
  );
}

/** Controlled: the selects follow a value set by the app. */
export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Jour' })).toHaveDisplayValue('14');
    await expect(canvas.getByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('juillet');
    await expect(canvas.getByRole('combobox', { name: 'Année' })).toHaveDisplayValue('1988');
    await userEvent.click(canvas.getByRole('button', { name: 'Remplacer par le 2 janvier 1975' }));
    await expect(canvas.getByRole('combobox', { name: 'Jour' })).toHaveDisplayValue('2');
    await expect(canvas.getByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('janvier');
    await expect(canvas.getByRole('combobox', { name: 'Année' })).toHaveDisplayValue('1975');
  },
};

/**
 * Keyboard: Tab moves day, month, year (Shift+Tab back), each with a visible focus ring; the system's
 * list then answers the arrows, type-ahead and Enter (a real keyboard's, in the journeys).
 */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const day = canvas.getByRole('combobox', { name: 'Jour' });
    await expect(day).toHaveFocus();
    await expect(getComputedStyle(day).outlineStyle).toBe('solid');
    await userEvent.tab();
    const month = canvas.getByRole('combobox', { name: 'Mois' });
    await expect(month).toHaveFocus();
    await expect(getComputedStyle(month).outlineStyle).toBe('solid');
    await userEvent.tab();
    const year = canvas.getByRole('combobox', { name: 'Année' });
    await expect(year).toHaveFocus();
    await expect(getComputedStyle(year).outlineStyle).toBe('solid');
    await userEvent.tab({ shift: true });
    await expect(month).toHaveFocus();
    await chooseOption(month, 'février');
    await expect(month).not.toHaveAttribute('data-placeholder');
    await expect(month).toHaveFocus();
    await expect(getComputedStyle(month).outlineStyle).toBe('solid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

function ServerError(args: DateInputProps) {
  const [error, setError] = useState<string[] | undefined>([
    'Vous devez avoir au moins 18 ans.',
    'La date est invalide.',
  ]);
  return (
    <Field
      label="Date de naissance"
      error={error}
      onErrorClear={() => {
        setError(undefined);
      }}
    >
      <DateInput {...args} />
    </Field>
  );
}

/** A server 422 shows its first message on the group and clears on the next change. */
export const ServerErrorClearedOnEdit: Story = {
  args: { defaultValue: '2007-12-01' },
  render: (args) => <ServerError {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Vous devez avoir au moins 18 ans.')).toBeVisible();
    await expect(canvas.queryByText('La date est invalide.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Jour' })).toBeInvalid();
    await chooseOption(canvas.getByRole('combobox', { name: 'Année' }), '2000');
    await waitFor(() =>
      expect(canvas.queryByText('Vous devez avoir au moins 18 ans.')).not.toBeInTheDocument(),
    );
  },
};

/** Long French label and description in a narrow column. */
export const LongFrenchText: Story = {
  args: { size: 'sm', defaultValue: '1979-09-30' },
  render: (args) => (
    <Field
      label="Votre date de naissance telle qu’elle figure sur votre pièce d’identité"
      description="Elle sert à vérifier votre identité et ne sera jamais affichée sur votre profil."
      required
    >
      <DateInput {...args} />
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
    await expect(canvas.getByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('septembre');
    await expect(
      canvas.getByRole('group', {
        name: 'Votre date de naissance telle qu’elle figure sur votre pièce d’identité',
      }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1990-03-05' },
  play: async ({ canvas }) => {
    for (const name of ['Jour', 'Mois', 'Année']) {
      await expect(canvas.getByRole('combobox', { name })).toBeDisabled();
    }
  },
};
