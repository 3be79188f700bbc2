import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../button';
import { PageHeader } from './page-header';

const meta = {
  title: 'Layout/PageHeader',
  component: PageHeader,
  args: {
    title: 'Recherche',
    subtitle: 'Découvrez des célibataires qui partagent vos valeurs.',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title is the page's one level-1 heading, the subtitle under it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible();
    await expect(
      canvas.getByText('Découvrez des célibataires qui partagent vos valeurs.'),
    ).toBeVisible();
  },
};

/** An action beside the title (the search's learn-more link), reachable by keyboard. */
export const WithActions: Story = {
  args: {
    actions: <Button variant="link">Comment fonctionne la recherche?</Button>,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: 'Comment fonctionne la recherche?' }),
    ).toHaveFocus();
  },
};

/** English copy, centred (the favourites' empty page). */
export const EnglishCentered: Story = {
  args: {
    title: 'My favourites',
    subtitle: 'The members you added to your favourites.',
    align: 'center',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'My favourites' })).toBeVisible();
  },
};
