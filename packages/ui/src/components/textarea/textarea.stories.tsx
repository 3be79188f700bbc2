import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field } from '../field';
import { Textarea, type TextareaProps } from './textarea.tsx';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="À propos de moi">
      <Textarea {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'À propos de moi' });
    await userEvent.type(textarea, 'J’aime la randonnée.{Enter}Et les livres.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      'J’aime la randonnée.\nEt les livres.',
    );
    await expect(textarea).toHaveAttribute('rows', '4');
  },
};

/** 'About me' takes 10 to 3000 characters: the hint shows while shorter, the counter counts. */
export const WithCounterAndMinimum: Story = {
  args: { minLength: 10, maxLength: 3000 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'À propos de moi' });
    await expect(canvas.getByText('10 caractères minimum')).toBeVisible();
    await expect(canvas.getByText('0 / 3 000')).toBeVisible();
    await expect(textarea).toHaveAttribute('data-below-min', 'true');
    await userEvent.type(textarea, 'Curieuse et douce');
    await expect(canvas.queryByText('10 caractères minimum')).not.toBeInTheDocument();
    await expect(canvas.getByText('17 / 3 000')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription(/^17 caractères sur 3\s000$/);
  },
};

/** The daily quote stops at 200 characters. */
export const MaximumReached: Story = {
  args: { maxLength: 20, defaultValue: 'Aimer, c’est agir.' },
  render: (args) => (
    <Field label="Citation du jour">
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Citation du jour' });
    await userEvent.type(textarea, ' Victor Hugo');
    await expect(textarea).toHaveValue('Aimer, c’est agir. V');
    await expect(canvas.getByText('20 / 20')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="text-length-counter"]')).toHaveAttribute(
      'data-state',
      'full',
    );
  },
};

/** With `trim`, spaces alone do not reach the minimum, and the text is trimmed on blur. */
export const Trim: Story = {
  args: { trim: true, minLength: 10 },
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'À propos de moi' });
    await userEvent.type(textarea, '            ');
    await expect(canvas.getByText('10 caractères minimum')).toBeVisible();
    await userEvent.type(textarea, 'Joyeuse ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Joyeuse');
    await userEvent.tab();
    await expect(textarea).toHaveValue('Joyeuse');
  },
};

/** `autoHeight` grows the box with the text instead of scrolling. */
export const AutoHeight: Story = {
  args: { autoHeight: true, rows: 2 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'À propos de moi' });
    await expect(textarea).toHaveAttribute('data-auto-height', 'true');
    const before = textarea.getBoundingClientRect().height;
    await userEvent.type(textarea, 'Un{Enter}deux{Enter}trois{Enter}quatre{Enter}cinq');
    await expect(textarea.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const Rows: Story = {
  args: { rows: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'À propos de moi' })).toHaveAttribute(
      'rows',
      '8',
    );
  },
};

function ServerErrorTextarea({ onErrorClear, ...args }: TextareaProps) {
  const [error, setError] = useState<string[] | undefined>([
    'Le texte « Ce que je recherche » est obligatoire.',
    'Le texte doit contenir au moins 10 caractères.',
  ]);
  return (
    <Field
      label="Ce que je recherche"
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    >
      <Textarea {...args} />
    </Field>
  );
}

/** A 422 shows its first message only, and editing clears it. */
export const ErrorClearedOnEdit: Story = {
  args: { onErrorClear: fn(), minLength: 10, maxLength: 3000 },
  render: (args) => <ServerErrorTextarea {...args} />,
  play: async ({ args, canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Ce que je recherche' });
    await expect(textarea).toBeInvalid();
    await expect(
      canvas.getByText('Le texte « Ce que je recherche » est obligatoire.'),
    ).toBeVisible();
    await expect(
      canvas.queryByText('Le texte doit contenir au moins 10 caractères.'),
    ).not.toBeInTheDocument();
    await userEvent.type(textarea, 'Une');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(textarea).not.toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Je vis à Québec depuis dix ans.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'À propos de moi' })).toBeDisabled();
  },
};

export const InEnglish: Story = {
  args: { minLength: 10, maxLength: 200 },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="Quote of the day">
      <Textarea {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Quote of the day' });
    await userEvent.type(textarea, 'A');
    await expect(canvas.getByText('10 characters minimum')).toBeVisible();
    await expect(textarea).toHaveAccessibleDescription('10 characters minimum 1 character of 200');
  },
};

/** Long French copy wraps inside a narrow column. */
export const LongFrenchText: Story = {
  args: {
    minLength: 10,
    maxLength: 3000,
    defaultValue:
      'Passionnée de développement personnel, j’aime les longues conversations autour d’un café, les escapades en forêt et les soirées improvisées entre amis. Je cherche une relation sincère, bienveillante et durable.',
  },
  render: (args) => (
    <Field
      label="Décrivez-vous en quelques phrases pour que les autres membres apprennent à vous connaître"
      description="Parlez de vos valeurs, de vos passions et de ce qui vous rend unique."
    >
      <Textarea {...args} />
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
    await expect(canvas.getByText('210 / 3 000')).toBeVisible();
  },
};
