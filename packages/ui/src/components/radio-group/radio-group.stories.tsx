import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group.tsx';

const genders: RadioOption[] = [
  { value: 'female', label: 'Femme' },
  { value: 'male', label: 'Homme' },
  { value: 'non_binary', label: 'Non binaire' },
];

const objectives: RadioOption[] = [
  {
    value: 'for_fun',
    label: 'Pour le plaisir',
    description: 'Partager le lien avec mes proches, sans objectif précis.',
  },
  {
    value: 'additional_income',
    label: 'Revenu d’appoint',
    description: 'Recevoir 10 $ pour chaque abonnement de 3 mois ou plus.',
  },
  {
    value: 'fundraising',
    label: 'Collecte de fonds',
    description: 'Soutenir un organisme grâce aux récompenses.',
  },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { options: genders, onValueChange: fn() },
  argTypes: {
    variant: { control: 'select', options: ['list', 'cards'] },
    orientation: { control: 'select', options: ['vertical', 'horizontal'] },
  },
  render: (args) => (
    <Field label="Genre">
      <RadioGroup {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Genre' });
    await expect(group).toHaveAttribute('data-variant', 'list');
    await userEvent.click(canvas.getByText('Non binaire'));
    await expect(canvas.getByRole('radio', { name: 'Non binaire' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('non_binary');
  },
};

/** Each option's description is read with it; cards make the whole card clickable. */
export const WithDescriptions: Story = {
  args: { options: objectives, variant: 'cards' },
  render: (args) => (
    <Field label="Votre objectif comme ambassadeur" required>
      <RadioGroup {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    const income = canvas.getByRole('radio', { name: 'Revenu d’appoint' });
    await expect(income).toHaveAccessibleDescription(
      'Recevoir 10 $ pour chaque abonnement de 3 mois ou plus.',
    );
    await userEvent.click(
      canvas.getByText('Recevoir 10 $ pour chaque abonnement de 3 mois ou plus.'),
    );
    await expect(income).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith('additional_income');
    await expect(canvas.getByRole('radiogroup')).toBeRequired();
  },
};

/** Tab enters the group; the arrows move and choose. */
export const Keyboard: Story = {
  args: { defaultValue: 'female' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const female = canvas.getByRole('radio', { name: 'Femme' });
    await expect(female).toHaveFocus();
    await expect(getComputedStyle(female).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowDown}');
    const male = canvas.getByRole('radio', { name: 'Homme' });
    await waitFor(() => expect(male).toHaveFocus());
    await expect(male).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('male');
  },
};

export const DisabledOption: Story = {
  args: {
    options: genders.map((option) =>
      option.value === 'male' ? { ...option, disabled: true } : option,
    ),
  },
  play: async ({ args, canvas }) => {
    const male = canvas.getByRole('radio', { name: 'Homme' });
    await expect(male).toBeDisabled();
    await userEvent.click(male, { pointerEventsCheck: 0 });
    await expect(male).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'female' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Genre' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
  },
};

function GenderField({ onErrorClear, ...args }: RadioGroupProps) {
  const [error, setError] = useState<string[] | undefined>(['Le genre est obligatoire.']);
  return (
    <Field
      label="Genre"
      error={error}
      onErrorClear={() => {
        onErrorClear?.();
        setError(undefined);
      }}
    >
      <RadioGroup {...args} />
    </Field>
  );
}

/** The server's gender error is read with the group and cleared by a choice. */
export const ErrorClearedOnChange: Story = {
  args: { onErrorClear: fn() },
  render: (args) => <GenderField {...args} />,
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Genre' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Le genre est obligatoire.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Femme' }));
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

/** Long French labels and descriptions wrap inside their card. */
export const LongFrenchText: Story = {
  args: {
    variant: 'cards',
    options: [
      {
        value: 'yes',
        label: 'Oui, le développement personnel occupe une place essentielle dans ma vie',
        description:
          'Je lis, je suis des formations et je souhaite partager cette démarche avec mon ou ma partenaire.',
      },
      {
        value: 'no',
        label: 'Non, ce n’est pas une priorité pour le moment',
        description: 'Je reste ouvert à en discuter avec la bonne personne.',
      },
    ],
  },
  render: (args) => (
    <Field label="Quelle importance accordez-vous au développement personnel dans votre couple ?">
      <RadioGroup {...args} />
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
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
  },
};

/** The radios are the platform's own: a form reads the chosen value under the group's name. */
export const InAForm: Story = {
  args: { name: 'gender', defaultValue: 'male' },
  render: (args) => (
    <form
      aria-label="Profil"
      onSubmit={(event) => {
        event.preventDefault();
        const gender = new FormData(event.currentTarget).get('gender');
        event.currentTarget.dataset.sent = typeof gender === 'string' ? gender : '';
      }}
    >
      <Field label="Genre">
        <RadioGroup {...args} />
      </Field>
      <Button type="submit" className="mt-4">
        Enregistrer
      </Button>
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Non binaire' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByRole('form', { name: 'Profil' })).toHaveAttribute(
      'data-sent',
      'non_binary',
    );
  },
};
