import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { Checkbox, type CheckboxProps } from './checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Recevoir l’infolettre', onCheckedChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the box. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Recevoir l’infolettre' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Recevoir l’infolettre'));
    await expect(box).toBeChecked();
    await expect(box).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** The newsletter box on the terms step is ticked by default. */
export const CheckedByDefault: Story = {
  args: { defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Recevoir l’infolettre' });
    await expect(box).toBeChecked();
    await userEvent.click(box);
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(false);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Mode anonyme',
    description: 'Votre photo reste floue pour les membres avec qui vous n’avez pas échangé.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Mode anonyme' }),
    ).toHaveAccessibleDescription(
      'Votre photo reste floue pour les membres avec qui vous n’avez pas échangé.',
    );
  },
};

/** A parent box over a partial selection is 'mixed'. */
export const Indeterminate: Story = {
  args: { label: 'Toutes les notifications', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Toutes les notifications' });
    await expect(box).toBePartiallyChecked();
    await expect(box).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Recevoir l’infolettre' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} size="sm" label="Petite case" />
      <Checkbox {...args} size="md" label="Case moyenne" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Petite case' })).toHaveAttribute(
      'data-size',
      'sm',
    );
  },
};

/** Space toggles the focused box; the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Recevoir l’infolettre' });
    await expect(box).toHaveFocus();
    await expect(getComputedStyle(box).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

function TermsField({ onErrorClear, ...args }: CheckboxProps) {
  const [error, setError] = useState<string | undefined>(
    'Vous devez accepter les conditions d’utilisation.',
  );
  return (
    <Field
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    >
      <Checkbox {...args} />
    </Field>
  );
}

/** In a Field, the error is read with the box and cleared when it is ticked. */
export const ErrorClearedOnChange: Story = {
  args: { label: 'J’accepte les conditions d’utilisation', onErrorClear: fn() },
  render: (args) => <TermsField {...args} />,
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'J’accepte les conditions d’utilisation' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(
      'Vous devez accepter les conditions d’utilisation.',
    );
    await userEvent.click(box);
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(box).not.toHaveAttribute('aria-invalid');
  },
};

/** A long French label wraps next to the box. */
export const LongFrenchLabel: Story = {
  args: {
    label:
      'J’accepte de recevoir par courriel des conseils personnalisés, des invitations aux événements et les nouveautés de la communauté',
    description: 'Vous pourrez vous désabonner en tout temps depuis vos paramètres.',
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /J’accepte de recevoir/ })).toBeVisible();
  },
};
