import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Annuler le renouvellement automatique ?',
    message: 'Votre abonnement restera actif jusqu’au 20 septembre.',
    trigger: <Button variant="outline">Annuler le renouvellement</Button>,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  argTypes: { variant: { control: 'select', options: ['default', 'danger'] } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/** An alert dialog named by its title; focus starts on Cancel; Confirm calls `onConfirm` and closes. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler le renouvellement' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Annuler le renouvellement automatique ?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Votre abonnement restera actif jusqu’au 20 septembre.',
    );
    await expect(dialog).toHaveAttribute('data-variant', 'default');
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmer' });
    await expect(confirm).toHaveAttribute('data-variant', 'primary');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Cancel calls `onCancel`, closes, and focus returns to the trigger. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Annuler le renouvellement' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

/** Escape cancels and focus returns; a click outside does nothing (alert dialog). */
export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Annuler le renouvellement' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    const overlay = document.querySelector<HTMLElement>('[data-slot="confirm-dialog-overlay"]');
    if (overlay) await userEvent.click(overlay);
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** Destructive actions (block, delete a picture) get a red confirm button. */
export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Supprimer cette photo ?',
    message:
      'Votre album ne serait plus complet : il faut un portrait et une photo validée ou authentifiée.',
    confirmLabel: 'Supprimer',
    trigger: <Button variant="danger">Supprimer la photo</Button>,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer la photo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer cette photo ?' });
    await expect(dialog).toHaveAttribute('data-variant', 'danger');
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/**
 * `onConfirm` returns a promise: the confirm button shows 'Chargement…', nothing can close the dialog
 * until it resolves, then it closes.
 */
export const LoadingWhileConfirming: Story = {
  args: {
    variant: 'danger',
    title: 'Bloquer Camille ?',
    message: 'Camille ne pourra plus vous écrire ni voir votre profil.',
    confirmLabel: 'Bloquer',
    trigger: <Button variant="outline">Bloquer</Button>,
    onConfirm: fn(() => wait(400)),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bloquer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bloquer Camille ?' });
    const confirm = within(dialog).getByRole('button', { name: /Bloquer/ });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toHaveAttribute('data-loading', 'true'));
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement…');
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** When the action fails the dialog stays open and usable, so the member can retry or cancel. */
export const FailedConfirmStaysOpen: Story = {
  args: {
    title: 'Mettre votre compte en pause ?',
    message: 'Votre profil sera masqué et vous ne recevrez plus de messages.',
    confirmLabel: 'Mettre en pause',
    trigger: <Button variant="outline">Pause</Button>,
    onConfirm: fn(async () => {
      await wait(100);
      throw new Error('Réseau indisponible');
    }),
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Mettre en pause' });
    await userEvent.click(confirm);
    await waitFor(() => expect(dialog).toHaveAttribute('data-loading', 'true'));
    await waitFor(() => expect(dialog).not.toHaveAttribute('data-loading'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await expect(confirm).toBeEnabled();
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Controlled by the app: `open` and `loading` come from its state. */
export const ControlledLoading: Story = {
  args: { trigger: undefined, closeOnConfirm: false },
  render: function Controlled(args) {
    const [open, setOpen] = useState(false);
    const [loading, setLoading] = useState(false);
    return (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true);
          }}
        >
          Annuler le renouvellement
        </Button>
        <ConfirmDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          loading={loading}
          onConfirm={() => {
            args.onConfirm?.();
            setLoading(true);
            setTimeout(() => {
              setLoading(false);
              setOpen(false);
            }, 300);
          }}
        />
      </>
    );
  },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Annuler le renouvellement' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).toHaveAttribute('data-loading', 'true'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'Cancel automatic renewal?',
    message: 'Your subscription stays active until September 20.',
    trigger: <Button variant="outline">Cancel renewal</Button>,
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel renewal' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel automatic renewal?' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const LongFrenchText: Story = {
  args: {
    variant: 'danger',
    title: 'Supprimer définitivement votre compte et toutes vos conversations ?',
    message:
      'Cette action est irréversible : votre profil, vos photos, votre présentation audio et l’ensemble de vos conversations seront supprimés. Vous pouvez plutôt mettre votre compte en pause pour le masquer temporairement.',
    confirmLabel: 'Supprimer définitivement mon compte',
    cancelLabel: 'Conserver mon compte',
    trigger: <Button variant="danger">Supprimer mon compte</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conserver mon compte' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
