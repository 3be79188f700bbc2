import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { SendFlowerDialog } from './send-flower-dialog.tsx';

type Props = ComponentProps<typeof SendFlowerDialog>;

function FlowerPage(args: Props) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        variant="accent"
        onClick={() => {
          setOpen(true);
        }}
      >
        Fleur
      </Button>
      <SendFlowerDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Members/SendFlowerDialog',
  component: SendFlowerDialog,
  args: { open: false, onOpenChange: fn(), firstName: 'Camille', onConfirm: fn() },
  render: FlowerPage,
} satisfies Meta<typeof SendFlowerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: { getByRole: typeof screen.getByRole }) {
  const opener = canvas.getByRole('button', { name: 'Fleur' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('alertdialog') };
}

/** One flower a day, and it opens a conversation: confirm sends and closes. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Envoyer une fleur à Camille ?');
    await expect(dialog).toHaveAccessibleDescription(
      'Vous pouvez offrir une fleur par jour. Elle ouvre une conversation avec Camille, qui pourra vous répondre.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la fleur' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Cancel (focused first) sends nothing. */
export const Cancel: Story = {
  play: async ({ args, canvas }) => {
    const { dialog } = await openDialog(canvas);
    const cancel = within(dialog).getByRole('button', { name: 'Annuler' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A failed send (already sent today) keeps the dialog open for the app's message. */
export const Failed: Story = {
  args: {
    onConfirm: fn(async () => {
      await Promise.resolve();
      throw new Error('ALREADY_SENT_FLOWER_TODAY');
    }),
  },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la fleur' }));
    await waitFor(() => expect(dialog).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { firstName: 'Sam' },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Send a flower to Sam?');
    await expect(dialog).toHaveAccessibleDescription(/one flower a day/);
    await expect(
      within(dialog).getByRole('button', { name: 'Send the flower' }),
    ).toBeInTheDocument();
  },
};
