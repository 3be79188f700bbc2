import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Avatar } from './avatar.tsx';
import { pictures } from './fixtures';

function avatarOf(canvasElement: HTMLElement): HTMLElement {
  const avatar = canvasElement.querySelector<HTMLElement>('[data-slot="avatar"]');
  if (!avatar) throw new Error('no avatar');
  return avatar;
}

const meta = {
  title: 'Members/Avatar',
  component: Avatar,
  args: {
    src: pictures.camille,
    name: 'Camille',
    size: 150,
    member: { subscribed: true, galleryReviewStatus: 'done' },
  },
  argTypes: {
    size: { control: 'select', options: [40, 64, 150, 400] },
    shape: { control: 'select', options: ['circle', 'rounded', 'square'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subscribed member in good standing: the picture, no overlay, no blur. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Photo de Camille' })).toBeVisible();
    const avatar = avatarOf(canvasElement);
    await expect(avatar).not.toHaveAttribute('data-overlay');
    await expect(avatar).not.toHaveAttribute('data-blurred');
    await expect(avatar).toHaveAttribute('data-size', '150');
    // Off screen until scrolled near: fetched then, as a low priority.
    const picture = canvas.getByRole('img', { name: 'Photo de Camille' });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect(picture).not.toHaveAttribute('fetchpriority');
  },
};

/** Among a page's first and largest pictures (the search grid's first row): fetched at once, first. */
export const FirstRowPicture: Story = {
  args: { size: 400, shape: 'square', priority: true },
  play: async ({ canvas }) => {
    const picture = canvas.getByRole('img', { name: 'Photo de Camille' });
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
  },
};

/** Sizes 40 and 64 for lists, 150 and 400 for cards and profiles. */
export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-end gap-4">
      <Avatar {...args} size={40} />
      <Avatar {...args} size={64} />
      <Avatar {...args} size={150} shape="rounded" />
      <Avatar {...args} size={400} shape="rounded" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = [...canvasElement.querySelectorAll('[data-slot="avatar"]')].map((node) =>
      node.getAttribute('data-size'),
    );
    await expect(sizes).toEqual(['40', '64', '150', '400']);
    const widths = [...canvasElement.querySelectorAll('[data-slot="avatar"]')].map(
      (node) => node.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([40, 64, 150, 400]);
  },
};

/** No picture: a placeholder with a text alternative. */
export const NoPicture: Story = {
  args: { src: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Pas de photo pour Camille' })).toBeVisible();
  },
};

/** Deleted comes first and hides the member's picture, even if they were also paused. */
export const Deleted: Story = {
  args: { size: 400, name: null, member: { deleted: true, paused: true, subscribed: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil supprimé')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Pas de photo' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /^Photo/ })).toBeNull();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-overlay', 'deleted');
  },
};

/** Unavailable comes second, over every subscription state. */
export const Unavailable: Story = {
  args: { size: 400, name: null, member: { unavailable: true, subscribed: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil indisponible')).toBeVisible();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-overlay', 'unavailable');
  },
};

/** Suspended beats paused; the picture is strongly blurred above 100 px. */
export const Suspended: Story = {
  args: { size: 400, member: { subscribed: true, suspended: true, paused: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil suspendu')).toBeVisible();
    const avatar = avatarOf(canvasElement);
    await expect(avatar).toHaveAttribute('data-overlay', 'suspended');
    await expect(avatar).toHaveAttribute('data-blurred', 'true');
    await expect(avatar).toHaveAttribute('data-blur', 'strong');
  },
};

/** Paused at 400 px: the state is written out (above 200 px). */
export const Paused: Story = {
  args: { size: 400, member: { subscribed: true, paused: true, galleryReviewStatus: 'pending' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil en pause')).toBeVisible();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-overlay', 'paused');
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-blurred', 'true');
  },
};

/** At 150 px the state is an icon with an accessible label, and the blur is still strong. */
export const PausedAt150ShowsAnIcon: Story = {
  args: { size: 150, member: { subscribed: true, paused: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Profil en pause' })).toBeVisible();
    await expect(canvas.queryByText('Profil en pause')).toBeNull();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-blur', 'strong');
  },
};

/** At 64 px (100 px and below) the blur is soft. */
export const PausedAt64HasASoftBlur: Story = {
  args: { size: 64, member: { subscribed: true, paused: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Profil en pause' })).toBeVisible();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-blur', 'soft');
  },
};

/** Gallery review not done: pictures pending validation, shown without blur. */
export const PendingGallery: Story = {
  args: { size: 400, member: { subscribed: true, galleryReviewStatus: 'pending' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Photos en attente de validation')).toBeVisible();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-overlay', 'pending');
    await expect(avatarOf(canvasElement)).not.toHaveAttribute('data-blurred');
  },
};

/** A member who is not subscribed shows unsubscribed, blurred, whatever else is set. */
export const Unsubscribed: Story = {
  args: { size: 400, member: { subscribed: false, suspended: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Abonnement inactif')).toBeVisible();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-overlay', 'unsubscribed');
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-blurred', 'true');
  },
};

/** Anonymous mode: blurred until the viewer reveals the picture; focus stays on the avatar. */
export const AnonymousModeReveal: Story = {
  args: { size: 400, anonymousMode: true, onReveal: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const avatar = avatarOf(canvasElement);
    await expect(canvas.getByText('Mode anonyme')).toBeVisible();
    await expect(avatar).toHaveAttribute('data-overlay', 'anonymous');
    await expect(avatar).toHaveAttribute('data-blurred', 'true');
    await userEvent.tab();
    const reveal = canvas.getByRole('button', { name: 'Révéler la photo de Camille' });
    await expect(reveal).toHaveFocus();
    await expect(getComputedStyle(reveal).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    await expect(avatar).not.toHaveAttribute('data-overlay');
    await expect(avatar).not.toHaveAttribute('data-blurred');
    await expect(avatar).toHaveAttribute('data-revealed', 'true');
    await expect(avatar).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Small sizes: the reveal button is an icon button labelled with the member's name. */
export const AnonymousModeAt64: Story = {
  args: { size: 64, anonymousMode: true, onReveal: fn() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Révéler la photo de Camille' }));
    await expect(avatarOf(canvasElement)).not.toHaveAttribute('data-blurred');
  },
};

/** Without `onReveal` there is no reveal button. */
export const AnonymousModeWithoutReveal: Story = {
  args: { size: 150, anonymousMode: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mode anonyme' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Reveal is not offered for a paused member, even in anonymous mode. */
export const NoRevealForAPausedMember: Story = {
  args: {
    size: 400,
    anonymousMode: true,
    onReveal: fn(),
    member: { subscribed: true, paused: true },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(avatarOf(canvasElement)).toHaveAttribute('data-overlay', 'paused');
  },
};

/** The member's own avatar is never blurred, but still shows its state. */
export const OwnAvatarIsNeverBlurred: Story = {
  args: {
    size: 400,
    isOwn: true,
    anonymousMode: true,
    member: { subscribed: true, paused: true },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Profil en pause')).toBeVisible();
    await expect(avatarOf(canvasElement)).not.toHaveAttribute('data-blurred');
    await expect(canvas.getByRole('img', { name: 'Photo de Camille' })).toBeVisible();
  },
};

/** The state texts can be overridden. */
export const CustomLabels: Story = {
  args: {
    size: 400,
    member: { subscribed: true, paused: true },
    overlayLabels: { paused: 'En pause jusqu’au 12 mai' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('En pause jusqu’au 12 mai')).toBeVisible();
  },
};

export const InEnglish: Story = {
  args: { size: 400, anonymousMode: true, onReveal: fn() },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Anonymous mode')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reveal Camille’s picture' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Camille’s picture' })).toBeVisible();
  },
};

export const PausedInEnglishAt40: Story = {
  args: { size: 40, member: { subscribed: true, paused: true } },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Profile paused' })).toBeVisible();
  },
};
