import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { productsEnglish, sixMonths, threeMonths, twelveMonthsVip } from './fixtures';
import { ProductCard } from './product-card.tsx';

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: { product: threeMonths, onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 3-month package: monthly price = price ÷ 3, the total, taxes included, and a choose button. */
export const ThreeMonths: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Forfait 3 mois' });
    await expect(card).toHaveAttribute('data-months', '3');
    await expect(card).not.toHaveAttribute('data-featured');
    await expect(within(card).getByText('39,99 $ / mois')).toBeVisible();
    await expect(within(card).getByText('119,97 $ pour 3 mois')).toBeVisible();
    await expect(within(card).getByText('Taxes incluses')).toBeVisible();
    await expect(within(card).queryByText(/Rabais/)).toBeNull();
    await expect(within(card).queryByText(/494/)).toBeNull();
    const choose = within(card).getByRole('button', { name: 'Choisir ce forfait' });
    await expect(choose).toHaveAccessibleDescription('Forfait 3 mois');
    await userEvent.click(choose);
    await expect(args.onSelect).toHaveBeenCalledWith(threeMonths);
  },
};

/**
 * The 6-month package: featured, on sale (0.25 → '−25 %'), the price before the sale struck through,
 * and the bonus course worth 494 $.
 */
export const SixMonthsFeatured: Story = {
  args: { product: sixMonths },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Forfait 6 mois' });
    await expect(card).toHaveAttribute('data-featured', 'true');
    await expect(card).toHaveAttribute('data-on-sale', 'true');
    await expect(within(card).getByText('Le plus populaire')).toBeVisible();
    await expect(within(card).getByText('29,99 $ / mois')).toBeVisible();
    await expect(within(card).getByText('179,94 $ pour 6 mois')).toBeVisible();
    const before = within(card).getByText('239,94 $');
    await expect(before.tagName).toBe('S');
    await expect(getComputedStyle(before).textDecorationLine).toBe('line-through');
    const sale = canvasElement.querySelector('[data-slot="product-card-sale"]');
    await expect(sale).toHaveTextContent('−25 %');
    await expect(within(card).getByText('Rabais de 25 %')).toBeInTheDocument();
    await expect(
      within(card).getByText(
        'En prime : un cours de développement personnel d’une valeur de 494 $',
      ),
    ).toBeVisible();
    await expect(within(card).getByText('Taxes incluses')).toBeVisible();
  },
};

/** Extra months are free: the monthly price divides by the paid months only (119,97 $ ÷ 3). */
export const WithExtraMonths: Story = {
  args: {
    product: {
      ...threeMonths,
      name: 'Forfait 4 mois',
      number_of_months: 4,
      number_of_extra_months: 1,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('39,99 $ / mois')).toBeVisible();
    await expect(canvas.getByText('119,97 $ pour 4 mois')).toBeVisible();
    await expect(canvas.getByText('dont 1 mois offert')).toBeVisible();
  },
};

/** A sale percentage above 1 is not a fraction: it is not shown. */
export const SaleAboveOneHidden: Story = {
  args: { product: { ...sixMonths, featured: false, sale_percentage: 25 } },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Forfait 6 mois' });
    await expect(card).not.toHaveAttribute('data-on-sale');
    await expect(canvasElement.querySelector('[data-slot="product-card-sale"]')).toBeNull();
    await expect(canvas.queryByText(/%/)).toBeNull();
  },
};

/** A VIP package carries the VIP badge. */
export const Vip: Story = {
  args: { product: twelveMonthsVip },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Forfait VIP 12 mois' });
    await expect(card).toHaveAttribute('data-vip', 'true');
    await expect(within(card).getByText('VIP')).toBeVisible();
    await expect(within(card).getByText('24,99 $ / mois')).toBeVisible();
  },
};

/** Disabled while a payment is under way. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const choose = canvas.getByRole('button', { name: 'Choisir ce forfait' });
    await expect(choose).toBeDisabled();
    await userEvent.click(choose, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The action can be replaced, e.g. by the native in-app purchase button. */
export const CustomAction: Story = {
  args: { action: <Button variant="accent">Acheter dans l’App Store</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Acheter dans l’App Store' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Choisir ce forfait' })).toBeNull();
  },
};

/** Keyboard: Tab reaches the choose button, with a visible focus ring, and Enter chooses. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const choose = canvas.getByRole('button', { name: 'Choisir ce forfait' });
    await expect(choose).toHaveFocus();
    await expect(getComputedStyle(choose).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};

const onFormSubmit = fn();

/** Inside a form (the onboarding payment step is one): choosing a product selects it and submits nothing. */
export const InsideAForm: Story = {
  render: (args) => (
    <form
      aria-label="Étape paiement"
      onSubmit={(event) => {
        event.preventDefault();
        onFormSubmit();
      }}
    >
      <ProductCard {...args} />
    </form>
  ),
  play: async ({ args, canvas }) => {
    onFormSubmit.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Choisir ce forfait' }));
    await expect(args.onSelect).toHaveBeenCalledWith(threeMonths);
    await expect(onFormSubmit).not.toHaveBeenCalled();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { product: productsEnglish[1] ?? sixMonths },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: '6-month package' });
    await expect(within(card).getByText('$29.99 / month')).toBeVisible();
    await expect(within(card).getByText('$179.94 for 6 months')).toBeVisible();
    await expect(within(card).getByText('Taxes included')).toBeVisible();
    await expect(within(card).getByText('Most popular')).toBeVisible();
    await expect(
      within(card).getByText('Bonus: a personal-development course worth $494'),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Choose this package' })).toBeVisible();
  },
};

/** French runs longer: a long name and description wrap inside the card. */
export const LongFrenchText: Story = {
  args: {
    product: {
      ...sixMonths,
      name: 'Forfait découverte prolongée de six mois avec accompagnement personnalisé',
      description:
        'Six mois d’accès complet à toutes les fonctionnalités : recherche avancée, messagerie prioritaire et secondaire, fleurs quotidiennes, appels vidéo, articles et vidéos de développement personnel, et un cours complet offert en prime.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', {
      name: 'Forfait découverte prolongée de six mois avec accompagnement personnalisé',
    });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
    await expect(canvasElement.querySelector('[data-slot="product-card-bonus"]')).toBeVisible();
  },
};
