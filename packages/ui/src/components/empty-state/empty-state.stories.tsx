import { Heart, Inbox, Search } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <Heart />,
    title: 'Aucun favori pour le moment',
    description: 'Ajoutez des membres à vos favoris pour les retrouver ici.',
  },
  argTypes: { size: { control: 'select', options: ['sm', 'md'] } },
  decorators: [
    (Story) => (
      <div className="w-[min(32rem,100vw)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icon (decorative), title and text, without an action. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Aucun favori pour le moment' }),
    ).toBeInTheDocument();
    await expect(
      canvas.getByText('Ajoutez des membres à vos favoris pour les retrouver ici.'),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="empty-state-icon"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The empty priority inbox links to the search. */
export const WithAction: Story = {
  args: {
    icon: <Inbox />,
    title: 'Aucune conversation prioritaire',
    description: 'Lancez la conversation avec un membre qui vous plaît.',
    action: (
      <Button asChild>
        <a href="#member-search">Rechercher des membres</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Rechercher des membres' })).toHaveAttribute(
      'href',
      '#member-search',
    );
  },
};

/** The end of the search list: a button reopens the filters. */
export const EndOfListWithButton: Story = {
  args: {
    icon: <Search />,
    size: 'sm',
    bordered: true,
    headingLevel: 3,
    title: 'Vous avez vu tous les profils',
    description: 'Élargissez vos filtres pour découvrir d’autres membres.',
    action: <Button variant="outline">Modifier les filtres</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(
      'Vous avez vu tous les profils',
    );
    const button = canvas.getByRole('button', { name: 'Modifier les filtres' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button.closest('[data-slot="empty-state"]')).toHaveAttribute('data-size', 'sm');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'No favourites yet',
    description: 'Add members to your favourites to find them here.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  args: {
    icon: <Inbox />,
    title: 'Aucune conversation dans votre boîte de réception secondaire',
    description:
      'Les conversations qui correspondent à vos règles de boîte de réception secondaire apparaîtront ici. Vous pouvez modifier ces règles à tout moment depuis vos paramètres.',
    action: (
      <Button asChild variant="outline">
        <a href="#secondary-rules">Modifier les règles de la boîte secondaire</a>
      </Button>
    ),
  },
};
