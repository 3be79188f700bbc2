import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { ShareProfileDialog } from './share-profile-dialog.tsx';

const URL = 'https://app.example.com/share/member/1042?signature=3f9a1c';

type Props = ComponentProps<typeof ShareProfileDialog>;

/** The profile's share action opens the dialog, as the app does from the ⋯ menu. */
function SharePage(args: Props) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        variant="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        Partager
      </Button>
      <ShareProfileDialog
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
  title: 'Members/ShareProfileDialog',
  component: ShareProfileDialog,
  args: {
    open: false,
    onOpenChange: fn(),
    firstName: 'Camille',
    state: { status: 'ready', url: URL },
    copy: fn(async () => {
      await Promise.resolve();
    }),
    onCopy: fn(),
  },
  render: SharePage,
} satisfies Meta<typeof ShareProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: { getByRole: typeof screen.getByRole }, name = 'Partager') {
  const opener = canvas.getByRole('button', { name });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog') };
}

/**
 * The link is ready: the dialog says it is valid for 3 days, shows it read-only, and the copy button
 * says 'Lien copié !' after a copy. Escape closes it and focus returns to the share button.
 */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Partager le profil de Camille');
    await expect(dialog).toHaveAccessibleDescription(
      'Toute personne qui a ce lien peut voir le profil, sans pouvoir interagir. Il est valide pendant 3 jours.',
    );
    const field = within(dialog).getByRole('textbox', { name: 'Lien du profil' });
    await expect(field).toHaveValue(URL);
    await expect(field).toHaveAttribute('readonly');
    const copy = within(dialog).getByRole('button', { name: 'Copier le lien' });
    await userEvent.click(copy);
    await expect(args.copy).toHaveBeenCalledWith(URL);
    await waitFor(() => expect(copy).toHaveAccessibleName('Lien copié !'));
    await expect(args.onCopy).toHaveBeenCalledWith(URL);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

/** Focus is trapped: Tab cycles through the link, the copy button and the close button only. */
export const KeyboardTrap: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    const field = within(dialog).getByRole('textbox', { name: 'Lien du profil' });
    const copy = within(dialog).getByRole('button', { name: 'Copier le lien' });
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.tab();
    await expect(copy).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** While the link is created: a spinner announced as 'Création du lien…', no field yet. */
export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Création du lien…');
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The request failed without a message: the default 'Le lien n’a pas pu être créé'. */
export const ErrorDefault: Story = {
  args: { state: { status: 'error' } },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Le lien n’a pas pu être créé',
    );
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The server's message replaces the default. */
export const ErrorFromServer: Story = {
  args: {
    state: { status: 'error', message: 'Ce profil ne peut pas être partagé pour le moment.' },
  },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Ce profil ne peut pas être partagé pour le moment.',
    );
    await expect(within(dialog).queryByText('Le lien n’a pas pu être créé')).toBeNull();
  },
};

/** The link arrives while the dialog is open (loading, then ready). */
export const LoadingThenReady: Story = {
  render: function Flow(args) {
    const [open, setOpen] = useState(false);
    const [url, setUrl] = useState<string | null>(null);
    return (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true);
            setTimeout(() => {
              setUrl(URL);
            }, 50);
          }}
        >
          Partager
        </Button>
        <ShareProfileDialog
          {...args}
          open={open}
          onOpenChange={setOpen}
          state={url ? { status: 'ready', url } : { status: 'loading' }}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    const field = await within(dialog).findByRole('textbox', { name: 'Lien du profil' });
    await expect(field).toHaveValue(URL);
    await expect(dialog).not.toHaveAttribute('aria-busy');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: function English(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button
          variant="outline"
          onClick={() => {
            setOpen(true);
          }}
        >
          Share
        </Button>
        <ShareProfileDialog {...args} open={open} onOpenChange={setOpen} />
      </>
    );
  },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas, 'Share');
    await expect(dialog).toHaveAccessibleName('Share Camille’s profile');
    await expect(dialog).toHaveAccessibleDescription(/valid for 3 days/);
    await expect(within(dialog).getByRole('textbox', { name: 'Profile link' })).toHaveValue(URL);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Link copied!' })).toBeInTheDocument(),
    );
  },
};

/** In English, the default error. */
export const InEnglishError: Story = {
  globals: { locale: 'en' },
  args: { state: { status: 'error' } },
  render: InEnglish.render,
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas, 'Share');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The link could not be created',
    );
  },
};
