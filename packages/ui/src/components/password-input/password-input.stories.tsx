import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { isPasswordValid, PasswordInput, type PasswordInputProps } from './password-input.tsx';

const meta = {
  title: 'Inputs/PasswordInput',
  component: PasswordInput,
  args: { onValueChange: fn() },
  render: (args) => (
    <Field label="Mot de passe">
      <PasswordInput {...args} />
    </Field>
  ),
  decorators: [
    (Story) => (
      <div className="w-80 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const ruleItem = (canvasElement: HTMLElement, rule: string) =>
  canvasElement.querySelector(`[data-slot="password-rule"][data-rule="${rule}"]`);

/** Sign-in: a masked input and its show/hide toggle, no checklist. */
export const SignIn: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'Secret123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Secret123');
    await expect(canvasElement.querySelector('[data-slot="password-rules"]')).toBeNull();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The toggle is a labelled pressed button: pressed shows the text, pressed again hides it. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'Secret123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mot de passe');
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAttribute('data-state', 'visible');
    await expect(input).toHaveValue('Secret123');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('data-state', 'hidden');
  },
};

/** Tab reaches the input then the toggle; Space toggles it and the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByLabelText('Mot de passe')).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Afficher le mot de passe' });
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  },
};

/** New password: every rule ticks as it is met, and each change is announced politely. */
export const RulesChecklist: Story = {
  args: { showRules: true },
  render: (args) => (
    <Field label="Nouveau mot de passe">
      <PasswordInput {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Nouveau mot de passe');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(/Votre mot de passe doit contenir/);
    for (const rule of ['length', 'uppercase', 'lowercase', 'digit']) {
      await expect(ruleItem(canvasElement, rule)).toHaveAttribute('data-state', 'unmet');
    }
    await expect(canvas.getByText('Au moins 8 caractères')).toBeVisible();

    await userEvent.type(input, 'a');
    await expect(ruleItem(canvasElement, 'lowercase')).toHaveAttribute('data-state', 'met');
    await expect(ruleItem(canvasElement, 'lowercase')).toHaveTextContent(
      'Une lettre minuscule (respecté)',
    );
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Critère respecté : Une lettre minuscule.');

    await userEvent.type(input, 'B');
    await expect(ruleItem(canvasElement, 'uppercase')).toHaveAttribute('data-state', 'met');
    await expect(status).toHaveTextContent('Critère respecté : Une lettre majuscule.');
    await userEvent.type(input, '3');
    await expect(ruleItem(canvasElement, 'digit')).toHaveAttribute('data-state', 'met');
    await expect(ruleItem(canvasElement, 'length')).toHaveAttribute('data-state', 'unmet');
    await expect(ruleItem(canvasElement, 'length')).toHaveTextContent('(manquant)');

    await userEvent.type(input, 'cdefg');
    await expect(ruleItem(canvasElement, 'length')).toHaveAttribute('data-state', 'met');
    await expect(status).toHaveTextContent(
      'Critère respecté : Au moins 8 caractères. Le mot de passe respecte toutes les règles.',
    );
    await expect(canvasElement.querySelector('[data-slot="password-input"]')).toHaveAttribute(
      'data-valid',
      'true',
    );

    // Deleting a character unticks the length rule again.
    await userEvent.type(input, '{Backspace}');
    await expect(ruleItem(canvasElement, 'length')).toHaveAttribute('data-state', 'unmet');
    await expect(status).toHaveTextContent('Critère manquant : Au moins 8 caractères.');
  },
};

/** Seven characters with every class miss only the length; the eighth completes it. */
export const SevenThenEightCharacters: Story = {
  args: { showRules: true, defaultValue: 'Abcdef1' },
  play: async ({ canvas, canvasElement }) => {
    const wrapper = canvasElement.querySelector('[data-slot="password-input"]');
    await expect(wrapper).toHaveAttribute('data-valid', 'false');
    await expect(ruleItem(canvasElement, 'length')).toHaveAttribute('data-state', 'unmet');
    await expect(ruleItem(canvasElement, 'digit')).toHaveAttribute('data-state', 'met');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'x');
    await expect(wrapper).toHaveAttribute('data-valid', 'true');
  },
};

function RegisterForm(args: PasswordInputProps) {
  const [password, setPassword] = useState('');
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <Field label="Mot de passe" required>
        <PasswordInput
          {...args}
          showRules
          value={password}
          onValueChange={(next) => {
            setPassword(next);
            args.onValueChange?.(next);
          }}
        />
      </Field>
      <Button type="submit" disabled={!isPasswordValid(password)}>
        Suivant
      </Button>
    </form>
  );
}

/** Registration: Next stays disabled until the password meets every rule. */
export const NextDisabledUntilValid: Story = {
  render: (args) => <RegisterForm {...args} />,
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Suivant' });
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'motdepasse1');
    await expect(next).toBeDisabled();
    await userEvent.clear(canvas.getByLabelText('Mot de passe'));
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'Motdepasse1');
    await expect(next).toBeEnabled();
  },
};

function ServerError(args: PasswordInputProps) {
  const [error, setError] = useState<string[] | undefined>([
    'Le mot de passe actuel est incorrect.',
    'Réessayez.',
  ]);
  return (
    <Field
      label="Mot de passe actuel"
      error={error}
      onErrorClear={() => {
        setError(undefined);
        args.onErrorClear?.();
      }}
    >
      <PasswordInput {...args} />
    </Field>
  );
}

/** Password change: the server's 422 shows its first message and clears on the next edit. */
export const ServerErrorClearedOnEdit: Story = {
  args: { onErrorClear: fn() },
  render: (args) => <ServerError {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('Mot de passe actuel');
    await expect(input).toBeInvalid();
    await expect(canvas.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
    await expect(canvas.queryByText('Réessayez.')).not.toBeInTheDocument();
    await userEvent.type(input, 'x');
    await expect(args.onErrorClear).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(input).not.toBeInvalid());
  },
};

export const InEnglish: Story = {
  args: { showRules: true, defaultValue: 'password' },
  globals: { locale: 'en' },
  render: (args) => (
    <Field label="New password">
      <PasswordInput {...args} />
    </Field>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByText('Your password must contain:')).toBeVisible();
    await expect(ruleItem(canvasElement, 'length')).toHaveTextContent(
      'At least 8 characters (met)',
    );
    await expect(ruleItem(canvasElement, 'uppercase')).toHaveTextContent(
      'An uppercase letter (missing)',
    );
    await userEvent.type(canvas.getByLabelText('New password'), 'X');
    await expect(canvas.getByRole('status')).toHaveTextContent('Rule met: An uppercase letter.');
  },
};

/** Long French label and help in a narrow column: the checklist wraps, the toggle stays inside. */
export const LongFrenchText: Story = {
  args: { showRules: true },
  render: (args) => (
    <Field
      label="Choisissez un nouveau mot de passe pour protéger votre compte"
      description="Évitez de réutiliser un mot de passe que vous utilisez déjà sur un autre site."
    >
      <PasswordInput {...args} />
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
    await expect(
      canvas.getByLabelText('Choisissez un nouveau mot de passe pour protéger votre compte'),
    ).toHaveAccessibleDescription(/Évitez de réutiliser/);
    await expect(canvas.getByText('Une lettre majuscule')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Secret123' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Mot de passe')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toBeDisabled();
  },
};
