import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import { VerifiedBadge } from './verified-badge.tsx';

const meta = {
  title: 'Members/VerifiedBadge',
  component: VerifiedBadge,
  argTypes: {
    kind: { control: 'inline-radio', options: ['member', 'picture'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof VerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An authenticated member: a check announced as 'Profil vérifié'. */
export const Member: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('img', { name: 'Profil vérifié' });
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-kind', 'member');
  },
};

/** A portrait or authenticated picture: the check sits on the photo. */
export const OnAPicture: Story = {
  args: { kind: 'picture', appearance: 'onPicture' },
  render: (args) => (
    <div className="relative w-40">
      <img src={pictures.sophie} alt="Sophie au bord du lac" className="rounded-lg" />
      <VerifiedBadge {...args} className="absolute top-2 right-2" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Photo vérifiée' })).toHaveAttribute(
      'data-kind',
      'picture',
    );
  },
};

/** With the label written out. */
export const WithLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Profil vérifié')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Profil vérifié' })).toBeVisible();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  render: (args) => (
    <div className="flex items-center gap-4">
      <VerifiedBadge {...args} />
      <VerifiedBadge {...args} kind="picture" showLabel />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Verified profile' })).toBeVisible();
    await expect(canvas.getByText('Verified picture')).toBeVisible();
  },
};
