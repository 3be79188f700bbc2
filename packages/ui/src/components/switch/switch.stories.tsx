import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Switch, type SwitchProps } from './switch.tsx';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Mode anonyme', onCheckedChange: fn() },
  argTypes: { size: { control: 'select', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div className="w-96 max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label toggles the switch. */
export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mode anonyme' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('Mode anonyme'));
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('data-state', 'checked');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Messages prioritaires',
    description: 'Recevoir un courriel quand un membre vous écrit dans votre boîte prioritaire.',
    defaultChecked: true,
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Messages prioritaires' });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(
      'Recevoir un courriel quand un membre vous écrit dans votre boîte prioritaire.',
    );
  },
};

/** While the change is saved the switch keeps focus, refuses changes and announces 'Enregistrement…'. */
export const Pending: Story = {
  args: { pending: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mode anonyme' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveAttribute('aria-disabled', 'true');
    await expect(toggle).toHaveAttribute('data-pending', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Enregistrement…');
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const PendingInEnglish: Story = {
  args: { pending: true, label: 'Anonymous mode' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving…');
  },
};

function SavingSwitch({ onCheckedChange, ...args }: SwitchProps) {
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <Switch
      {...args}
      checked={checked}
      pending={pending}
      onCheckedChange={(next) => {
        onCheckedChange?.(next);
        setChecked(next);
        setPending(true);
        // The server refuses: the switch goes back to where it was.
        setTimeout(() => {
          setChecked(!next);
          setPending(false);
        }, 150);
      }}
    />
  );
}

/** A failed save: pending while the request runs, then the app reverts the switch. */
export const RevertsWhenSaveFails: Story = {
  args: { label: 'Profil visible' },
  render: (args) => <SavingSwitch {...args} />,
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Profil visible' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(toggle).not.toHaveAttribute('aria-busy'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Mode anonyme' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Switch {...args} size="sm" label="Petit" />
      <Switch {...args} size="md" label="Moyen" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Petit' })).toHaveAttribute('data-size', 'sm');
  },
};

/** Space toggles the focused switch; the focus ring shows. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Mode anonyme' });
    await expect(toggle).toHaveFocus();
    await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** A long French label and description wrap; the switch stays on the right. */
export const LongFrenchText: Story = {
  args: {
    label: 'Autoriser les appels vidéo avec les membres qui m’ont déjà écrit',
    description:
      'Les deux personnes doivent donner leur accord avant qu’un appel vidéo puisse commencer.',
  },
  decorators: [
    (Story) => (
      <div className="w-64">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Autoriser les appels vidéo/ })).toBeVisible();
  },
};
