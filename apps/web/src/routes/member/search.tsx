import { Button } from '@app/ui/button';
import { FilterChips } from '@app/ui/filter-chips';
import { PageHeader } from '@app/ui/page-header';
import { SearchToolbar } from '@app/ui/search-toolbar';
import { countActiveFilters } from '@app/ui/lib/search-filters';
import { lazy, Suspense, useMemo, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { markFirstSearch } from '../../features/account/api/mark-first-search';
import { saveAnonymousMode } from '../../features/account/api/update-anonymous-mode';
import { saveSearchSettings } from '../../features/account/api/update-search-settings';
import { MemberPages } from '../../features/members/components/member-pages';
import { preloadSavedSearch } from '../../features/members/preload-saved-search';
import {
  filtersQuestions,
  useDebouncedSearch,
  useFilterQuestions,
} from '../../features/members/hooks/use-search-settings';
import {
  apiFilters,
  savedSearch,
  searchQuery,
  type AppliedSearch,
} from '../../features/members/saved-search';
import { toastError } from '../../lib/errors';
import { useFirstContentShown } from '../../lib/first-content';
import { refreshUser, useUser, type CurrentUser } from '../../lib/session';
import { usePreloadWhenIdle } from '../../lib/use-preload-when-idle';

const loadFilterPanel = () => import('../../features/members/components/search-filter-panel');
const SearchFilterPanel = lazy(loadFilterPanel);
// The sort panel and the search's explanation are dialogs opened later (the explanation on a first
// search, once the page is drawn): out of the page's first load, and mounted once the first cards
// have painted (lib/first-content.ts) or when opened.
const loadSortPanel = () => import('@app/ui/sort-panel');
const SortPanel = lazy(() => loadSortPanel().then((module) => ({ default: module.SortPanel })));
const loadOnboardingModal = () => import('@app/ui/search-onboarding-modal');
const preloadPanels = () =>
  Promise.all([loadFilterPanel(), loadSortPanel(), loadOnboardingModal()]);
const SearchOnboardingModal = lazy(() =>
  loadOnboardingModal().then((module) => ({ default: module.SearchOnboardingModal })),
);

const messages = defineMessages({
  title: { id: 'search.title', defaultMessage: 'Recherche' },
  subtitle: {
    id: 'search.subtitle',
    defaultMessage: 'Découvrez des célibataires qui partagent vos valeurs.',
  },
  learnMore: { id: 'search.learn_more', defaultMessage: 'Comment fonctionne la recherche?' },
});

function SearchPage({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const contentShown = useFirstContentShown();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The panel's code is fetched once the first cards have painted and the browser is idle, or when
  // the panel is first opened.
  const [filtersMounted, setFiltersMounted] = useState(false);
  usePreloadWhenIdle(preloadPanels, contentShown);
  const openFilters = () => {
    setFiltersMounted(true);
    setFiltersOpen(true);
  };
  const [sortOpen, setSortOpen] = useState(false);
  const [onboardingOpen, setOnboardingOpen] = useState(false);
  const [firstSearch, setFirstSearch] = useState(Boolean(user.metadata?.first_search));
  const [anonymousMode, setAnonymousMode] = useState(Boolean(user.settings?.anonymous_mode));
  const [anonymousPending, setAnonymousPending] = useState(false);
  const { applied, debounced, apply } = useDebouncedSearch(
    savedSearch(user),
    (search: AppliedSearch) => {
      saveSearchSettings({ filters: apiFilters(search.filters), sort: search.sort }).catch(
        (error: unknown) => {
          toastError(error, intl);
        },
      );
    },
  );
  // The same object until the search changes: the grid's pages are memoised on it.
  const query = useMemo(() => searchQuery(debounced), [debounced]);
  // The questionnaire waits for the first cards, unless a chip shows an answer's label.
  const questions = useFilterQuestions(
    contentShown || filtersMounted || filtersQuestions(applied.filters),
  );

  const changeAnonymousMode = (next: boolean) => {
    const previous = anonymousMode;
    setAnonymousMode(next);
    setAnonymousPending(true);
    saveAnonymousMode(next)
      .then(() => refreshUser())
      .catch((error: unknown) => {
        setAnonymousMode(previous);
        toastError(error, intl);
      })
      .finally(() => {
        setAnonymousPending(false);
      });
  };
  const toolbar = {
    activeFilterCount: countActiveFilters(applied.filters),
    onOpenFilters: openFilters,
    sort: applied.sort,
    anonymousMode,
    onAnonymousModeChange: changeAnonymousMode,
    anonymousPending,
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-6 pb-32 lg:pb-12">
      <PageHeader
        title={<FormattedMessage {...messages.title} />}
        subtitle={<FormattedMessage {...messages.subtitle} />}
        actions={
          <Button
            variant="link"
            onClick={() => {
              setOnboardingOpen(true);
            }}
          >
            <FormattedMessage {...messages.learnMore} />
          </Button>
        }
      />
      <SearchToolbar
        variant="inline"
        className="hidden lg:flex"
        {...toolbar}
        onSortChange={(sort) => {
          apply({ sort });
        }}
      />
      <FilterChips
        filters={applied.filters}
        questions={questions}
        onRemove={(_key, filters) => {
          apply({ filters });
        }}
      />
      <MemberPages key={JSON.stringify(query)} query={query} onOpenFilters={openFilters} />
      <SearchToolbar
        variant="bar"
        className="bottom-[calc(4rem+env(safe-area-inset-bottom))] lg:hidden"
        {...toolbar}
        onOpenSort={() => {
          setSortOpen(true);
        }}
      />
      {filtersMounted ? (
        <Suspense fallback={null}>
          <SearchFilterPanel
            open={filtersOpen}
            onOpenChange={setFiltersOpen}
            filters={applied.filters}
            onApply={(filters) => {
              apply({ filters });
            }}
            questions={questions}
            userOrientations={user.sexual_orientations}
          />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {contentShown || sortOpen ? (
          <SortPanel
            open={sortOpen}
            onOpenChange={setSortOpen}
            value={applied.sort}
            onApply={(sort) => {
              apply({ sort });
            }}
          />
        ) : null}
        {contentShown || onboardingOpen ? (
          <SearchOnboardingModal
            firstSearch={firstSearch}
            open={onboardingOpen}
            onOpenChange={setOnboardingOpen}
            onClose={() => {
              if (!firstSearch) return;
              setFirstSearch(false);
              markFirstSearch()
                .then(() => refreshUser())
                .catch(() => undefined);
            }}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/** `/member/search`: title, filters, sorts, the anonymous toggle and the member grid. */
export function Component() {
  const { user } = useUser();
  return user ? <SearchPage user={user} /> : null;
}

/** The first page of the saved search, asked for as the app starts here (app/app-routes.tsx). */
export const preloadData = preloadSavedSearch;
