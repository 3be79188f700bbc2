import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BlockedMembersList, type BlockedMember } from './blocked-members-list.tsx';

const members: BlockedMember[] = [
  { blockId: 11, firstName: 'Léa', href: '/member/profile/4' },
  { blockId: 12, firstName: 'Jean-Philippe-Alexandre' },
  { blockId: 13, firstName: 'Sophie', href: '/member/profile/9' },
];

const meta = {
  title: 'Account/BlockedMembersList',
  component: BlockedMembersList,
  args: { members, onUnblock: fn(() => Promise.resolve()) },
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlockedMembersList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each blocked member with an unblock button; a profile link only when the profile may be opened. */
export const List: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Membres bloqués' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Léa' })).toHaveAttribute(
      'href',
      '/member/profile/4',
    );
    await expect(canvas.queryByRole('link', { name: 'Jean-Philippe-Alexandre' })).toBeNull();
    await expect(canvas.getByText('Jean-Philippe-Alexandre')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Débloquer / })).toHaveLength(3);
  },
};

/** Unblock asks first; confirming calls `onUnblock` with the member, then the dialog closes. */
export const UnblockConfirmed: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Débloquer Léa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Débloquer Léa?' });
    await expect(args.onUnblock).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Débloquer' }));
    await expect(args.onUnblock).toHaveBeenCalledWith(members[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** A failed unblock keeps the dialog open (the app shows the error); cancel then closes it. */
export const UnblockFailed: Story = {
  args: { onUnblock: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Débloquer Sophie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Débloquer Sophie?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Débloquer' }));
    await expect(args.onUnblock).toHaveBeenCalledTimes(1);
    // It stays open (visible once its opening transition is over).
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Empty: Story = {
  args: { members: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucun membre bloqué' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { members: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des membres bloqués…');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** A phone (390 px): names wrap, the button stays reachable. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div className="w-[358px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Débloquer Jean-Philippe-Alexandre' }),
    ).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Blocked members' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unblock Léa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unblock Léa?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
