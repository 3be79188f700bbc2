import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ArticleCard } from '../article-card';
import { articlePage, articlePictures, fixtureNow } from '../article-card/fixtures';
import {
  ArticleFilters,
  ArticleList,
  ArticleListHero,
  ArticleSortSelect,
  type ArticleSort,
} from './article-list.tsx';
import { routerLinkFor } from '../../stories/router-link.tsx';

const onNavigate = fn();
const onSearchChange = fn();
const onSpecialistChange = fn();
const onSortChange = fn();

/** Stands in for the app's router link. */
const RouterLink = routerLinkFor(onNavigate);

const specialists = [
  { id: 7, name: 'Isabelle Bergeron' },
  { id: 9, name: 'Marc-André Tremblay' },
  { id: 11, name: 'Nadia Benali' },
];

/** Filters and sort kept in state, like the app (which also debounces the search 300 ms). */
function Controls() {
  const [search, setSearch] = useState('');
  const [specialistId, setSpecialistId] = useState<number | null>(null);
  return (
    <ArticleFilters
      search={search}
      onSearchChange={(next) => {
        onSearchChange(next);
        setSearch(next);
      }}
      specialists={specialists}
      specialistId={specialistId}
      onSpecialistChange={(next) => {
        onSpecialistChange(next);
        setSpecialistId(next);
      }}
    />
  );
}

function Sort() {
  const [sort, setSort] = useState<ArticleSort>('-created_at');
  return (
    <ArticleSortSelect
      value={sort}
      onValueChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

const cards = articlePage.map((item) => (
  <ArticleCard
    key={item.id}
    article={item}
    imageSrc={articlePictures[item.id]}
    now={fixtureNow}
    renderLink={(props) => (
      <RouterLink to={`/member/personal-development/${String(item.id)}`} {...props} />
    )}
  />
));

const meta = {
  title: 'Content/ArticleList',
  component: ArticleList,
  parameters: { layout: 'fullscreen' },
  args: {
    hero: (
      <ArticleListHero
        title="Articles"
        subtitle="Des lectures pour mieux vous connaître et aborder vos rencontres avec confiance."
      />
    ),
    filters: <Controls />,
    sort: <Sort />,
    total: 14,
    page: 1,
    pageCount: 3,
    onPageChange: fn(),
    children: cards,
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A page of six items on a wide screen: hero, the filter panel open beside the results (no toggle), the
 * count, the sort and the pagination (3 pages).
 */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    await expect(canvas.getByText('14 résultats')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(6);
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Filtres' })).toBeNull();
    const pagination = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** Spec rule: pagination shows only when there is more than 1 page. */
export const SinglePage: Story = {
  args: { total: 4, pageCount: 1, children: cards.slice(0, 4) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4 résultats')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** The search, the specialist and the sort report their changes. */
export const FiltersAndSort: Story = {
  play: async ({ canvas }) => {
    onSearchChange.mockClear();
    onSpecialistChange.mockClear();
    onSortChange.mockClear();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Rechercher' }), 'deuil');
    await expect(onSearchChange).toHaveBeenLastCalledWith('deuil');
    await expect(canvas.getByRole('radio', { name: 'Tous les spécialistes' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Isabelle Bergeron' }));
    await expect(onSpecialistChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('radio', { name: 'Tous les spécialistes' }));
    await expect(onSpecialistChange).toHaveBeenLastCalledWith(null);
    const sort = canvas.getByRole('combobox', { name: 'Trier par' });
    await expect(sort).toHaveDisplayValue('Les plus récents');
    await expect(
      within(sort)
        .getAllByRole('option')
        .filter((option) => !(option instanceof HTMLOptionElement && option.value === ''))
        .map((option) => option.textContent),
    ).toEqual(['Les plus récents', 'Spécialiste']);
    await userEvent.selectOptions(sort, 'Spécialiste');
    await expect(onSortChange).toHaveBeenCalledWith('-ownerable_id');
    await waitFor(() => expect(sort).toHaveDisplayValue('Spécialiste'));
  },
};

/** While a page loads: six placeholders, announced once. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(
      canvasElement.querySelectorAll('[data-slot="article-card-skeleton"]'),
    ).toHaveLength(6);
    await expect(canvas.getByText('Chargement des contenus…')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="article-grid"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** An empty list shows the 'no article' message, no pagination. */
export const Empty: Story = {
  args: { total: 0, pageCount: 1, children: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucun article' })).toBeVisible();
    await expect(canvas.getByText('Aucun résultat')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  },
};

/** On a narrow area the filter panel is collapsed behind a toggle. */
export const NarrowCollapsedFilters: Story = {
  decorators: [
    (Story) => (
      <div className="mx-auto w-[23rem]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Filtres' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('searchbox', { name: 'Rechercher' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Rechercher' })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('searchbox', { name: 'Rechercher' })).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    hero: (
      <ArticleListHero
        title="Videos"
        subtitle="Talks and workshops to know yourself better and date with confidence."
      />
    ),
    total: 1,
    pageCount: 1,
    children: cards.slice(1, 2),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 result')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Newest');
    await expect(canvas.getByRole('radio', { name: 'All specialists' })).toBeChecked();
  },
};
