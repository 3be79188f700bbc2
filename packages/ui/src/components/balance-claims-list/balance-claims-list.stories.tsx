import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BalanceClaimsList, type BalanceClaim } from './balance-claims-list.tsx';

const claims: BalanceClaim[] = [
  {
    id: 3,
    amount: 80,
    created_at: '2024-05-02T15:00:00Z',
    updated_at: '2024-05-02T15:00:00Z',
    status: 'pending',
    // A pending claim never offers its document, even if one is there.
    pdf_url: 'data:application/pdf;base64,JVBERi0xLjQK',
  },
  {
    id: 2,
    amount: 120,
    created_at: '2024-03-12T15:00:00Z',
    updated_at: '2024-03-19T15:00:00Z',
    status: 'approved',
    pdf_url: 'data:application/pdf;base64,JVBERi0xLjQK',
  },
  {
    id: 1,
    amount: 1250.5,
    created_at: '2023-11-20T15:00:00Z',
    updated_at: '2023-11-27T15:00:00Z',
    status: 'approved',
    pdf_url: null,
  },
];

const meta = {
  title: 'Ambassador/BalanceClaimsList',
  component: BalanceClaimsList,
  args: { claims },
  decorators: [
    (Story) => (
      <div className="w-[48rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceClaimsList>;

export default meta;
type Story = StoryObj<typeof meta>;

const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const narrow: Story['decorators'] = [
  (Story) => (
    <div className="w-[415px]">
      <Story />
    </div>
  ),
];

/**
 * Wide: a table with the request date, amount, status, update date and document. Only the approved
 * claim with a PDF links to it (new tab).
 */
export const Table: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Demandes de paiement' });
    await expect(canvas.queryByRole('list', { name: 'Demandes de paiement' })).toBeNull();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Demandé le', 'Montant', 'Statut', 'Mis à jour le', 'Document']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    const [pending, approved, withoutPdf] = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    );
    await expect(pending).toEqual([
      '2 mai 2024',
      '80,00 $',
      'En attente',
      '2 mai 2024',
      'Disponible après l’approbation',
    ]);
    await expect(approved).toEqual([
      '12 mars 2024',
      '120,00 $',
      'Approuvée',
      '19 mars 2024',
      'Télécharger le PDF',
    ]);
    await expect(withoutPdf).toEqual([
      '20 novembre 2023',
      '1 250,50 $',
      'Approuvée',
      '27 novembre 2023',
      'Aucun document',
    ]);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const pdf = canvas.getByRole('link', {
      name: 'Télécharger le PDF de la demande du 12 mars 2024 (s’ouvre dans un nouvel onglet)',
    });
    await expect(pdf).toHaveAttribute('href', 'data:application/pdf;base64,JVBERi0xLjQK');
    await expect(pdf).toHaveAttribute('target', '_blank');
    await expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** On a 415 px phone the claims stack as cards; the same facts, nothing overflows. */
export const Narrow: Story = {
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Demandes de paiement' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveAttribute('data-status', 'pending');
    const approved = cards[1];
    if (!approved) throw new Error('no second card');
    await expect(plain(approved.textContent)).toContain('120,00 $');
    await expect(within(approved).getByText('Approuvée')).toBeVisible();
    await expect(
      within(approved)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Demandé le', 'Mis à jour le']);
    await expect(within(approved).getByRole('link', { name: /^Télécharger le PDF/ })).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="balance-claims-list"]');
    if (!root) throw new Error('no list');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/** No claim yet. */
export const Empty: Story = {
  args: { claims: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Aucun paiement pour le moment' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Vos demandes de paiement et leurs reçus apparaîtront ici.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** While the claims load: placeholders, the loading announced. */
export const Loading: Story = {
  args: { claims: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des paiements…');
    await expect(canvasElement.querySelector('[data-slot="balance-claims-list"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Payment requests' });
    await expect(within(table).getByText('$1,250.50')).toBeVisible();
    await expect(within(table).getByText('Pending')).toBeVisible();
    await expect(within(table).getByText('March 12, 2024')).toBeVisible();
    await expect(
      canvas.getByRole('link', {
        name: 'Download the PDF of the request from March 12, 2024 (opens in a new tab)',
      }),
    ).toBeVisible();
  },
};

/** English on a narrow screen, framed. */
export const InEnglishNarrow: Story = {
  globals: { locale: 'en' },
  args: { tone: 'framed' },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Payment requests' })).toBeVisible();
  },
};
