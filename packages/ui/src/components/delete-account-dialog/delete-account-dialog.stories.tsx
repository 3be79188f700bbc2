import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { DeleteAccountDialog } from './delete-account-dialog';

const meta = {
  title: 'Overlays/DeleteAccountDialog',
  component: DeleteAccountDialog,
  args: {
    trigger: <Button variant="outline">Supprimer mon compte</Button>,
    onPause: fn(),
    onDelete: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof DeleteAccountDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
  return screen.findByRole('alertdialog', { name: 'Supprimer votre compte?' });
};

/** The dialog explains the deletion, offers the pause; focus starts on Cancel. */
export const Offer: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    await expect(dialog).toHaveAccessibleDescription(/La suppression est définitive/);
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(
      within(dialog).getByRole('button', { name: 'Supprimer définitivement' }),
    ).toHaveAttribute('data-variant', 'danger');
    await expect(args.onPause).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Pausing instead calls `onPause` only, then closes. */
export const PauseInstead: Story = {
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre en pause plutôt' }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** Deleting keeps the dialog busy until the promise settles: both choices are locked meanwhile. */
export const DeleteBusy: Story = {
  args: {
    onDelete: fn(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(resolve, 300);
        }),
    ),
  },
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(dialog).getByRole('button', { name: 'Mettre en pause plutôt' }),
    ).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onPause).not.toHaveBeenCalled();
  },
};

/** A failed deletion leaves the dialog open (the app shows the error). */
export const DeleteFails: Story = {
  args: { onDelete: fn(() => Promise.reject(new Error('500'))) },
  play: async ({ args }) => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer définitivement' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};
