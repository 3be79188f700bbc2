import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { fiveFilters, montreal, questionsEn, questionsFr } from './fixtures';
import {
  FilterPanel,
  type FilterPanelProps,
  type KeywordsFieldProps,
  type LocationFieldProps,
  type SearchFilters,
} from './filter-panel.tsx';

/** A stand-in for the address autocomplete (built elsewhere): one suggestion, Québec. */
function FakeLocationField({ value, onChange }: LocationFieldProps) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Adresse
        <input
          className="rounded-md border border-border-strong px-3 py-2"
          defaultValue={value?.label ?? ''}
        />
      </label>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          onChange({ label: 'Québec, QC', latitude: 46.8139, longitude: -71.208 });
        }}
      >
        Choisir Québec, QC
      </Button>
    </div>
  );
}

/** A stand-in for the keyword tags (built elsewhere): Enter adds a keyword. */
function FakeKeywordsField({ value, onChange, max }: KeywordsFieldProps) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      Mots-clés ({value.length}/{max})
      <input
        className="rounded-md border border-border-strong px-3 py-2"
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const word = event.currentTarget.value.trim();
          if (word && !value.includes(word)) onChange([...value, word]);
          event.currentTarget.value = '';
        }}
      />
      <span className="font-normal">{value.join(', ')}</span>
    </label>
  );
}

/** Opens the panel from a button and keeps the applied filters, as the search page does. */
function Harness(args: FilterPanelProps) {
  const [open, setOpen] = useState(args.open);
  const [filters, setFilters] = useState<SearchFilters>(args.filters);
  return (
    <>
      <Button
        onClick={() => {
          setOpen(true);
        }}
      >
        Ouvrir les filtres
      </Button>
      <FilterPanel
        {...args}
        open={open}
        filters={filters}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
        onApply={(next) => {
          args.onApply(next);
          setFilters(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Search/FilterPanel',
  component: FilterPanel,
  args: {
    open: false,
    onOpenChange: fn(),
    onApply: fn(),
    filters: montreal,
    questions: questionsFr,
    userOrientations: ['man', 'woman'],
    locationField: (field) => <FakeLocationField {...field} />,
    keywordsField: (field) => <FakeKeywordsField {...field} />,
  },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openPanel(canvas: { getByRole: typeof screen.getByRole }, name = 'Filtres') {
  await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir les filtres' }));
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'));
  return dialog;
}

function countOf(dialog: HTMLElement) {
  return dialog.querySelector('[data-slot="filter-panel-count"]');
}

/**
 * Every filter: the location (slot) and distance 3–400 km, the gender filter offering only the user's
 * orientations, age 18–99, height 122–213 cm, the keywords (slot), the two toggles and the profile
 * questions.
 */
export const AllFilters: Story = {
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas);
    const panel = within(dialog);
    await expect(panel.getByRole('heading', { name: 'Lieu et distance' })).toBeVisible();
    await expect(panel.getByText('Recherche autour de Montréal, QC')).toBeVisible();
    await expect(panel.getByRole('textbox', { name: 'Adresse' })).toBeVisible();
    const distance = panel.getByRole('slider', { name: 'Distance maximale' });
    await expect(distance).toHaveAttribute('aria-valuemin', '3');
    await expect(distance).toHaveAttribute('aria-valuemax', '400');
    await expect(distance).toHaveAttribute('aria-valuenow', '50');
    const gender = panel.getByRole('group', { name: 'Je recherche' });
    await expect(
      within(gender)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('value')),
    ).toEqual(['man', 'woman']);
    await expect(within(gender).getByRole('checkbox', { name: 'Hommes' })).toBeInTheDocument();
    await expect(
      within(gender).queryByRole('checkbox', { name: 'Personnes non binaires' }),
    ).toBeNull();
    const ageMin = panel.getByRole('slider', { name: 'Âge minimum' });
    await expect(ageMin).toHaveAttribute('aria-valuemin', '18');
    await expect(panel.getByRole('slider', { name: 'Âge maximum' })).toHaveAttribute(
      'aria-valuemax',
      '99',
    );
    await expect(panel.getByRole('slider', { name: 'Taille minimum' })).toHaveAttribute(
      'aria-valuemin',
      '122',
    );
    await expect(panel.getByRole('slider', { name: 'Taille maximum' })).toHaveAttribute(
      'aria-valuemax',
      '213',
    );
    await expect(panel.getByRole('textbox', { name: /Mots-clés/ })).toBeVisible();
    await expect(panel.getByRole('switch', { name: 'À l’aise avec le tabac' })).not.toBeChecked();
    await expect(
      panel.getByRole('switch', { name: 'Ouvert(e) aux personnes vivant avec une limitation' }),
    ).not.toBeChecked();
    for (const name of [
      'Objectif',
      'Silhouette',
      'Langues',
      'Valeurs',
      'Traits de personnalité',
      'Centres d’intérêt',
      'Scolarité',
      'Religion',
      'Alcool',
      'Tabac',
      'Alimentation',
      'Développement personnel',
    ]) {
      await expect(panel.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(countOf(dialog)).toHaveTextContent('0 filtre actif sur 5');
  },
};

/** With a single orientation, the gender filter does not show. */
export const SingleOrientationHidesGender: Story = {
  args: { userOrientations: ['woman'] },
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas);
    await expect(within(dialog).queryByRole('group', { name: 'Je recherche' })).toBeNull();
  },
};

/** Choices become the draft; Apply sends the filters (location kept) and closes the panel. */
export const ApplyFilters: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openPanel(canvas);
    const panel = within(dialog);
    await userEvent.click(panel.getByRole('button', { name: 'Langues' }));
    const languages = panel.getByRole('group', { name: 'Langues' });
    await userEvent.click(within(languages).getByRole('checkbox', { name: 'Français' }));
    await expect(panel.getByRole('button', { name: /Langues/ })).toHaveTextContent('1 choix');
    await userEvent.click(panel.getByRole('switch', { name: 'À l’aise avec le tabac' }));
    await userEvent.click(
      within(panel.getByRole('group', { name: 'Je recherche' })).getByRole('checkbox', {
        name: 'Femmes',
      }),
    );
    await expect(countOf(dialog)).toHaveTextContent('3 filtres actifs sur 5');
    await userEvent.click(panel.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      ...montreal,
      question__languages: '401',
      smoking_tolerance_level: true,
      sexual_orientations: 'woman',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Five active filters is the maximum: no warning, Apply enabled. */
export const FiveFiltersAllowed: Story = {
  args: { filters: fiveFilters },
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas);
    await expect(dialog).toHaveAttribute('data-count', '5');
    await expect(countOf(dialog)).toHaveTextContent('5 filtres actifs sur 5');
    await expect(dialog.querySelector('[data-slot="filter-panel-max-warning"]')).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Appliquer' })).toBeEnabled();
  },
};

/** A sixth filter: the 'max filters' warning shows and Apply is disabled, until one is removed. */
export const SixthFilterBlocksApply: Story = {
  args: { filters: fiveFilters },
  play: async ({ args, canvas }) => {
    const dialog = await openPanel(canvas);
    const panel = within(dialog);
    const limitations = panel.getByRole('switch', {
      name: 'Ouvert(e) aux personnes vivant avec une limitation',
    });
    await userEvent.click(limitations);
    await expect(dialog).toHaveAttribute('data-count', '6');
    await expect(dialog).toHaveAttribute('data-over-max', 'true');
    await expect(countOf(dialog)).toHaveTextContent('6 filtres actifs sur 5');
    const warning = dialog.querySelector('[data-slot="filter-panel-max-warning"]');
    await expect(warning).toHaveTextContent(
      'Vous pouvez appliquer au plus 5 filtres. Retirez-en pour lancer la recherche.',
    );
    await expect(warning).toHaveAttribute('role', 'status');
    const apply = panel.getByRole('button', { name: 'Appliquer' });
    await expect(apply).toBeDisabled();
    await userEvent.click(apply, { pointerEventsCheck: 0 });
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(limitations);
    await expect(dialog).toHaveAttribute('data-count', '5');
    await expect(dialog.querySelector('[data-slot="filter-panel-max-warning"]')).toBeNull();
    await expect(apply).toBeEnabled();
  },
};

/** The location and distance never count: changing them keeps five filters applicable. */
export const LocationDoesNotCount: Story = {
  args: { filters: fiveFilters },
  play: async ({ args, canvas }) => {
    const dialog = await openPanel(canvas);
    const panel = within(dialog);
    await userEvent.click(panel.getByRole('button', { name: 'Choisir Québec, QC' }));
    await expect(panel.getByText('Recherche autour de Québec, QC')).toBeVisible();
    const distance = panel.getByRole('slider', { name: 'Distance maximale' });
    distance.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(distance).toHaveAttribute('aria-valuenow', '51');
    await expect(dialog).toHaveAttribute('data-count', '5');
    await userEvent.click(panel.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      expect.objectContaining({
        location_label: 'Québec, QC',
        latitude: 46.8139,
        longitude: -71.208,
        distance: 51,
      }),
    );
  },
};

/** Reset clears every filter but keeps the location; the applied filters change only on Apply. */
export const Reset: Story = {
  args: { filters: fiveFilters },
  play: async ({ args, canvas }) => {
    const dialog = await openPanel(canvas);
    const panel = within(dialog);
    await userEvent.click(panel.getByRole('button', { name: 'Réinitialiser' }));
    await expect(countOf(dialog)).toHaveTextContent('0 filtre actif sur 5');
    await expect(panel.getByText('Recherche autour de Montréal, QC')).toBeVisible();
    await expect(panel.getByRole('switch', { name: 'À l’aise avec le tabac' })).not.toBeChecked();
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(panel.getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith(montreal);
  },
};

/** Closing without applying drops the draft: the next opening starts from the applied filters. */
export const CloseDiscardsDraft: Story = {
  play: async ({ args, canvas }) => {
    let dialog = await openPanel(canvas);
    await userEvent.click(within(dialog).getByRole('switch', { name: 'À l’aise avec le tabac' }));
    await expect(countOf(dialog)).toHaveTextContent('1 filtre actif sur 5');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onApply).not.toHaveBeenCalled();
    dialog = await openPanel(canvas);
    await expect(countOf(dialog)).toHaveTextContent('0 filtre actif sur 5');
  },
};

/** Keyboard: the age range moves with the arrow keys and counts as a filter once narrowed. */
export const KeyboardAgeRange: Story = {
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas);
    const ageMin = within(dialog).getByRole('slider', { name: 'Âge minimum' });
    ageMin.focus();
    await expect(getComputedStyle(ageMin).outlineStyle).toBe('solid');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(ageMin).toHaveAttribute('aria-valuenow', '20');
    await expect(ageMin).toHaveAttribute('aria-valuetext', '20 ans');
    await expect(countOf(dialog)).toHaveTextContent('1 filtre actif sur 5');
    await userEvent.keyboard('{Home}');
    await expect(countOf(dialog)).toHaveTextContent('0 filtre actif sur 5');
  },
};

/** Keywords come from the slot and count as one filter. */
export const Keywords: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openPanel(canvas);
    const input = within(dialog).getByRole('textbox', { name: /Mots-clés/ });
    await userEvent.type(input, 'yoga{Enter}plein air{Enter}');
    await expect(countOf(dialog)).toHaveTextContent('1 filtre actif sur 5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith({ ...montreal, keywords: 'yoga,plein air' });
  },
};

/**
 * Whatever the slot hands over, the keywords applied keep to the contract (a 422 otherwise): a comma
 * inside a keyword splits it, and no more than 5 are kept.
 */
export const KeywordsKeptToTheContract: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openPanel(canvas);
    const input = within(dialog).getByRole('textbox', { name: /Mots-clés/ });
    await userEvent.type(input, 'yoga, cuisine,vélo,danse,lecture,cinéma{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    await expect(args.onApply).toHaveBeenCalledWith({
      ...montreal,
      keywords: 'yoga,cuisine,vélo,danse,lecture',
    });
  },
};

export const InEnglish: Story = {
  globals: { locale: 'en' },
  args: { questions: questionsEn, filters: { ...fiveFilters, question__objective: '101' } },
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas, 'Filters');
    const panel = within(dialog);
    await expect(panel.getByRole('heading', { name: 'Location and distance' })).toBeVisible();
    await expect(panel.getByText('Searching around Montréal, QC')).toBeVisible();
    await expect(panel.getByRole('slider', { name: 'Maximum distance' })).toBeVisible();
    await expect(panel.getByRole('group', { name: 'Looking for' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /Languages/ })).toHaveTextContent('2 selected');
    await expect(countOf(dialog)).toHaveTextContent('6 active filters out of 5');
    await expect(dialog.querySelector('[data-slot="filter-panel-max-warning"]')).toHaveTextContent(
      'You can apply at most 5 filters. Remove some to search.',
    );
    await expect(panel.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};

/** French runs longer: every question open, with a long location label. */
export const LongFrenchText: Story = {
  args: {
    userOrientations: ['man', 'woman', 'non_binary'],
    filters: {
      ...fiveFilters,
      location_label: 'Saint-Jean-sur-Richelieu, Montérégie, Québec, Canada',
    },
  },
  play: async ({ canvas }) => {
    const dialog = await openPanel(canvas);
    const panel = within(dialog);
    await userEvent.click(panel.getByRole('button', { name: 'Traits de personnalité' }));
    await userEvent.click(panel.getByRole('button', { name: 'Centres d’intérêt' }));
    await expect(
      within(panel.getByRole('group', { name: 'Je recherche' })).getAllByRole('checkbox'),
    ).toHaveLength(3);
    const body = dialog.querySelector<HTMLElement>('[data-slot="filter-panel-body"]');
    await expect(body?.scrollWidth).toBeLessThanOrEqual((body?.clientWidth ?? 0) + 1);
  },
};
