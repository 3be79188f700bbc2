import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import { Button } from '../button';
import { ProfileHeader, type ProfileHeaderProps } from './profile-header';

const now = new Date('2025-06-15T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

/** Keeps the favourite as the app would (optimistically), and reports each change. */
function StatefulHeader({
  favorite: initial = false,
  onFavoriteChange,
  ...props
}: ProfileHeaderProps) {
  const [favorite, setFavorite] = useState(initial);
  return (
    <ProfileHeader
      {...props}
      favorite={favorite}
      onFavoriteChange={
        onFavoriteChange
          ? (next) => {
              onFavoriteChange(next);
              setFavorite(next);
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Members/ProfileHeader',
  component: ProfileHeader,
  args: {
    firstName: 'Camille',
    age: 34,
    city: 'Montréal',
    distance: 12,
    lastActivity: hoursAgo(3),
    now,
    verified: true,
    avatarSrc: pictures.camille,
    member: { subscribed: true, galleryReviewStatus: 'done' },
    title: 'Amoureuse des randonnées et des bons livres',
    favorite: false,
    onFavoriteChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-full max-w-3xl">
        <Story />
      </div>
    ),
  ],
  render: (args) => <StatefulHeader {...args} />,
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name and age as the page heading, the verified check, city, distance, last activity and the title. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Camille, 34 ans' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Camille, 34 ans' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Profil vérifié' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Photo de Camille' })).toBeVisible();
    await expect(canvas.getByText('Montréal')).toBeVisible();
    await expect(canvas.getByText('12 km')).toBeVisible();
    await expect(canvas.getByText('il y a 3 heures')).toBeVisible();
    await expect(canvas.getByText('Amoureuse des randonnées et des bons livres')).toBeVisible();
  },
};

/** The favourite toggle says what it will do, and reports the new state. */
export const FavoriteToggle: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter aux favoris' }));
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(true);
    const remove = canvas.getByRole('button', { name: 'Retirer des favoris' });
    await expect(remove).toHaveAttribute('data-state', 'on');
    await userEvent.click(remove);
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toBeVisible();
  },
};

/** More actions (the profile menu) sit after the favourite toggle; keyboard reaches both in order. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button type="button" variant="ghost">
        Plus d’actions
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Plus d’actions' })).toHaveFocus();
  },
};

/** Own profile preview: the toggle shows but is disabled; one's own avatar is never blurred. */
export const OwnPreview: Story = {
  args: { interactionsDisabled: true, isOwn: true, member: { subscribed: true, paused: true } },
  play: async ({ args, canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Ajouter aux favoris' });
    await expect(toggle).toBeDisabled();
    await expect(args.onFavoriteChange).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('[data-slot="profile-header"]')).toHaveAttribute(
      'data-interactions',
      'disabled',
    );
    await expect(canvasElement.querySelector('[data-blur="strong"]')).toBeNull();
  },
};

/** A paused member: the avatar's state overlay, and no distance without a reference location. */
export const PausedMember: Story = {
  args: { member: { subscribed: true, paused: true }, distance: null, verified: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profil en pause' })).toBeInTheDocument();
    await expect(canvas.queryByText(/km$/)).toBeNull();
    await expect(canvas.queryByRole('img', { name: 'Profil vérifié' })).toBeNull();
  },
};

/** The share page: coarse last activity, the distance capped at 200 km, no actions. */
export const Public: Story = {
  args: {
    lastActivityVariant: 'public',
    lastActivity: hoursAgo(20),
    distance: 640,
    onFavoriteChange: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('il y a moins de 24 h')).toBeVisible();
    await expect(canvas.getByText('200+ km')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { lastActivityVariant: 'public', lastActivity: hoursAgo(24 * 9), favorite: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Camille, 34' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Verified profile' })).toBeVisible();
    await expect(canvas.getByText('more than a week ago')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from favourites' }));
    await expect(args.onFavoriteChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  },
};
