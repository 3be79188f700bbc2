import type { ComponentProps } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Chip } from '../chip';
// The filters' rules and names, not the panel (which the search page loads when it is opened).
import {
  filterLabel,
  filterLabelMessages,
  type FilterQuestion,
} from '../filter-panel/filter-labels.ts';
import {
  activeFilterKeys,
  AGE_BOUNDS,
  hasLocation,
  HEIGHT_BOUNDS,
  parseList,
  parseRange,
  removeFilter,
  type FilterKey,
  type Orientation,
  type SearchFilters,
} from '../filter-panel/filter-panel.ts';

const messages = defineMessages<{
  label: NoMessageValues;
  chip: { label: string; value: string };
  ageRange: { min: number; max: number };
  heightRange: { min: number; max: number };
  distance: { distance: number };
  location: { label: string; distance: string };
}>({
  label: { id: 'ui.filter-chips.label', defaultMessage: 'Filtres actifs' },
  chip: { id: 'ui.filter-chips.chip', defaultMessage: '{label} : {value}' },
  ageRange: { id: 'ui.filter-chips.age_range', defaultMessage: '{min} à {max} ans' },
  heightRange: { id: 'ui.filter-chips.height_range', defaultMessage: '{min} à {max} cm' },
  distance: { id: 'ui.filter-chips.distance', defaultMessage: '{distance, number} km' },
  location: { id: 'ui.filter-chips.location', defaultMessage: '{label} ({distance})' },
});

export type FilterChipKey = FilterKey | 'location';

export type FilterChipsProps = Omit<ComponentProps<'ul'>, 'children'> & {
  /** The applied filters. */
  filters: SearchFilters;
  /** The questionnaire, for the chosen options' labels. */
  questions: readonly FilterQuestion[];
  /** A chip's remove button: the key removed (`location` for the whole location) and the filters left. */
  onRemove: (key: FilterChipKey, filters: SearchFilters) => void;
  /** Shown on wide screens only, as on the search page (true). */
  desktopOnly?: boolean | undefined;
};

/**
 * The active filters as removable chips (desktop), in the panel's order, each labelled with its
 * filter and value; the location has its own chip.
 */
export function FilterChips({
  filters,
  questions,
  onRemove,
  desktopOnly = true,
  className,
  ...props
}: FilterChipsProps) {
  const intl = useIntl();
  const any = (items: string[]) => intl.formatList(items, { type: 'disjunction' });
  const list = (items: string[]) =>
    intl.formatList(items, { type: 'conjunction', style: 'narrow' });

  function valueOf(key: FilterKey): string | null {
    const value = filters[key];
    if (typeof value === 'boolean') return null;
    if (key === 'sexual_orientations') {
      return any(
        parseList(filters.sexual_orientations).map((orientation) =>
          intl.formatMessage(filterLabelMessages.orientation, {
            orientation: orientation as Orientation,
          }),
        ),
      );
    }
    if (key === 'age' || key === 'question__height') {
      const range = parseRange(filters[key], key === 'age' ? AGE_BOUNDS : HEIGHT_BOUNDS);
      if (!range) return null;
      return intl.formatMessage(key === 'age' ? messages.ageRange : messages.heightRange, {
        min: range[0],
        max: range[1],
      });
    }
    if (key === 'keywords') return list(parseList(filters.keywords));
    const question = questions.find((q) => `question__${q.name}` === key);
    const ids = parseList(typeof value === 'string' ? value : null);
    const labels = ids.map(
      (id) => question?.options.find((option) => String(option.id) === id)?.label ?? id,
    );
    return any(labels);
  }

  const chips: { key: FilterChipKey; text: string }[] = [];
  if (hasLocation(filters) || filters.distance != null) {
    const distance =
      filters.distance != null
        ? intl.formatMessage(messages.distance, { distance: filters.distance })
        : null;
    const place = filters.location_label ?? null;
    const value =
      place && distance
        ? intl.formatMessage(messages.location, { label: place, distance })
        : (place ?? distance ?? '');
    chips.push({
      key: 'location',
      text: intl.formatMessage(messages.chip, { label: filterLabel(intl, 'location'), value }),
    });
  }
  for (const key of activeFilterKeys(filters)) {
    const value = valueOf(key);
    const name = filterLabel(intl, key);
    chips.push({
      key,
      text: value === null ? name : intl.formatMessage(messages.chip, { label: name, value }),
    });
  }
  if (chips.length === 0) return null;

  return (
    <ul
      data-slot="filter-chips"
      data-count={chips.length}
      aria-label={intl.formatMessage(messages.label)}
      className={cn(
        'm-0 flex list-none flex-wrap gap-2 p-0',
        desktopOnly && 'hidden lg:flex',
        className,
      )}
      {...props}
    >
      {chips.map((chip) => (
        <li key={chip.key} className="flex max-w-full min-w-0">
          <Chip
            data-filter={chip.key}
            variant={chip.key === 'location' ? 'neutral' : 'primary'}
            label={chip.text}
            onRemove={() => {
              onRemove(chip.key, removeFilter(filters, chip.key));
            }}
          >
            {chip.text}
          </Chip>
        </li>
      ))}
    </ul>
  );
}
