import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button';
import { ReferralsList, type Referral } from './referrals-list.tsx';

const referrals: Referral[] = [
  {
    id: 1,
    full_name: 'Camille Lavoie',
    city: 'Québec',
    amount: 10,
    claimed_at: '2024-03-12T15:00:00Z',
  },
  {
    id: 2,
    full_name: 'Jean-François Bélanger-Tremblay',
    city: 'Saint-Jean-sur-Richelieu',
    amount: 10,
    claimed_at: null,
  },
  { id: 3, full_name: 'Sophie Martin', city: null, amount: 10, claimed_at: '2024-04-02T15:00:00Z' },
];

const meta = {
  title: 'Ambassador/ReferralsList',
  component: ReferralsList,
  args: { referrals },
  decorators: [
    (Story) => (
      <div className="w-[48rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReferralsList>;

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

/** Wide: a table of the full name (row header), city, amount and claim date. */
export const Table: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Parrainages' });
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nom', 'Ville', 'Montant', 'Réclamé le']);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Camille Lavoie',
      'Jean-François Bélanger-Tremblay',
      'Sophie Martin',
    ]);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => plain(cell.textContent)),
    );
    await expect(cells).toEqual([
      ['Québec', '10,00 $', '12 mars 2024'],
      ['Saint-Jean-sur-Richelieu', '10,00 $', 'Pas encore réclamé'],
      ['Non précisée', '10,00 $', '2 avril 2024'],
    ]);
  },
};

/** On a 415 px phone each referral is a card: the name as a heading, the facts under it. */
export const Narrow: Story = {
  decorators: narrow,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Parrainages' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    const second = cards[1];
    if (!second) throw new Error('no second card');
    await expect(
      within(second).getByRole('heading', { level: 3, name: 'Jean-François Bélanger-Tremblay' }),
    ).toBeVisible();
    await expect(plain(second.textContent)).toContain('Montant 10,00 $');
    await expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Ville', 'Réclamé le']);
    await expect(within(second).getByText('Pas encore réclamé')).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="referrals-list"]');
    if (!root) throw new Error('no list');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth + 1);
  },
};

/** No referral yet: the reward is recalled, with an optional action. */
export const Empty: Story = {
  args: {
    referrals: [],
    emptyAction: (
      <Button asChild variant="secondary" size="sm">
        <a href="#/ambassador/sharing-tools">Partager mon lien</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Aucun parrainage pour le moment' }),
    ).toBeVisible();
    await expect(plain(canvas.getByText(/^Partagez votre lien/).textContent)).toBe(
      'Partagez votre lien : vous recevez 10 $ pour chaque nouvel abonnement de 3 mois ou plus.',
    );
    await expect(canvas.getByRole('link', { name: 'Partager mon lien' })).toBeVisible();
  },
};

/** While the referrals load: placeholders, the loading announced. */
export const Loading: Story = {
  args: { referrals: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement des parrainages…');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Referrals' });
    await expect(within(table).getAllByText('$10.00')).toHaveLength(3);
    await expect(within(table).getByText('Not claimed yet')).toBeVisible();
    await expect(within(table).getByText('Not specified')).toBeVisible();
    await expect(within(table).getByText('March 12, 2024')).toBeVisible();
  },
};

export const EmptyInEnglishNarrow: Story = {
  globals: { locale: 'en' },
  args: { referrals: [], tone: 'framed' },
  decorators: narrow,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Share your link: you receive $10 for each new subscription of 3 months or more.',
      ),
    ).toBeVisible();
  },
};
