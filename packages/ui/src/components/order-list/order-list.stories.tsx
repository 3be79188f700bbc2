import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrderList, type Order } from './order-list.tsx';

const orders: Order[] = [
  {
    id: 2,
    created_at: '2024-05-02T15:00:00Z',
    pdf_url: 'data:application/pdf;base64,JVBERi0xLjQK',
    status: 'paid',
    lines: [{ description: 'Forfait 6 mois' }],
    total: 172.44,
  },
  {
    id: 1,
    created_at: '2023-11-20T15:00:00Z',
    pdf_url: null,
    status: 'refunded',
    lines: [{ description: 'Forfait 3 mois' }],
    total: 103.47,
  },
];

const meta = {
  title: 'Commerce/OrderList',
  component: OrderList,
  args: { orders },
  decorators: [
    (Story) => (
      <div className="w-[40rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Each payment: what was bought, its date, total and status; the invoice PDF opens in a new tab. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Paiements passés' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [paid, refunded] = items;
    await expect(plain(paid?.textContent ?? '')).toContain('Forfait 6 mois');
    await expect(plain(paid?.textContent ?? '')).toContain('2 mai 2024');
    await expect(plain(paid?.textContent ?? '')).toContain('172,44 $');
    await expect(plain(paid?.textContent ?? '')).toContain('Payé');
    const pdf = within(paid as HTMLElement).getByRole('link', {
      name: 'Facture PDF du paiement du 2 mai 2024 (s’ouvre dans un nouvel onglet)',
    });
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(plain(refunded?.textContent ?? '')).toContain('Remboursé');
    await expect(within(refunded as HTMLElement).queryByRole('link')).toBeNull();
  },
};

/** No payment yet: an empty state. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Aucun paiement' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** While loading: placeholders, the region busy. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('[data-slot=order-list]');
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};
