import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import {
  products,
  productsEnglish,
  sixMonths,
  threeMonths,
  twelveMonthsVip,
} from '../product-card/fixtures';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './product-grid-skeleton';

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  args: { products, onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

function cards(canvasElement: HTMLElement): HTMLElement[] {
  return [...canvasElement.querySelectorAll<HTMLElement>('[data-slot="product-card"]')];
}

/** Products come sorted by number of months ascending, whatever the order received. */
export const SortedByMonths: Story = {
  args: { products: [twelveMonthsVip, sixMonths, threeMonths] },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(cards(canvasElement).map((card) => card.dataset.months)).toEqual(['3', '6', '12']);
    const headings = canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Forfait 3 mois', 'Forfait 6 mois', 'Forfait VIP 12 mois']);
  },
};

/** Three packages per row on wide screens (the story runs 1024 px wide). */
export const ThreePerRow: Story = {
  args: { products: [twelveMonthsVip, sixMonths, threeMonths] },
  play: async ({ canvasElement }) => {
    const tops = cards(canvasElement).map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** Choosing a package reports it. */
export const Choose: Story = {
  play: async ({ args, canvas }) => {
    const six = canvas.getByRole('article', { name: 'Forfait 6 mois' });
    await userEvent.click(within(six).getByRole('button', { name: 'Choisir ce forfait' }));
    await expect(args.onSelect).toHaveBeenCalledWith(sixMonths);
  },
};

/** While the products load: two placeholders (the 3- and 6-month packages) and 'Chargement des forfaits…' announced. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des forfaits…');
    await expect(
      canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]'),
    ).toHaveLength(2);
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/**
 * The placeholders alone (`ProductGridSkeleton`), which a page shows while the packages' code loads:
 * the same markup as the grid's own loading state (above), so nothing moves when the grid replaces them.
 */
export const SkeletonAlone: Story = {
  render: () => (
    <div className="flex flex-col gap-8">
      <div data-testid="skeleton">
        <ProductGridSkeleton />
      </div>
      <div data-testid="grid-loading" hidden>
        <ProductGrid products={[]} loading />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const skeleton = canvas.getByTestId('skeleton');
    await expect(within(skeleton).getByRole('status')).toHaveTextContent(
      'Chargement des forfaits…',
    );
    await expect(skeleton.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(2);
    // Ids from useId differ between the two; everything else is the same.
    const markup = (element: HTMLElement) => element.innerHTML.replace(/«[^»]*»|_r_[^_]*_/g, 'id');
    await expect(markup(skeleton)).toBe(markup(canvas.getByTestId('grid-loading')));
  },
};

/**
 * A placeholder keeps a package's place: beside the 3-month package (no badge, three lines of
 * description), in a column as wide as one of three on a desktop, it is as tall to within a few
 * pixels, so the payments below do not move when the packages come.
 */
const oneColumn = 'sm:grid-cols-1 lg:grid-cols-1';
export const PlaceholderKeepsThePlace: Story = {
  render: () => (
    <div className="flex w-[38rem] items-start gap-4">
      <div data-testid="skeleton" className="flex-1">
        <ProductGridSkeleton placeholderCount={1} className={oneColumn} />
      </div>
      <div data-testid="grid" className="flex-1">
        <ProductGrid products={[threeMonths]} className={oneColumn} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const height = (testId: string) => canvas.getByTestId(testId).getBoundingClientRect().height;
    await expect(within(canvas.getByTestId('grid')).getByRole('article')).toBeVisible();
    const description = canvas.getByText(threeMonths.description ?? '');
    const lineHeight = Number.parseFloat(getComputedStyle(description).lineHeight);
    // The case measured: the description's three lines, as in the placeholder.
    await expect(Math.round(description.getBoundingClientRect().height / lineHeight)).toBe(3);
    await expect(Math.abs(height('skeleton') - height('grid'))).toBeLessThanOrEqual(8);
  },
};

/** Native: each card gets the app's in-app purchase button instead of the choose button. */
export const WithCustomActions: Story = {
  args: {
    renderAction: (product) => <Button variant="accent">{`Acheter — ${product.name}`}</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Acheter — Forfait 3 mois' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choisir ce forfait' })).toBeNull();
  },
};

/** Keyboard: Tab goes from one package to the next in order. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('button', { name: 'Choisir ce forfait' });
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { products: productsEnglish },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$39.99 / month')).toBeVisible();
    await expect(canvas.getByText('$29.99 / month')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Choose this package' })).toHaveLength(2);
  },
};

/** French runs longer: long names and descriptions keep the three cards aligned in one row. */
export const LongFrenchText: Story = {
  args: {
    products: [threeMonths, sixMonths, twelveMonthsVip].map((product) => ({
      ...product,
      name: `${product.name} avec accompagnement personnalisé et accès prioritaire`,
      description:
        'Accès complet à la recherche avancée, à la messagerie prioritaire et secondaire, aux fleurs quotidiennes, aux appels vidéo et à tout le contenu de développement personnel.',
    })),
  },
  play: async ({ canvasElement }) => {
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="product-grid"]');
    await expect(grid?.scrollWidth).toBeLessThanOrEqual((grid?.clientWidth ?? 0) + 1);
    const tops = cards(canvasElement).map((card) => Math.round(card.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};
