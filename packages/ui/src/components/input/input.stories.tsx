import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { Input, type InputProps } from './input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { onValueChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
  render: (args) => (
    <Field label="Prénom">
      <Input {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await userEvent.type(input, 'Marie');
    await expect(input).toHaveValue('Marie');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Marie');
    await expect(input).toHaveAttribute('data-size', 'md');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Field label="Petit">
        <Input {...args} size="sm" />
      </Field>
      <Field label="Moyen">
        <Input {...args} size="md" />
      </Field>
      <Field label="Grand">
        <Input {...args} size="lg" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Petit' })).toHaveAttribute('data-size', 'sm');
    await expect(canvas.getByRole('textbox', { name: 'Grand' })).toHaveAttribute('data-size', 'lg');
  },
};

/**
 * The profile title takes 5 to 100 characters: 'x / 100' counts as one types, and
 * '5 caractères minimum' shows while the text is shorter.
 */
export const WithCounterAndMinimum: Story = {
  args: { minLength: 5, maxLength: 100 },
  render: (args) => (
    <Field label="Titre du profil">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Titre du profil' });
    await expect(canvas.getByText('0 / 100')).toBeVisible();
    await expect(canvas.getByText('5 caractères minimum')).toBeVisible();
    await expect(input).toHaveAttribute('data-below-min', 'true');
    await expect(input).toHaveAccessibleDescription('5 caractères minimum 0 caractère sur 100');

    await userEvent.type(input, 'Doux');
    await expect(canvas.getByText('4 / 100')).toBeVisible();
    await expect(canvas.getByText('5 caractères minimum')).toBeVisible();

    await userEvent.type(input, ' rêveur');
    await expect(canvas.getByText('11 / 100')).toBeVisible();
    await expect(canvas.queryByText('5 caractères minimum')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('data-below-min');
    await expect(input).toHaveAccessibleDescription('11 caractères sur 100');
  },
};

/** At the maximum the browser refuses more characters and the counter turns to a warning. */
export const MaximumReached: Story = {
  args: { maxLength: 12, defaultValue: 'Jean-Phillip' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await userEvent.type(input, 'pe');
    await expect(input).toHaveValue('Jean-Phillip');
    await expect(canvas.getByText('12 / 12')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="text-length-counter"]')).toHaveAttribute(
      'data-state',
      'full',
    );
  },
};

/** `trim` reports the text without outer spaces, keeps inner ones, and trims the box on blur. */
export const Trim: Story = {
  args: { trim: true },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await userEvent.type(input, '  Marie Claire  ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Marie Claire');
    await expect(input).toHaveValue('  Marie Claire  ');
    await userEvent.tab();
    await expect(input).toHaveValue('Marie Claire');
  },
};

function ControlledTrimmedInput(args: InputProps) {
  const [value, setValue] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <Field label="Ville">
        <Input {...args} value={value} onValueChange={setValue} />
      </Field>
      <output>{`[${value}]`}</output>
      <button
        type="button"
        className="self-start underline"
        onClick={() => {
          setValue('');
        }}
      >
        Effacer
      </button>
    </div>
  );
}

/** Controlled and trimmed: the app holds the trimmed text, yet the person can type spaces. */
export const ControlledTrim: Story = {
  args: { trim: true },
  render: (args) => <ControlledTrimmedInput {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Ville' });
    await userEvent.type(input, ' Trois Rivières ');
    await expect(input).toHaveValue(' Trois Rivières ');
    await expect(canvas.getByRole('status')).toHaveTextContent('[Trois Rivières]');
    await userEvent.click(canvas.getByRole('button', { name: 'Effacer' }));
    await expect(input).toHaveValue('');
  },
};

function ServerErrorInput({ onErrorClear, ...args }: InputProps) {
  const [error, setError] = useState<string[] | undefined>(['Ce courriel est déjà utilisé.']);
  return (
    <Field label="Courriel" error={error}>
      <Input
        {...args}
        type="email"
        error={error}
        onErrorClear={() => {
          onErrorClear?.();
          setError(undefined);
        }}
      />
    </Field>
  );
}

/** A server error marks the input invalid; the first edit calls `onErrorClear` once. */
export const ErrorClearedOnEdit: Story = {
  args: { onErrorClear: fn(), defaultValue: 'marie@exemple.ca' },
  render: (args) => <ServerErrorInput {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Courriel' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Ce courriel est déjà utilisé.');
    await userEvent.type(input, 'x');
    await userEvent.type(input, 'y');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(input).not.toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Marie' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const InEnglish: Story = {
  args: { minLength: 10, maxLength: 3000 },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="About me">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 characters minimum')).toBeVisible();
    await expect(canvas.getByText('0 / 3,000')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'About me' })).toHaveAccessibleDescription(
      '10 characters minimum 0 characters of 3,000',
    );
  },
};

/** The texts can be replaced by the app. */
export const CustomTexts: Story = {
  args: {
    minLength: 8,
    maxLength: 64,
    minLengthMessage: 'Au moins 8 caractères, dont une majuscule et un chiffre',
    counterLabel: (count: number, max: number) => `${String(count)} sur ${String(max)}`,
  },
  render: (args) => (
    <Field label="Mot de passe">
      <Input {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Au moins 8 caractères, dont une majuscule et un chiffre'),
    ).toBeVisible();
    await expect(canvas.getByText('0 sur 64')).toBeInTheDocument();
  },
};

/** French runs long: the minimum hint wraps and the counter stays on its line. */
export const LongFrenchText: Story = {
  args: {
    minLength: 10,
    maxLength: 200,
    defaultValue: 'Le bonheur est la seule chose qui se double si on le partage.',
    minLengthMessage: 'Votre citation doit contenir au moins dix caractères avant d’être publiée',
  },
  render: (args) => (
    <Field
      label="Votre citation du jour, partagée avec tous les membres de la communauté"
      description="Elle sera relue par notre équipe avant sa publication sur la page d’accueil."
    >
      <Input {...args} />
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
    await expect(canvas.getByText('61 / 200')).toBeVisible();
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Prénom' });
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input).outlineStyle).toBe('solid');
  },
};
