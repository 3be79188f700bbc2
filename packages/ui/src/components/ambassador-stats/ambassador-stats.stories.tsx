import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AmbassadorStats, type AmbassadorStatsData } from './ambassador-stats.tsx';

const stats: AmbassadorStatsData = {
  visits: 1234,
  conversions: 18,
  conversion_rate: 0.0146,
  balance: 60,
  paid: 100,
  pending: 20,
  total: 180,
};

const meta = {
  title: 'Ambassador/AmbassadorStats',
  component: AmbassadorStats,
  args: { stats },
  decorators: [
    (Story) => (
      <div className="w-[56rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AmbassadorStats>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text of a card's value, French narrow no-break spaces made plain. */
function valueOf(root: HTMLElement, key: string): string {
  const value = root.querySelector(`[data-stat="${key}"] [data-slot="ambassador-stats-value"]`);
  return (value?.textContent ?? '').replace(/\s/g, ' ');
}

/** Seven cards: numbers, the rate as a percentage and the amounts in dollars, in French. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Statistiques' });
    await expect(group).toHaveAttribute('data-state', 'ready');
    await expect(group).not.toHaveAttribute('aria-busy', 'true');
    const terms = canvas.getAllByRole('term').map((term) => term.textContent);
    await expect(terms).toEqual([
      'Visites',
      'Conversions',
      'Taux de conversion',
      'Solde disponible',
      'Payé',
      'En attente de paiement',
      'Total gagné',
    ]);
    await expect(valueOf(canvasElement, 'visits')).toBe('1 234');
    await expect(valueOf(canvasElement, 'conversions')).toBe('18');
    await expect(valueOf(canvasElement, 'conversion_rate')).toBe('1,5 %');
    await expect(valueOf(canvasElement, 'balance')).toBe('60,00 $');
    await expect(valueOf(canvasElement, 'paid')).toBe('100,00 $');
    await expect(valueOf(canvasElement, 'pending')).toBe('20,00 $');
    await expect(valueOf(canvasElement, 'total')).toBe('180,00 $');
  },
};

/** While the statistics load: placeholders, the region busy, the loading announced. */
export const Loading: Story = {
  args: { stats: null, loading: true },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('group', { name: 'Statistiques' });
    await expect(group).toHaveAttribute('data-state', 'loading');
    await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des statistiques…');
    await expect(canvas.getAllByRole('term')).toHaveLength(7);
    await expect(canvas.queryByText(/\$/)).toBeNull();
    // Each placeholder is one line of the figure it stands for: nothing moves when it comes.
    for (const value of canvasElement.querySelectorAll('[data-slot="ambassador-stats-value"]')) {
      const lineHeight = Number.parseFloat(getComputedStyle(value).lineHeight);
      await expect(value.getBoundingClientRect().height).toBe(lineHeight);
    }
  },
};

/** The dashboard shows a few cards only, in the order given. */
export const Dashboard: Story = {
  args: { items: ['visits', 'conversions', 'balance'], columns: 'two' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Visites',
      'Conversions',
      'Solde disponible',
    ]);
  },
};

/** A new ambassador: zeros everywhere. */
export const NoActivityYet: Story = {
  args: {
    stats: {
      visits: 0,
      conversions: 0,
      conversion_rate: 0,
      balance: 0,
      paid: 0,
      pending: 0,
      total: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'conversion_rate')).toBe('0 %');
    await expect(valueOf(canvasElement, 'total')).toBe('0,00 $');
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { stats: { ...stats, visits: 12345, conversion_rate: 0.125, total: 1250.5 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: 'Statistics' })).toBeVisible();
    await expect(canvas.getByText('Conversion rate')).toBeVisible();
    await expect(valueOf(canvasElement, 'visits')).toBe('12,345');
    await expect(valueOf(canvasElement, 'conversion_rate')).toBe('12.5%');
    await expect(valueOf(canvasElement, 'total')).toBe('$1,250.50');
  },
};

/** Labels can be replaced by the app. */
export const CustomLabels: Story = {
  args: { labels: { visits: 'Clics sur mon lien' }, items: ['visits'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Clics sur mon lien');
  },
};

/** Large French amounts in a narrow column (415 px screen): the cards stack and nothing overflows. */
export const LongFrenchNarrow: Story = {
  args: { stats: { ...stats, total: 1234567.89, balance: 98765.43 } },
  decorators: [
    (Story) => (
      <div className="w-[415px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="ambassador-stats-list"]');
    await expect(list).not.toBeNull();
    if (list) await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
    await expect(valueOf(canvasElement, 'total')).toBe('1 234 567,89 $');
  },
};
