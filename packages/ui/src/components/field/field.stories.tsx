import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from '../input';
import { Field, type FieldProps } from './field.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'Titre du profil', children: <Input /> },
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the control: clicking it focuses the input. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Titre du profil' });
    await userEvent.click(canvas.getByText('Titre du profil'));
    await expect(input).toHaveFocus();
    await expect(input).not.toBeInvalid();
  },
};

/** The description sits under the label and is read with the control. */
export const WithDescription: Story = {
  args: { description: 'Une phrase qui donne envie de vous découvrir.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Titre du profil' }),
    ).toHaveAccessibleDescription('Une phrase qui donne envie de vous découvrir.');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Titre du profil' })).toBeRequired();
    await expect(canvas.getByText('Titre du profil')).toHaveAttribute('data-required', 'true');
  },
};

/** The error shows under the input, marks it invalid and is read with it. */
export const WithError: Story = {
  args: {
    description: 'Entre 5 et 100 caractères.',
    error: 'Le titre doit contenir au moins 5 caractères.',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Titre du profil' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Entre 5 et 100 caractères. Le titre doit contenir au moins 5 caractères.',
    );
    await expect(canvasElement.querySelector('[data-slot="field"]')).toHaveAttribute(
      'data-invalid',
      'true',
    );
  },
};

/** A server 422 gives a list per field: only the first message shows. */
export const ServerErrorFirstMessageOnly: Story = {
  args: {
    error: ['Le titre doit contenir au moins 5 caractères.', 'Le titre contient un mot interdit.'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Le titre doit contenir au moins 5 caractères.')).toBeVisible();
    await expect(canvas.queryByText('Le titre contient un mot interdit.')).not.toBeInTheDocument();
  },
};

function ServerErrorForm({ onErrorClear, ...args }: FieldProps) {
  const [error, setError] = useState<string[] | undefined>([
    'Ce titre est déjà utilisé par un autre membre.',
  ]);
  return (
    <Field
      {...args}
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    />
  );
}

/** Editing the field calls `onErrorClear` once, and the app drops the server error. */
export const ClearsErrorOnEdit: Story = {
  args: { onErrorClear: fn() },
  render: (args) => <ServerErrorForm {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Titre du profil' });
    await expect(input).toBeInvalid();
    await userEvent.type(input, 'Amoureux');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(input).not.toBeInvalid();
    await expect(
      canvas.queryByText('Ce titre est déjà utilisé par un autre membre.'),
    ).not.toBeInTheDocument();
  },
};

/** A disabled field disables its control. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Titre du profil' })).toBeDisabled();
  },
};

/** The label stays in the accessibility tree when hidden. */
export const HiddenLabel: Story = {
  args: { label: 'Rechercher un mot-clé', hideLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Rechercher un mot-clé' })).toBeVisible();
  },
};

/** French runs long: the label, description and error wrap inside a narrow column. */
export const LongFrenchText: Story = {
  args: {
    label: 'Décrivez en quelques mots la personne avec qui vous aimeriez partager votre quotidien',
    description:
      'Ce texte apparaît sur votre profil public ; évitez les coordonnées personnelles et les liens.',
    error: 'Le texte « Ce que je recherche » doit contenir au moins 10 caractères.',
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: /Décrivez en quelques mots/ });
    await expect(field).toBeInvalid();
    await expect(
      canvas.getByText('Le texte « Ce que je recherche » doit contenir au moins 10 caractères.'),
    ).toBeVisible();
  },
};
