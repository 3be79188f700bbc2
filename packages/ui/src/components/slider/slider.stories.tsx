import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { Slider, type SliderProps } from './slider.tsx';

/** The announced value, with the locale's narrow spaces ('50\u202fkm') read as plain spaces. */
function valueText(element: HTMLElement): string | undefined {
  return element.getAttribute('aria-valuetext')?.replace(/\s/g, ' ');
}

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    min: 3,
    max: 400,
    defaultValue: 50,
    unit: 'kilometer',
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  render: (args) => (
    <Field label="Distance">
      <Slider {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search distance 3–400 km: the value is shown and announced with its unit. */
export const Distance: Story = {
  args: { showBounds: true },
  play: async ({ canvas, canvasElement }) => {
    const thumb = canvas.getByRole('slider', { name: 'Distance' });
    await expect(thumb).toHaveAttribute('aria-valuemin', '3');
    await expect(thumb).toHaveAttribute('aria-valuemax', '400');
    await expect(thumb).toHaveAttribute('aria-valuenow', '50');
    await expect(valueText(thumb)).toBe('50 km');
    const shown = canvasElement.querySelector('[data-slot="slider-value"]');
    await expect(shown).toHaveTextContent('50 km');
    await expect(canvasElement.querySelector('[data-slot="slider-bounds"]')).toHaveTextContent(
      '3 km400 km',
    );
  },
};

/** Arrows move by one step, Home and End jump to the bounds; letting go commits. */
export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    const thumb = canvas.getByRole('slider', { name: 'Distance' });
    await expect(thumb).toHaveFocus();
    await expect(getComputedStyle(thumb).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}');
    await expect(valueText(thumb)).toBe('51 km');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(51);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(51);
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '400');
    await expect(canvasElement.querySelector('[data-slot="slider-value"]')).toHaveTextContent(
      '400 km',
    );
    await userEvent.keyboard('{Home}');
    await expect(valueText(thumb)).toBe('3 km');
  },
};

/** `step` sets the increment. */
export const Step: Story = {
  args: { step: 10, min: 0, max: 300, defaultValue: 300 },
  render: (args) => (
    <Field label="Distance maximale des messages secondaires">
      <Slider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', {
      name: 'Distance maximale des messages secondaires',
    });
    thumb.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(valueText(thumb)).toBe('290 km');
  },
};

const importance = ['Aucune', 'Faible', 'Moyenne', 'Grande', 'Essentielle'];

/** A custom formatter turns numbers into words, shown and announced. */
export const CustomFormatter: Story = {
  args: {
    min: 0,
    max: 4,
    defaultValue: 2,
    unit: undefined,
    formatValue: (value: number) => importance[value] ?? String(value),
  },
  render: (args) => (
    <Field label="Importance du développement personnel">
      <Slider {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Importance du développement personnel' });
    await expect(valueText(thumb)).toBe('Moyenne');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(valueText(thumb)).toBe('Grande');
  },
};

export const InEnglish: Story = {
  args: { unit: 'mile', unitDisplay: 'long', min: 2, max: 250, defaultValue: 25 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(valueText(canvas.getByRole('slider', { name: 'Distance' }))).toBe('25 miles');
  },
};

function ControlledSlider(args: SliderProps) {
  const [value, setValue] = useState(120);
  return (
    <div className="flex flex-col gap-3">
      <Field label="Distance">
        <Slider {...args} value={value} onValueChange={setValue} />
      </Field>
      <button
        type="button"
        className="self-start underline"
        onClick={() => {
          setValue(400);
        }}
      >
        Toute la province
      </button>
    </div>
  );
}

/** Controlled: the app can move the slider. */
export const Controlled: Story = {
  render: (args) => <ControlledSlider {...args} />,
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Distance' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '120');
    await userEvent.click(canvas.getByRole('button', { name: 'Toute la province' }));
    await expect(valueText(thumb)).toBe('400 km');
  },
};

function ServerErrorSlider({ onErrorClear, ...args }: SliderProps) {
  const [error, setError] = useState<string | undefined>('La distance doit être d’au moins 3 km.');
  return (
    <Field
      label="Distance"
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    >
      <Slider {...args} />
    </Field>
  );
}

/** The error is read with the thumb and cleared when the value changes. */
export const ErrorClearedOnChange: Story = {
  args: { onErrorClear: fn() },
  render: (args) => <ServerErrorSlider {...args} />,
  play: async ({ args, canvas }) => {
    const thumb = canvas.getByRole('slider', { name: 'Distance' });
    await expect(thumb).toHaveAttribute('aria-invalid', 'true');
    await expect(thumb).toHaveAccessibleDescription('La distance doit être d’au moins 3 km.');
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(thumb).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => (
    <Field label="Distance" disabled>
      <Slider {...args} />
    </Field>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    const thumb = canvas.getByRole('slider', { name: 'Distance' });
    await expect(thumb).toHaveAttribute('data-disabled');
    await expect(thumb).not.toHaveAttribute('tabindex');
    await expect(canvasElement.querySelector('[data-slot="slider"]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** A long French label wraps above the value. */
export const LongFrenchLabel: Story = {
  args: { showBounds: true },
  render: (args) => (
    <Field label="Distance maximale entre votre domicile et celui des membres qui vous écrivent">
      <Slider {...args} />
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
    await expect(canvas.getByRole('slider', { name: /Distance maximale/ })).toBeVisible();
  },
};
