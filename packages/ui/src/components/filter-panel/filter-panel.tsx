import { ChevronDown, MapPin } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { Badge } from '../badge';
import { Button } from '../button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../dialog';
import { Field } from '../field';
import { keywordsValue } from '../keyword-tags/keyword-tags.ts';
import { MultiSelect } from '../multi-select';
import { RangeSlider } from '../range-slider';
import { Slider } from '../slider';
import { StatusBanner } from '../status-banner';
import { Switch } from '../switch';
import {
  AGE_BOUNDS,
  canApply,
  countActiveFilters,
  DISTANCE_BOUNDS,
  FILTER_QUESTION_NAMES,
  formatRange,
  HEIGHT_BOUNDS,
  joinList,
  MAX_ACTIVE_FILTERS,
  MAX_KEYWORDS,
  parseList,
  parseRange,
  questionKey,
  resetFilters,
  setFilter,
  type FilterKey,
  type Orientation,
  type SearchFilters,
} from './filter-panel.ts';

import { filterLabel, filterLabelMessages, type FilterQuestion } from './filter-labels.ts';

export * from './filter-panel.ts';
export * from './filter-labels.ts';

const messages = defineMessages<{
  title: NoMessageValues;
  description: { max: number };
  location: NoMessageValues;
  locationCurrent: { label: string };
  locationNone: NoMessageValues;
  age: { value: number };
  criteria: NoMessageValues;
  selectedCount: { count: number };
  count: { count: number; max: number };
  maxWarning: { max: number };
  reset: NoMessageValues;
  apply: NoMessageValues;
}>({
  title: { id: 'ui.filter-panel.title', defaultMessage: 'Filtres' },
  description: {
    id: 'ui.filter-panel.description',
    defaultMessage:
      'Combinez jusqu’à {max} filtres. Le lieu et la distance ne comptent pas dans cette limite.',
  },
  location: { id: 'ui.filter-panel.location', defaultMessage: 'Lieu et distance' },
  locationCurrent: {
    id: 'ui.filter-panel.location_current',
    defaultMessage: 'Recherche autour de {label}',
  },
  locationNone: {
    id: 'ui.filter-panel.location_none',
    defaultMessage: 'Recherche autour de votre adresse',
  },
  age: { id: 'ui.filter-panel.age_value', defaultMessage: '{value, number} ans' },
  criteria: { id: 'ui.filter-panel.criteria', defaultMessage: 'Critères du profil' },
  selectedCount: {
    id: 'ui.filter-panel.selected_count',
    defaultMessage: '{count, plural, one {# choix} other {# choix}}',
  },
  count: {
    id: 'ui.filter-panel.count',
    defaultMessage: '{count, plural, one {# filtre actif} other {# filtres actifs}} sur {max}',
  },
  maxWarning: {
    id: 'ui.filter-panel.max_warning',
    defaultMessage:
      'Vous pouvez appliquer au plus {max} filtres. Retirez-en pour lancer la recherche.',
  },
  reset: { id: 'ui.filter-panel.reset', defaultMessage: 'Réinitialiser' },
  apply: { id: 'ui.filter-panel.apply', defaultMessage: 'Appliquer' },
});

/** The search location chosen in the address autocomplete (restricted to Canada and addresses). */
export interface SearchLocation {
  label: string;
  latitude: number;
  longitude: number;
}

export interface LocationFieldProps {
  value: SearchLocation | null;
  onChange: (location: SearchLocation | null) => void;
  disabled: boolean;
}

export interface KeywordsFieldProps {
  value: string[];
  onChange: (keywords: string[]) => void;
  /** At most 5 keywords. */
  max: number;
}

export interface FilterPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The applied filters; each opening starts a draft from them. */
  filters: SearchFilters;
  /** Apply: the draft filters (at most 5 active); the panel then closes. */
  onApply: (filters: SearchFilters) => void;
  /** The questionnaire (`GET /questions`, flattened); the filter questions are picked by name. */
  questions: readonly FilterQuestion[];
  /** The user's own orientations: the gender filter shows only with more than one, offering them. */
  userOrientations: readonly Orientation[];
  /** The address autocomplete (Canada only), given the draft location. */
  locationField?: ((field: LocationFieldProps) => ReactNode) | undefined;
  /** The keyword tags input (at most 5), given the draft keywords. */
  keywordsField?: ((field: KeywordsFieldProps) => ReactNode) | undefined;
}

function draftLocation(filters: SearchFilters): SearchLocation | null {
  const { latitude, longitude, location_label: label } = filters;
  if (latitude == null || longitude == null) return null;
  return { label: label ?? '', latitude, longitude };
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-slot="filter-panel-section" className="flex flex-col gap-4">
      <h3 id={id} className="font-display text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The search filters in a modal: gender (only with more than one own orientation), age 18–99, the
 * location and distance 3–400 km, height 122–213 cm, keywords, the smoking tolerance and limitations
 * toggles, and the profile questions as multi-selects. At most 5 active filters (the location does not
 * count): above that a warning shows and Apply is disabled. Reset keeps the location.
 */
export function FilterPanel({
  open,
  onOpenChange,
  filters,
  onApply,
  questions,
  userOrientations,
  locationField,
  keywordsField,
}: FilterPanelProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<SearchFilters>(filters);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }

  const count = countActiveFilters(draft);
  const applicable = canApply(draft);
  const update = (key: FilterKey, value: SearchFilters[FilterKey]) => {
    setDraft((current) => setFilter(current, key, value));
  };
  const label = (key: string) => filterLabel(intl, key);
  const filterQuestions = FILTER_QUESTION_NAMES.flatMap((name) => {
    const question = questions.find((q) => q.name === name);
    return question && question.options.length > 0 ? [question] : [];
  });
  const age = parseRange(draft.age, AGE_BOUNDS) ?? [AGE_BOUNDS.min, AGE_BOUNDS.max];
  const height = parseRange(draft.question__height, HEIGHT_BOUNDS) ?? [
    HEIGHT_BOUNDS.min,
    HEIGHT_BOUNDS.max,
  ];
  const location = draftLocation(draft);
  const formatAge = (value: number) => intl.formatMessage(messages.age, { value });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        data-slot="filter-panel"
        data-count={count}
        data-over-max={!applicable || undefined}
        className="gap-0 overflow-hidden p-0"
      >
        <DialogHeader className="border-b border-border p-6 pb-4">
          <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
          <DialogDescription>
            {intl.formatMessage(messages.description, { max: MAX_ACTIVE_FILTERS })}
          </DialogDescription>
        </DialogHeader>

        <div
          data-slot="filter-panel-body"
          className="flex min-h-0 flex-1 flex-col gap-8 overflow-y-auto p-6"
        >
          <Section title={intl.formatMessage(messages.location)}>
            <p
              data-slot="filter-panel-location"
              className="flex items-start gap-2 text-sm text-text-muted"
            >
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {location?.label
                  ? intl.formatMessage(messages.locationCurrent, { label: location.label })
                  : intl.formatMessage(messages.locationNone)}
              </span>
            </p>
            {locationField?.({
              value: location,
              disabled: false,
              onChange: (next) => {
                setDraft((current) => {
                  const {
                    latitude: _lat,
                    longitude: _lng,
                    location_label: _label,
                    ...rest
                  } = current;
                  return next
                    ? {
                        ...rest,
                        latitude: next.latitude,
                        longitude: next.longitude,
                        location_label: next.label,
                      }
                    : rest;
                });
              },
            })}
            <Field label={label('distance')}>
              <Slider
                min={DISTANCE_BOUNDS.min}
                max={DISTANCE_BOUNDS.max}
                unit="kilometer"
                showBounds
                value={draft.distance ?? DISTANCE_BOUNDS.max}
                onValueChange={(value) => {
                  setDraft((current) => ({ ...current, distance: value }));
                }}
              />
            </Field>
          </Section>

          <Section title={intl.formatMessage(messages.criteria)}>
            {userOrientations.length > 1 ? (
              <Field label={label('sexual_orientations')}>
                <MultiSelect
                  data-filter="sexual_orientations"
                  layout="chips"
                  options={userOrientations.map((orientation) => ({
                    value: orientation,
                    label: intl.formatMessage(filterLabelMessages.orientation, { orientation }),
                  }))}
                  value={parseList(draft.sexual_orientations).filter((o) =>
                    (userOrientations as readonly string[]).includes(o),
                  )}
                  onValueChange={(value) => {
                    update('sexual_orientations', joinList(value));
                  }}
                />
              </Field>
            ) : null}

            <Field label={label('age')}>
              <RangeSlider
                data-filter="age"
                min={AGE_BOUNDS.min}
                max={AGE_BOUNDS.max}
                showBounds
                formatValue={formatAge}
                value={age}
                onValueChange={(value) => {
                  update('age', formatRange(value, AGE_BOUNDS));
                }}
              />
            </Field>

            <Field label={label('question__height')}>
              <RangeSlider
                data-filter="question__height"
                min={HEIGHT_BOUNDS.min}
                max={HEIGHT_BOUNDS.max}
                unit="centimeter"
                showBounds
                value={height}
                onValueChange={(value) => {
                  update('question__height', formatRange(value, HEIGHT_BOUNDS));
                }}
              />
            </Field>

            {keywordsField ? (
              <div data-slot="filter-panel-keywords">
                {keywordsField({
                  value: parseList(draft.keywords),
                  max: MAX_KEYWORDS,
                  onChange: (keywords) => {
                    // Joined with commas, the keywords must keep to the contract (no comma inside
                    // one, at most 5 and 100 characters): whatever the field hands over.
                    update('keywords', keywordsValue(keywords, MAX_KEYWORDS));
                  },
                })}
              </div>
            ) : null}

            <div className="flex flex-col gap-4">
              <Switch
                data-filter="smoking_tolerance_level"
                label={label('smoking_tolerance_level')}
                checked={draft.smoking_tolerance_level === true}
                onCheckedChange={(checked) => {
                  update('smoking_tolerance_level', checked);
                }}
              />
              <Switch
                data-filter="accepts_persons_with_limitations"
                label={label('accepts_persons_with_limitations')}
                checked={draft.accepts_persons_with_limitations === true}
                onCheckedChange={(checked) => {
                  update('accepts_persons_with_limitations', checked);
                }}
              />
            </div>

            {filterQuestions.length > 0 ? (
              <Accordion.Root
                type="multiple"
                data-slot="filter-panel-questions"
                className="flex flex-col divide-y divide-border rounded-lg border border-border"
              >
                {filterQuestions.map((question) => {
                  const key = questionKey(question.name);
                  const selected = parseList(draft[key]);
                  return (
                    <Accordion.Item
                      key={question.name}
                      value={question.name}
                      data-slot="filter-panel-question"
                      data-filter={key}
                      data-count={selected.length}
                    >
                      <Accordion.Header asChild>
                        <h4>
                          <Accordion.Trigger
                            className={cn(
                              'group flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-semibold',
                              'hover:bg-surface-sunken focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-focus',
                            )}
                          >
                            <span className="flex min-w-0 items-center gap-2">
                              <span className="truncate">{label(key)}</span>
                              {selected.length > 0 ? (
                                <Badge variant="primary" size="sm">
                                  {intl.formatMessage(messages.selectedCount, {
                                    count: selected.length,
                                  })}
                                </Badge>
                              ) : null}
                            </span>
                            <ChevronDown
                              aria-hidden="true"
                              className="size-5 shrink-0 transition-transform duration-150 group-data-[state=open]:rotate-180"
                            />
                          </Accordion.Trigger>
                        </h4>
                      </Accordion.Header>
                      <Accordion.Content className="px-4 pt-1 pb-4">
                        <MultiSelect
                          aria-label={label(key)}
                          options={question.options.map((option) => ({
                            value: String(option.id),
                            label: option.label,
                          }))}
                          value={selected}
                          onValueChange={(value) => {
                            update(key, joinList(value));
                          }}
                        />
                      </Accordion.Content>
                    </Accordion.Item>
                  );
                })}
              </Accordion.Root>
            ) : null}
          </Section>
        </div>

        <div
          data-slot="filter-panel-footer"
          className="flex flex-col gap-3 border-t border-border bg-surface-raised p-4 sm:px-6"
        >
          {!applicable ? (
            <StatusBanner variant="warning" data-slot="filter-panel-max-warning">
              {intl.formatMessage(messages.maxWarning, { max: MAX_ACTIVE_FILTERS })}
            </StatusBanner>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p
              data-slot="filter-panel-count"
              data-over-max={!applicable || undefined}
              aria-live="polite"
              className={cn(
                'text-sm font-semibold tabular-nums',
                applicable ? 'text-text-muted' : 'text-warning',
              )}
            >
              {intl.formatMessage(messages.count, { count, max: MAX_ACTIVE_FILTERS })}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                variant="outline"
                onClick={() => {
                  setDraft((current) => resetFilters(current));
                }}
              >
                {intl.formatMessage(messages.reset)}
              </Button>
              <Button
                data-slot="filter-panel-apply"
                disabled={!applicable}
                onClick={() => {
                  if (!canApply(draft)) return;
                  onApply(draft);
                  onOpenChange(false);
                }}
              >
                {intl.formatMessage(messages.apply)}
              </Button>
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
