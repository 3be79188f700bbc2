import { useState, type ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { routerLinkFor } from '../../stories/router-link.tsx';
import { Button } from '../button';
import { RegisterPromptDialog } from './register-prompt-dialog.tsx';

type Props = ComponentProps<typeof RegisterPromptDialog>;

const onNavigate = fn();
const RouterLink = routerLinkFor(onNavigate);

function VisitorPage(args: Props) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Message
      </Button>
      <RegisterPromptDialog
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
  title: 'Members/RegisterPromptDialog',
  component: RegisterPromptDialog,
  args: { open: false, onOpenChange: fn(), registerHref: '/onboarding' },
  render: VisitorPage,
} satisfies Meta<typeof RegisterPromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvas: { getByRole: typeof screen.getByRole }) {
  const opener = canvas.getByRole('button', { name: 'Message' });
  await userEvent.click(opener);
  return { opener, dialog: await screen.findByRole('dialog') };
}

/** A visitor who tries to write is invited to join; the join link goes to onboarding. */
export const Invite: Story = {
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Inscrivez-vous pour écrire');
    await expect(dialog).toHaveAccessibleDescription(/rejoignez-nous/);
    const join = within(dialog).getByRole('link', { name: 'Je m’inscris' });
    await expect(join).toHaveAttribute('href', '/onboarding');
  },
};

/** Named, with the app's router link: choosing join navigates without leaving the page. */
export const WithRouterLink: Story = {
  args: {
    firstName: 'Camille',
    renderLink: ({ href, className, children }) => (
      <RouterLink to={href} className={className}>
        {children}
      </RouterLink>
    ),
  },
  play: async ({ canvas }) => {
    onNavigate.mockClear();
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Inscrivez-vous pour écrire à Camille');
    const join = within(dialog).getByRole('link', { name: 'Je m’inscris' });
    await expect(join).toHaveAttribute('data-router-link');
    await userEvent.click(join);
    await expect(onNavigate).toHaveBeenCalledWith('/onboarding');
  },
};

/** Keyboard: focus is trapped among later, join and close; Escape closes and focus returns. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const { opener, dialog } = await openDialog(canvas);
    const later = within(dialog).getByRole('button', { name: 'Plus tard' });
    const join = within(dialog).getByRole('link', { name: 'Je m’inscris' });
    const close = within(dialog).getByRole('button', { name: 'Fermer' });
    await waitFor(() => expect(later).toHaveFocus());
    await userEvent.tab();
    await expect(join).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(later).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener).toHaveFocus();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { firstName: 'Sam' },
  play: async ({ canvas }) => {
    const { dialog } = await openDialog(canvas);
    await expect(dialog).toHaveAccessibleName('Join to write to Sam');
    await expect(within(dialog).getByRole('link', { name: 'Join now' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    await expect(within(dialog).getByRole('button', { name: 'Later' })).toBeInTheDocument();
  },
};
