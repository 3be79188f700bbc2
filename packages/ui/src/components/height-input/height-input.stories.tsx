import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { chooseOption, offeredOptions } from '../../stories/native-select.ts';
import { Field } from '../field';
import { HeightInput, type HeightInputProps, type Units } from './height-input.tsx';

const meta = {
  title: 'Inputs/HeightInput',
  component: HeightInput,
  args: { onValueChange: fn() },
  argTypes: { units: { control: 'inline-radio', options: ['metric', 'imperial'] } },
  render: (args) => (
    <Field label="Quelle est votre taille?">
      <HeightInput {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeightInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Centimetres: decimals are rounded to a whole number, reported and shown once the field is left. */
export const Metric: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quelle est votre taille?' });
    await expect(input).toHaveAccessibleDescription('cm');
    await userEvent.type(input, '170.6');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(171);
    await userEvent.tab();
    await expect(input).toHaveValue(171);
    await expect(canvasElement.querySelector('[data-slot="height-input"]')).toHaveAttribute(
      'data-status',
      'valid',
    );
  },
};

/** Below 122 or above 213 cm: no height is reported and the range shows once the field is left. */
export const OutOfRange: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quelle est votre taille?' });
    await userEvent.type(input, '121');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText(/La taille doit être entre/)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('La taille doit être entre 122 et 213 cm.')).toBeVisible();
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('cm La taille doit être entre 122 et 213 cm.');
    await expect(canvasElement.querySelector('[data-slot="height-input"]')).toHaveAttribute(
      'data-status',
      'below-min',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '214');
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-slot="height-input"]')).toHaveAttribute(
      'data-status',
      'above-max',
    );
    await userEvent.clear(input);
    await userEvent.type(input, '213');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(213);
    await userEvent.tab();
    await expect(canvas.queryByText(/La taille doit être entre/)).not.toBeInTheDocument();
  },
};

/** Feet and inches: 5 ft 7 in is reported as 170 cm. */
export const Imperial: Story = {
  args: { units: 'imperial' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Quelle est votre taille?' })).toBeVisible();
    const inches = canvas.getByRole('combobox', { name: 'Pouces' });
    await expect(inches).toBeDisabled();
    await expect(offeredOptions(inches)).toHaveLength(0);
    await chooseOption(canvas.getByRole('combobox', { name: 'Pieds' }), '5 pi');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(152);
    await expect(inches).toBeEnabled();
    await expect(inches).toHaveDisplayValue('0 po');
    const offered = offeredOptions(inches);
    await expect(offered).toHaveLength(12);
    await expect(offered[0]).toBe('0 po');
    await expect(offered.at(-1)).toBe('11 po');
    await expect(offered).not.toContain('12 po');
    await chooseOption(inches, '7 po');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(170);
  },
};

/** An imperial height shows from centimetres to the nearest inch: 182 cm is 6 ft 0 in, not 5 ft 12. */
export const ImperialFromCentimetres: Story = {
  args: { units: 'imperial', defaultValue: 182 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Pieds' })).toHaveDisplayValue('6 pi');
    await expect(canvas.getByRole('combobox', { name: 'Pouces' })).toHaveDisplayValue('0 po');
  },
};

/** 7 ft is the top of the range: only 0 in is offered, and 6 ft 11 in moves to 7 ft 0 in (213 cm). */
export const ImperialTopOfRange: Story = {
  args: { units: 'imperial', defaultValue: 211 },
  play: async ({ args, canvas }) => {
    const inches = canvas.getByRole('combobox', { name: 'Pouces' });
    await expect(inches).toHaveDisplayValue('11 po');
    await chooseOption(canvas.getByRole('combobox', { name: 'Pieds' }), '7 pi');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(213);
    await expect(inches).toHaveDisplayValue('0 po');
    await expect(offeredOptions(inches)).toEqual(['0 po']);
  },
};

function SwitchingUnits(args: HeightInputProps) {
  const [units, setUnits] = useState<Units>('metric');
  const [height, setHeight] = useState<number | null>(175);
  return (
    <Field label="Quelle est votre taille?">
      <HeightInput
        {...args}
        units={units}
        onUnitsChange={setUnits}
        value={height}
        onValueChange={(cm) => {
          setHeight(cm);
          args.onValueChange?.(cm);
        }}
      />
    </Field>
  );
}

/** The units switch changes how the height is entered; the value stays in centimetres. */
export const UnitsSwitch: Story = {
  render: (args) => <SwitchingUnits {...args} />,
  play: async ({ args, canvas }) => {
    const metric = canvas.getByRole('button', { name: 'Centimètres' });
    const imperial = canvas.getByRole('button', { name: 'Pieds et pouces' });
    await expect(canvas.getByRole('group', { name: 'Unités' })).toBeVisible();
    await expect(metric).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('spinbutton')).toHaveValue(175);
    await userEvent.click(imperial);
    await expect(imperial).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('combobox', { name: 'Pieds' })).toHaveDisplayValue('5 pi');
    await expect(canvas.getByRole('combobox', { name: 'Pouces' })).toHaveDisplayValue('9 po');
    await chooseOption(canvas.getByRole('combobox', { name: 'Pouces' }), '11 po');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(180);
    await userEvent.click(metric);
    await expect(canvas.getByRole('spinbutton')).toHaveValue(180);
  },
};

export const InEnglish: Story = {
  args: { units: 'imperial', defaultValue: 170, onUnitsChange: fn() },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="How tall are you?">
      <HeightInput {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Feet' })).toHaveDisplayValue('5 ft');
    await expect(canvas.getByRole('combobox', { name: 'Inches' })).toHaveDisplayValue('7 in');
    await userEvent.click(canvas.getByRole('button', { name: 'Centimetres' }));
    await expect(args.onUnitsChange).toHaveBeenCalledWith('metric');
  },
};

export const OutOfRangeInEnglish: Story = {
  args: { defaultValue: null },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Height">
      <HeightInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Height' }), '250');
    await userEvent.tab();
    await expect(canvas.getByText('Height must be between 122 and 213 cm.')).toBeVisible();
  },
};

function ServerError(args: HeightInputProps) {
  const [error, setError] = useState<string[] | undefined>(['La taille est invalide.']);
  return (
    <Field
      label="Taille"
      error={error}
      onErrorClear={() => {
        setError(undefined);
      }}
    >
      <HeightInput {...args} />
    </Field>
  );
}

/** A server 422 marks the height invalid until it is edited. */
export const ServerErrorClearedOnEdit: Story = {
  render: (args) => <ServerError {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Taille' });
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('La taille est invalide.')).toBeVisible();
    await userEvent.type(input, '165');
    await waitFor(() => expect(input).not.toBeInvalid());
    await expect(canvas.queryByText('La taille est invalide.')).not.toBeInTheDocument();
  },
};

/** Long French question and notice in a narrow column. */
export const LongFrenchText: Story = {
  args: { units: 'imperial', onUnitsChange: fn() },
  render: (args) => (
    <Field
      label="Quelle est votre taille, en centimètres ou en pieds et pouces?"
      description="Indiquez-la en centimètres ou en pieds et pouces, comme vous préférez : nous la convertirons pour les autres membres."
    >
      <HeightInput {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', {
        name: 'Quelle est votre taille, en centimètres ou en pieds et pouces?',
      }),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 170 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(canvas.getByRole('spinbutton')).toHaveValue(170);
  },
};
