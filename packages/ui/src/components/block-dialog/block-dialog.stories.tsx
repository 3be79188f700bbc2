import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { BlockDialog } from './block-dialog.tsx';

type Props = ComponentProps<typeof BlockDialog>;

function BlockPage(args: Props) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        Ouvrir
      </Button>
      <BlockDialog
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
  title: 'Members/BlockDialog',
  component: BlockDialog,
  args: { open: false, onOpenChange: fn(), firstName: 'Camille', mode: 'block', onConfirm: fn() },
  render: BlockPage,
} satisfies Meta<typeof BlockDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: { getByRole: typeof screen.getByRole }) {
  const opener = canvas.getByRole('button', { name: 'Ouvrir' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('alertdialog') };
}

/** Blocking says what it does; focus starts on Cancel; the danger button confirms and closes. */
export const Block: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Bloquer Camille ?');
    await expect(dialog).toHaveAccessibleDescription(
      'Camille ne pourra plus vous trouver dans la recherche ni vous écrire, et cette personne n’en sera pas informée. Vous pourrez la débloquer à tout moment.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus(),
    );
    const confirm = within(dialog).getByRole('button', { name: 'Bloquer' });
    await expect(confirm).toHaveAttribute('data-variant', 'danger');
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Unblocking: its own title and message; Escape cancels without confirming. */
export const Unblock: Story = {
  args: { mode: 'unblock' },
  play: async ({ args, canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Débloquer Camille ?');
    await expect(dialog).toHaveAccessibleDescription(
      'Camille pourra de nouveau vous trouver dans la recherche et vous écrire.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Débloquer' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Settles the confirming story's request when the play function says so. */
let releaseBlock: () => void = () => undefined;

/** A promise keeps the dialog busy (Escape does nothing) until it resolves, then it closes. */
export const Confirming: Story = {
  args: {
    onConfirm: fn(
      () =>
        new Promise<void>((resolve) => {
          releaseBlock = resolve;
        }),
    ),
  },
  play: async ({ args, canvas }) => {
    const { dialog } = await openDialog(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bloquer' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    releaseBlock();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** `pending`: the confirm button spins and Escape does not close. */
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
    await expect(dialog).toHaveAccessibleName('Block Sam?');
    await expect(dialog).toHaveAccessibleDescription(/will not be told/);
    await expect(within(dialog).getByRole('button', { name: 'Block' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

export const InEnglishUnblock: Story = {
  globals: { locale: 'en' },
  args: { firstName: 'Sam', mode: 'unblock' },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Unblock Sam?');
    await expect(within(dialog).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  },
};
