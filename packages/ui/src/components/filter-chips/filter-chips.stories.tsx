import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fiveFilters, montreal, questionsEn, questionsFr } from '../filter-panel/fixtures';
import type { SearchFilters } from '../filter-panel';
import { FilterChips, type FilterChipsProps } from './filter-chips';

/** Keeps the filters as the search page does, so removed chips disappear. */
function Stateful(args: FilterChipsProps) {
  const [filters, setFilters] = useState<SearchFilters>(args.filters);
  return (
    <FilterChips
      {...args}
      filters={filters}
      onRemove={(key, next) => {
        args.onRemove(key, next);
        setFilters(next);
      }}
    />
  );
}

const chipFilters: SearchFilters = {
  ...fiveFilters,
  sexual_orientations: 'woman,non_binary',
  question__height: '160,185',
};

const meta = {
  title: 'Search/FilterChips',
  component: FilterChips,
  args: {
    filters: chipFilters,
    questions: questionsFr,
    onRemove: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="w-[56rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One chip per active filter, in the panel's order, plus the location; each one labelled. */
export const ActiveFilters: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Filtres actifs' });
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(texts).toEqual([
      'Lieu : Montréal, QC (50 km)',
      'Je recherche : Femmes ou Personnes non binaires',
      'Âge : 30 à 45 ans',
      'Taille : 160 à 185 cm',
      'Mots-clés : randonnée, cuisine',
      'À l’aise avec le tabac',
      'Langues : Français ou Anglais',
      'Valeurs : Honnêteté ou Bienveillance',
    ]);
    await expect(canvas.getByRole('button', { name: 'Retirer Âge : 30 à 45 ans' })).toBeVisible();
  },
};

/** Removing a chip reports the key and the filters left, and the chip goes. */
export const RemoveOne: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retirer Langues : Français ou Anglais' }),
    );
    const { question__languages: _removed, ...rest } = chipFilters;
    await expect(args.onRemove).toHaveBeenCalledWith('question__languages', rest);
    await expect(canvas.queryByText('Langues : Français ou Anglais')).toBeNull();
    await expect(canvas.getByRole('list')).toHaveAttribute('data-count', '7');
  },
};

/** Removing the location chip removes the place and the distance together. */
export const RemoveLocation: Story = {
  args: { filters: { ...montreal, age: '25,35' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retirer Lieu : Montréal, QC (50 km)' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('location', { age: '25,35' });
  },
};

/** Keyboard: Tab reaches each remove button with a visible focus, Enter removes. */
export const Keyboard: Story = {
  args: { filters: { age: '25,35', accepts_persons_with_limitations: true } },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Retirer Âge : 25 à 35 ans' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', {
        name: 'Retirer Ouvert(e) aux personnes vivant avec une limitation',
      }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('accepts_persons_with_limitations', {
      age: '25,35',
    });
  },
};

/** No active filter and no location: nothing renders. */
export const Empty: Story = {
  args: { filters: {} },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { questions: questionsEn },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Location: Montréal, QC (50 km)')).toBeVisible();
    await expect(canvas.getByText('Looking for: Women or Non-binary people')).toBeVisible();
    await expect(canvas.getByText('Age: 30 to 45 years old')).toBeVisible();
    await expect(canvas.getByText('Languages: French or English')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove Height: 160 to 185 cm' }),
    ).toBeVisible();
  },
};

/** French runs longer: many long chips wrap without overflowing. */
export const LongFrenchText: Story = {
  args: {
    filters: {
      location_label: 'Saint-Jean-sur-Richelieu, Montérégie, Québec',
      latitude: 45.3,
      longitude: -73.26,
      distance: 400,
      question__areas_of_interest: '1701,1705,1713,1725,1730',
      accepts_persons_with_limitations: true,
      question__personal_development_importance: '1501',
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth + 1);
  },
};
