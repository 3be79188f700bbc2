import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmButton } from './confirm-button';

const meta = {
  title: 'Overlays/ConfirmButton',
  component: ConfirmButton,
  args: {
    variant: 'outline',
    children: 'Débloquer',
    'aria-label': 'Débloquer Camille',
    confirm: {
      title: 'Débloquer Camille ?',
      message: 'Camille pourra de nouveau voir votre profil et vous écrire.',
      confirmLabel: 'Débloquer',
      onConfirm: fn(),
      onCancel: fn(),
    },
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The button says it opens a dialog; a press opens the confirmation (its code loads on demand), named
 * by its title; Confirm acts, closes, and the focus is back on the button.
 */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Débloquer Camille' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Débloquer Camille ?' });
    await expect(dialog).toHaveAccessibleDescription(
      'Camille pourra de nouveau voir votre profil et vous écrire.',
    );
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Débloquer' }));
    await expect(args.confirm.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.confirm.onCancel).not.toHaveBeenCalled();
  },
};

/** By keyboard: Enter opens, Escape cancels without acting, the focus returns; it opens again. */
export const KeyboardCancelAndReopen: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Débloquer Camille' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Débloquer Camille ?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.confirm.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.confirm.onConfirm).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(
      await screen.findByRole('alertdialog', { name: 'Débloquer Camille ?' }),
    ).toBeInTheDocument();
  },
};

/**
 * The button keeps its own look and content (a ghost button with an icon); the confirmation has its
 * own variant and texts: a destructive action gets a red confirm button and a named cancel.
 */
export const DangerWithOwnLabels: Story = {
  args: {
    variant: 'ghost',
    size: 'sm',
    'aria-label': undefined,
    children: (
      <>
        <Trash2 aria-hidden="true" />
        Supprimer
      </>
    ),
    confirm: {
      variant: 'danger',
      title: 'Supprimer cette carte ?',
      message: 'La carte Visa se terminant par 4242 ne sera plus proposée au paiement.',
      confirmLabel: 'Supprimer la carte',
      cancelLabel: 'Garder la carte',
      onConfirm: fn(),
    },
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Supprimer' });
    await expect(button).toHaveAttribute('data-variant', 'ghost');
    await expect(button).toHaveAttribute('data-size', 'sm');
    await userEvent.click(button);
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette carte ?' });
    await expect(dialog).toHaveAttribute('data-variant', 'danger');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer la carte' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Garder la carte' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.confirm.onConfirm).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};
