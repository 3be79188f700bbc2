import { cva } from 'class-variance-authority';
import { BookOpen, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { defineMessages, useIntl, type NoMessageValues } from 'react-intl';
import { cn } from '../../lib/cn';
import { ArticleCardSkeleton } from '../article-card';
import { Button } from '../button';
import { EmptyState } from '../empty-state';
import { Field } from '../field';
import { Input } from '../input';
import { Pagination } from '../pagination';
import { RadioGroup, type RadioOption } from '../radio-group';
import { Select } from '../select';
import {
  ALL_SPECIALISTS,
  ARTICLE_PAGE_SIZE,
  ARTICLE_SORTS,
  isArticleSort,
  specialistFilterValue,
  type ArticleSort,
} from './article-list.ts';

export {
  ALL_SPECIALISTS,
  ARTICLE_PAGE_SIZE,
  ARTICLE_SEARCH_DEBOUNCE_MS,
  ARTICLE_SORTS,
  DEFAULT_ARTICLE_SORT,
  isArticleSort,
  specialistFilterValue,
  type ArticleSort,
} from './article-list.ts';

const messages = defineMessages<{
  count: { total: number };
  emptyTitle: NoMessageValues;
  emptyDescription: NoMessageValues;
  loading: NoMessageValues;
  sortLabel: NoMessageValues;
  sort: { sort: 'owner' | 'recent' };
  filters: NoMessageValues;
  search: NoMessageValues;
  specialist: NoMessageValues;
  allSpecialists: NoMessageValues;
  results: NoMessageValues;
}>({
  count: {
    id: 'ui.article-list.count',
    defaultMessage: '{total, plural, =0 {Aucun résultat} one {# résultat} other {# résultats}}',
  },
  emptyTitle: { id: 'ui.article-list.empty-title', defaultMessage: 'Aucun article' },
  emptyDescription: {
    id: 'ui.article-list.empty-description',
    defaultMessage:
      'Aucun contenu ne correspond à votre recherche. Essayez d’autres mots ou filtres.',
  },
  loading: { id: 'ui.article-list.loading', defaultMessage: 'Chargement des contenus…' },
  sortLabel: { id: 'ui.article-list.sort-label', defaultMessage: 'Trier par' },
  sort: {
    id: 'ui.article-list.sort',
    defaultMessage: '{sort, select, owner {Spécialiste} other {Les plus récents}}',
  },
  filters: { id: 'ui.article-list.filters', defaultMessage: 'Filtres' },
  search: { id: 'ui.article-list.search', defaultMessage: 'Rechercher' },
  specialist: { id: 'ui.article-list.specialist', defaultMessage: 'Spécialiste' },
  allSpecialists: {
    id: 'ui.article-list.all-specialists',
    defaultMessage: 'Tous les spécialistes',
  },
  results: { id: 'ui.article-list.results', defaultMessage: 'Résultats' },
});

/* ---------------------------------------------------------------- hero */

export const articleListHeroVariants = cva(
  'relative flex flex-col justify-end gap-2 overflow-hidden rounded-xl bg-primary-soft px-6 py-8 text-text sm:px-10 sm:py-12',
);

export type ArticleListHeroProps = Omit<ComponentProps<'header'>, 'title'> & {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A decorative picture on the right (wide screens). */
  imageSrc?: string | null | undefined;
  /** Level of the title heading (1). */
  headingLevel?: 1 | 2 | undefined;
};

/** The list's hero header: title and subtitle on a soft band, with an optional picture. */
export function ArticleListHero({
  title,
  subtitle,
  imageSrc,
  headingLevel = 1,
  className,
  ...props
}: ArticleListHeroProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <header
      data-slot="article-list-hero"
      className={cn(articleListHeroVariants(), imageSrc && 'sm:pr-[40%]', className)}
      {...props}
    >
      {imageSrc ? (
        <img
          src={imageSrc}
          alt=""
          className="absolute inset-y-0 right-0 hidden h-full w-2/5 object-cover sm:block"
        />
      ) : null}
      <Heading
        data-slot="article-list-hero-title"
        className="font-display text-3xl leading-tight font-semibold text-balance text-primary"
      >
        {title}
      </Heading>
      {subtitle ? (
        <p data-slot="article-list-hero-subtitle" className="max-w-prose text-lg text-pretty">
          {subtitle}
        </p>
      ) : null}
    </header>
  );
}

/* ---------------------------------------------------------------- count, empty, grid */

export type ArticleResultCountProps = Omit<ComponentProps<'p'>, 'children'> & {
  /** `meta.total`. */
  total: number;
};

/** '12 résultats', announced politely when it changes. */
export function ArticleResultCount({ total, className, ...props }: ArticleResultCountProps) {
  const intl = useIntl();
  return (
    <p
      role="status"
      data-slot="article-result-count"
      data-total={total}
      className={cn('text-sm font-semibold text-text-muted tabular-nums', className)}
      {...props}
    >
      {intl.formatMessage(messages.count, { total })}
    </p>
  );
}

export type ArticleListEmptyProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** Overrides 'Aucun article'. */
  title?: ReactNode;
  description?: ReactNode;
  /** A way out (e.g. a button clearing the filters). */
  action?: ReactNode;
};

/** The 'no article' message of an empty list. */
export function ArticleListEmpty({ title, description, action, ...props }: ArticleListEmptyProps) {
  const intl = useIntl();
  return (
    <EmptyState
      data-slot="article-list-empty"
      bordered
      icon={<BookOpen />}
      headingLevel={2}
      title={title ?? intl.formatMessage(messages.emptyTitle)}
      description={description ?? intl.formatMessage(messages.emptyDescription)}
      action={action}
      {...props}
    />
  );
}

export type ArticleGridProps = ComponentProps<'div'> & {
  /** Shows `placeholderCount` card placeholders (6, a page) and announces the loading. */
  loading?: boolean | undefined;
  placeholderCount?: number | undefined;
  /** Announced while loading ('Chargement des contenus…'). */
  loadingLabel?: ReactNode;
};

/** The cards: 1 column, 2 from a 32rem-wide area, 3 from 56rem. Placeholders replace them while loading. */
export function ArticleGrid({
  loading = false,
  placeholderCount = ARTICLE_PAGE_SIZE,
  loadingLabel,
  className,
  children,
  ...props
}: ArticleGridProps) {
  const intl = useIntl();
  return (
    <div className="@container">
      <div
        data-slot="article-grid"
        data-loading={loading || undefined}
        aria-busy={loading || undefined}
        className={cn('grid grid-cols-1 gap-6 @lg:grid-cols-2 @4xl:grid-cols-3', className)}
        {...props}
      >
        {loading
          ? Array.from({ length: placeholderCount }, (_, index) => (
              <ArticleCardSkeleton key={index} />
            ))
          : children}
        <span role="status" className="sr-only">
          {loading ? (loadingLabel ?? intl.formatMessage(messages.loading)) : null}
        </span>
      </div>
    </div>
  );
}

/* ---------------------------------------------------------------- sort and filters */

export type ArticleSortSelectProps = {
  value: ArticleSort;
  onValueChange: (sort: ArticleSort) => void;
  /** Overrides 'Trier par'. */
  label?: ReactNode;
  className?: string;
};

/** The sort selector: newest first (`-created_at`, the default) or by specialist (`-ownerable_id`). */
export function ArticleSortSelect({
  value,
  onValueChange,
  label,
  className,
}: ArticleSortSelectProps) {
  const intl = useIntl();
  return (
    <Field
      data-slot="article-sort"
      width="auto"
      label={label ?? intl.formatMessage(messages.sortLabel)}
      className={cn('flex-row items-center gap-2', className)}
    >
      <Select
        size="sm"
        className="w-48"
        value={value}
        options={ARTICLE_SORTS.map((sort) => ({
          value: sort,
          label: intl.formatMessage(messages.sort, {
            sort: sort === '-ownerable_id' ? 'owner' : 'recent',
          }),
        }))}
        onValueChange={(next) => {
          if (isArticleSort(next)) onValueChange(next);
        }}
      />
    </Field>
  );
}

export interface ArticleSpecialist {
  id: number;
  name: string;
}

export type ArticleFiltersProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The search text (`search`); the app debounces it 300 ms before fetching. */
  search: string;
  onSearchChange: (search: string) => void;
  /** From GET api/content/specialists. */
  specialists: readonly ArticleSpecialist[];
  /** The chosen specialist (`ownerable_id`), or null for all. */
  specialistId: number | null;
  onSpecialistChange: (specialistId: number | null) => void;
};

/** The list's filters: a search field and the specialists (all by default). */
export function ArticleFilters({
  search,
  onSearchChange,
  specialists,
  specialistId,
  onSpecialistChange,
  className,
  ...props
}: ArticleFiltersProps) {
  const intl = useIntl();
  const options: RadioOption[] = [
    { value: ALL_SPECIALISTS, label: intl.formatMessage(messages.allSpecialists) },
    ...specialists.map((specialist) => ({ value: String(specialist.id), label: specialist.name })),
  ];
  return (
    <div data-slot="article-filters" className={cn('flex flex-col gap-6', className)} {...props}>
      <Field label={intl.formatMessage(messages.search)}>
        <Input
          type="search"
          name="search"
          autoComplete="off"
          value={search}
          onValueChange={onSearchChange}
        />
      </Field>
      <Field label={intl.formatMessage(messages.specialist)}>
        <RadioGroup
          name="ownerable_id"
          options={options}
          value={specialistId === null ? ALL_SPECIALISTS : String(specialistId)}
          onValueChange={(choice) => {
            onSpecialistChange(specialistFilterValue(choice));
          }}
        />
      </Field>
    </div>
  );
}

/* ---------------------------------------------------------------- layout */

export type ArticleListProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The hero header (`ArticleListHero`). */
  hero?: ReactNode;
  /** The filter side panel's content (`ArticleFilters`); collapsible when the area is narrow. */
  filters?: ReactNode;
  /** The sort selector (`ArticleSortSelect`). */
  sort?: ReactNode;
  /** `meta.total`; the count shows once known. */
  total?: number | undefined;
  /** A page is loading: placeholders replace the cards. */
  loading?: boolean | undefined;
  /** `meta.current_page`. */
  page: number;
  /** `meta.last_page`: pagination shows only when there is more than 1 page. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** The cards of the page (`ArticleCard`s). */
  children?: ReactNode;
  /** Replaces the 'no article' message. */
  empty?: ReactNode;
  /** Starts with the filter panel open on narrow areas (false). */
  defaultFiltersOpen?: boolean | undefined;
};

/**
 * The video, article and bonus list: hero header, filter side panel (a toggle opens it when the area is
 * narrow), result count and sort, the cards (placeholders while loading, 'no article' when empty) and the
 * pagination (only when there is more than 1 page).
 */
export function ArticleList({
  hero,
  filters,
  sort,
  total,
  loading = false,
  page,
  pageCount,
  onPageChange,
  children,
  empty,
  defaultFiltersOpen = false,
  className,
  ...props
}: ArticleListProps) {
  const intl = useIntl();
  const panelId = useId();
  const filtersTitleId = useId();
  const [filtersOpen, setFiltersOpen] = useState(defaultFiltersOpen);
  const isEmpty = !loading && total === 0;
  const filtersState = filtersOpen ? 'open' : 'closed';

  return (
    <div
      data-slot="article-list"
      data-loading={loading || undefined}
      data-empty={isEmpty || undefined}
      className={cn('@container flex w-full min-w-0 flex-col gap-8 text-text', className)}
      {...props}
    >
      {hero}
      <div className="grid min-w-0 gap-6 @4xl:grid-cols-[16rem_minmax(0,1fr)] @4xl:items-start">
        {filters ? (
          <section
            data-slot="article-list-filters"
            data-state={filtersState}
            aria-labelledby={filtersTitleId}
            className="flex flex-col gap-4 rounded-xl border border-border bg-surface-raised p-4 @4xl:sticky @4xl:top-4"
          >
            <h2 id={filtersTitleId} className="sr-only">
              {intl.formatMessage(messages.filters)}
            </h2>
            <Button
              data-slot="article-list-filters-toggle"
              variant="outline"
              size="sm"
              className="self-start @4xl:hidden"
              aria-expanded={filtersOpen}
              aria-controls={panelId}
              onClick={() => {
                setFiltersOpen((open) => !open);
              }}
            >
              <SlidersHorizontal aria-hidden="true" />
              {intl.formatMessage(messages.filters)}
            </Button>
            <div
              id={panelId}
              data-slot="article-list-filters-panel"
              data-state={filtersState}
              className="@max-4xl:data-[state=closed]:hidden"
            >
              {filters}
            </div>
          </section>
        ) : null}

        <section
          data-slot="article-list-results"
          aria-label={intl.formatMessage(messages.results)}
          className="flex min-w-0 flex-col gap-6"
        >
          {total !== undefined || sort ? (
            <div
              data-slot="article-list-toolbar"
              className="flex flex-wrap items-center justify-between gap-3"
            >
              {total !== undefined ? <ArticleResultCount total={total} /> : <span />}
              {sort}
            </div>
          ) : null}
          {isEmpty ? (
            (empty ?? <ArticleListEmpty />)
          ) : (
            <ArticleGrid loading={loading}>{children}</ArticleGrid>
          )}
          <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
        </section>
      </div>
    </div>
  );
}
