import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { RangeSlider, type RangeSliderProps } from './range-slider.tsx';

/** The announced value, with the locale's narrow spaces ('50\u202fkm') read as plain spaces. */
function valueText(element: HTMLElement): string | undefined {
  return element.getAttribute('aria-valuetext')?.replace(/\s/g, ' ');
}

const meta = {
  title: 'Forms/RangeSlider',
  component: RangeSlider,
  args: {
    min: 18,
    max: 99,
    defaultValue: [25, 40],
    unit: 'year',
    unitDisplay: 'long',
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  render: (args) => (
    <Field label="Âge">
      <RangeSlider {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Age 18–99: each thumb is named after the field and its bound, and announces its value. */
export const Age: Story = {
  args: { showBounds: true },
  play: async ({ canvas, canvasElement }) => {
    const low = canvas.getByRole('slider', { name: 'Âge minimum' });
    const high = canvas.getByRole('slider', { name: 'Âge maximum' });
    await expect(valueText(low)).toBe('25 ans');
    await expect(valueText(high)).toBe('40 ans');
    await expect(low).toHaveAttribute('aria-valuemin', '18');
    await expect(high).toHaveAttribute('aria-valuemax', '99');
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent(
      '25 ans – 40 ans',
    );
    await expect(canvasElement.querySelector('[data-slot="slider-bounds"]')).toHaveTextContent(
      '18 ans99 ans',
    );
  },
};

/** Each thumb moves with the arrows; letting go commits the pair. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const low = canvas.getByRole('slider', { name: 'Âge minimum' });
    await expect(low).toHaveFocus();
    await expect(getComputedStyle(low).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(valueText(low)).toBe('26 ans');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([26, 40]);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([26, 40]);

    await userEvent.tab();
    const high = canvas.getByRole('slider', { name: 'Âge maximum' });
    await expect(high).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(valueText(high)).toBe('99 ans');
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent(
      '26 ans – 99 ans',
    );
  },
};

/** Height 122–213 cm. */
export const Height: Story = {
  args: { min: 122, max: 213, defaultValue: [160, 190], unit: 'centimeter', unitDisplay: 'short' },
  render: (args) => (
    <Field label="Taille">
      <RangeSlider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(valueText(canvas.getByRole('slider', { name: 'Taille minimum' }))).toBe('160 cm');
    await expect(valueText(canvas.getByRole('slider', { name: 'Taille maximum' }))).toBe('190 cm');
  },
};

/** Distance 3–400 km, with both thumbs at the bounds by default. */
export const DistanceRange: Story = {
  args: { min: 3, max: 400, defaultValue: undefined, unit: 'kilometer', unitDisplay: 'short' },
  render: (args) => (
    <Field label="Distance">
      <RangeSlider {...args} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent(
      '3 km – 400 km',
    );
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Age">
      <RangeSlider {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(valueText(canvas.getByRole('slider', { name: 'Age minimum' }))).toBe('25 years');
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent(
      '25 years – 40 years',
    );
  },
};

/** Without a Field, `aria-label` names the thumbs. */
export const WithoutField: Story = {
  args: { 'aria-label': 'Tranche d’âge' },
  render: (args) => <RangeSlider {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Tranche d’âge minimum' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Tranche d’âge maximum' })).toBeVisible();
  },
};

function ControlledRange(args: RangeSliderProps) {
  const [value, setValue] = useState<[number, number]>([30, 45]);
  return (
    <div className="flex flex-col gap-3">
      <Field label="Âge">
        <RangeSlider {...args} value={value} onValueChange={setValue} />
      </Field>
      <button
        type="button"
        className="self-start underline"
        onClick={() => {
          setValue([18, 99]);
        }}
      >
        Tous les âges
      </button>
    </div>
  );
}

/** Controlled: the app can reset the range. */
export const Controlled: Story = {
  render: (args) => <ControlledRange {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Âge minimum' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tous les âges' }));
    await expect(canvas.getByRole('slider', { name: 'Âge minimum' })).toHaveAttribute(
      'aria-valuenow',
      '18',
    );
    await expect(canvas.getByRole('slider', { name: 'Âge maximum' })).toHaveAttribute(
      'aria-valuenow',
      '99',
    );
  },
};

function ServerErrorRange({ onErrorClear, ...args }: RangeSliderProps) {
  const [error, setError] = useState<string | undefined>('Une tranche d’âge est requise.');
  return (
    <Field
      label="Âge"
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    >
      <RangeSlider {...args} />
    </Field>
  );
}

/** The error is read with both thumbs and cleared when one moves. */
export const ErrorClearedOnChange: Story = {
  args: { onErrorClear: fn() },
  render: (args) => <ServerErrorRange {...args} />,
  play: async ({ args, canvas }) => {
    const high = canvas.getByRole('slider', { name: 'Âge maximum' });
    await expect(high).toHaveAttribute('aria-invalid', 'true');
    await expect(high).toHaveAccessibleDescription('Une tranche d’âge est requise.');
    high.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(high).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const thumb of canvas.getAllByRole('slider')) {
      await expect(thumb).toHaveAttribute('data-disabled');
      await expect(thumb).not.toHaveAttribute('tabindex');
    }
  },
};

/** A long French label wraps above the value. */
export const LongFrenchLabel: Story = {
  args: { showBounds: true },
  render: (args) => (
    <Field label="Tranche d’âge des membres qui peuvent vous écrire dans votre boîte prioritaire">
      <RangeSlider {...args} />
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
    await expect(canvas.getByRole('slider', { name: /Tranche d’âge .* minimum$/ })).toBeVisible();
  },
};
