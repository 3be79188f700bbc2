import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { pictures } from '../avatar/fixtures';
import { MemberCard } from '../member-card';
import { SearchResults, type SearchResultsProps } from './search-results';

const names = [
  ['Camille', pictures.camille],
  ['Julien', pictures.julien],
  ['Sophie', pictures.sophie],
  ['Marc', pictures.marc],
  ['Nadia', pictures.nadia],
  ['Olivier', pictures.olivier],
] as const;

/** `count` member cards, as the app renders them from the pages loaded. */
function cards(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const [name, picture] = names[index % names.length] ?? names[0];
    return (
      <MemberCard
        key={index}
        firstName={`${name} ${String(index + 1)}`}
        age={30 + (index % 12)}
        city="Montréal"
        distance={5 + index}
        avatarSrc={picture}
        member={{ subscribed: true, galleryReviewStatus: 'done' }}
      />
    );
  });
}

const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  args: { onOpenFilters: fn(), onNearEnd: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

function placeholders(canvasElement: HTMLElement) {
  return canvasElement.querySelectorAll('[data-slot="member-card-skeleton"]');
}

/** The first page loads: 16 placeholders and 'Chargement des membres…' announced. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(placeholders(canvasElement)).toHaveLength(16);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des membres…');
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(args.onNearEnd).not.toHaveBeenCalled();
  },
};

/** Results: the cards in the grid, no placeholders. */
export const Results: Story = {
  args: { children: cards(6), onNearEnd: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(placeholders(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByText('Vous avez vu tous les profils')).toBeNull();
  },
};

/** The next page loads: 16 placeholders follow the cards already there. */
export const LoadingMore: Story = {
  args: { children: cards(6), loading: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(placeholders(canvasElement)).toHaveLength(16);
    await expect(args.onNearEnd).not.toHaveBeenCalled();
  },
};

/** The end of the list: the notice and a button that reopens the filters; nothing more is asked. */
export const EndOfList: Story = {
  args: { children: cards(3), ended: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Vous avez vu tous les profils' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier mes filtres' }));
    await expect(args.onOpenFilters).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('[data-slot="search-results-sentinel"]')).toBeNull();
    await expect(args.onNearEnd).not.toHaveBeenCalled();
  },
};

/** No member at all. */
export const NoResults: Story = {
  args: { ended: true, empty: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Aucun profil ne correspond à vos filtres' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifier mes filtres' })).toBeVisible();
  },
};

/** A short list in a scroll container: the sentinel is in view at once, so the next page is asked. */
export const ShortListAsksNextPage: Story = {
  args: { children: cards(2) },
  render: function ShortList(args) {
    const [root, setRoot] = useState<HTMLDivElement | null>(null);
    return (
      <div ref={setRoot} className="h-[36rem] w-[60rem] max-w-full overflow-y-auto">
        <SearchResults {...args} scrollRoot={root} />
      </div>
    );
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onNearEnd).toHaveBeenCalled());
  },
};

const PAGE = 6;
const PAGES = 3;

/** Loads pages as the app does: loading while a page comes, an empty page after the last one. */
function InfiniteList(args: SearchResultsProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const [loaded, setLoaded] = useState(1);
  const [loading, setLoading] = useState(false);
  const [ended, setEnded] = useState(false);
  return (
    <div
      ref={setRoot}
      data-testid="scroller"
      className="h-[26rem] w-[60rem] max-w-full overflow-y-auto rounded-lg border border-border p-4"
    >
      <SearchResults
        {...args}
        scrollRoot={root}
        nearEndMargin="0px"
        loading={loading}
        ended={ended}
        onNearEnd={() => {
          args.onNearEnd?.();
          setLoading(true);
          setTimeout(() => {
            if (loaded >= PAGES) setEnded(true);
            else setLoaded(loaded + 1);
            setLoading(false);
          }, 150);
        }}
      >
        {cards(loaded * PAGE)}
      </SearchResults>
    </div>
  );
}

/**
 * Infinite scroll in a scroll container: nothing is asked while the sentinel is out of view; scrolling
 * to the bottom asks for the next page (placeholders while it loads), until an empty page ends it.
 */
export const ScrollLoadsNextPage: Story = {
  render: (args) => <InfiniteList {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const scroller = canvas.getByTestId('scroller');
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(args.onNearEnd).not.toHaveBeenCalled();

    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.onNearEnd).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(placeholders(canvasElement)).toHaveLength(16));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(12));
    await expect(placeholders(canvasElement)).toHaveLength(0);

    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(18));
    await expect(args.onNearEnd).toHaveBeenCalledTimes(2);

    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(args.onNearEnd).toHaveBeenCalledTimes(3));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Vous avez vu tous les profils' })).toBeVisible(),
    );
    await expect(canvas.getAllByRole('article')).toHaveLength(18);
    await expect(canvasElement.querySelector('[data-slot="search-results-sentinel"]')).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { children: cards(2), loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members…');
  },
};

export const EndOfListInEnglish: Story = {
  globals: { locale: 'en' },
  args: { children: cards(2), ended: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'You have seen every profile' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Change my filters' })).toBeVisible();
  },
};
