import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { DailyQuote } from './daily-quote.tsx';
import { routerLinkFor } from '../../stories/router-link.tsx';

const onNavigate = fn();

/** Stands in for the app's router link. */
const RouterLink = routerLinkFor(onNavigate);

const meta = {
  title: 'Content/DailyQuote',
  component: DailyQuote,
  args: {
    quote: {
      text: 'Le bonheur n’est pas une destination, c’est une façon de voyager.',
      author: null,
      author_type: 'member',
      member: { id: 42, user: { first_name: 'Camille' } },
    },
    renderMemberLink: ({ memberId, ...props }) => (
      <RouterLink to={`/member/profile/${String(memberId)}`} {...props} />
    ),
  },
  decorators: [
    (Story) => (
      <footer className="w-[36rem] max-w-full border-t border-border bg-surface px-6 py-8">
        <Story />
      </footer>
    ),
  ],
} satisfies Meta<typeof DailyQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member's quote: their first name links to their profile. */
export const ByAMember: Story = {
  play: async ({ canvas, canvasElement }) => {
    onNavigate.mockClear();
    const figure = canvas.getByRole('figure', { name: 'Citation du jour' });
    await expect(figure).toHaveAttribute('data-author', 'member');
    await expect(canvas.getByText(/Le bonheur n’est pas une destination/)).toHaveTextContent(
      '« Le bonheur n’est pas une destination, c’est une façon de voyager. »',
    );
    const link = canvas.getByRole('link', { name: 'Camille' });
    await expect(link).toHaveAttribute('href', '/member/profile/42');
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(/^Camille$/);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/member/profile/42');
  },
};

/** An unknown author: 'Inconnu', no link. */
export const UnknownAuthor: Story = {
  args: {
    quote: {
      text: 'Aimer, ce n’est pas se regarder l’un l’autre, c’est regarder ensemble dans la même direction.',
      author: null,
      author_type: 'unknown',
      member: null,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure')).toHaveAttribute('data-author', 'unknown');
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(/^Inconnu$/);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A named author (a quote proposed as 'known'). */
export const KnownAuthor: Story = {
  args: {
    quote: {
      text: 'La vie, ce n’est pas d’attendre que l’orage passe, c’est d’apprendre à danser sous la pluie.',
      author: 'Sénèque',
      author_type: 'known',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(/^Sénèque$/);
  },
};

/** A member quote without a link from the app: the first name as text. */
export const MemberWithoutLink: Story = {
  args: { renderMemberLink: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(/^Camille$/);
  },
};

/** No quote today: nothing renders. */
export const NoQuote: Story = {
  args: { quote: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('figure')).toBeNull();
  },
};

/** The longest quote (200 characters) in the card look. */
export const LongQuoteCard: Story = {
  args: {
    variant: 'card',
    quote: {
      text: 'On ne rencontre jamais quelqu’un par hasard : chaque personne qui croise notre chemin vient nous apprendre quelque chose sur nous-mêmes, sur nos peurs, nos désirs et notre façon d’aimer.',
      author_type: 'known',
      author: 'Anonyme du XXe siècle',
    },
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    quote: {
      text: 'Happiness is not a destination, it is a way of travelling.',
      author: null,
      author_type: 'unknown',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('figure', { name: 'Quote of the day' })).toBeVisible();
    await expect(canvas.getByText(/Happiness/)).toHaveTextContent(
      '“Happiness is not a destination, it is a way of travelling.”',
    );
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(/^Unknown$/);
  },
};
