import { ArticleCard } from '@app/ui/article-card';
import {
  ARTICLE_SEARCH_DEBOUNCE_MS,
  ArticleFilters,
  ArticleList,
  ArticleListHero,
  ArticleSortSelect,
} from '@app/ui/article-list';
import { useEffect, useEffectEvent, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  articleListKind,
  readListState,
  writeListState,
  type ArticleListKind,
  type ArticleListState,
} from '../../../features/articles/hooks/article-query';
import { useArticles, useSpecialists } from '../../../features/articles/hooks/use-articles';
import { useDebouncedValue } from '../../../features/articles/hooks/use-debounced-value';
import { member } from '../../../lib/paths';

const messages = defineMessages<{
  title: { kind: ArticleListKind };
  subtitle: { kind: ArticleListKind };
}>({
  title: {
    id: 'personal-development.list.title',
    defaultMessage: '{kind, select, video {Vidéos} bonus {Bonus} other {Articles}}',
  },
  subtitle: {
    id: 'personal-development.list.subtitle',
    defaultMessage:
      '{kind, select, video {Les capsules de nos spécialistes, à regarder quand vous voulez.} bonus {Le cours bonus et les contenus réservés aux membres VIP.} other {Des lectures pour mieux vous connaître et vivre des relations épanouissantes.}}',
  },
});

/** `/member/personal-development/{video,article,bonus}`: one list of content, filtered and sorted. */
export function Component() {
  const { pathname } = useLocation();
  const kind: ArticleListKind = articleListKind(pathname) ?? 'article';
  // A new list starts from its defaults.
  return <ContentList key={kind} kind={kind} />;
}

function ContentList({ kind }: { kind: ArticleListKind }) {
  const intl = useIntl();
  const [query, setQuery] = useSearchParams();
  const state = readListState(query);
  const [search, setSearch] = useState(state.search);
  const debouncedSearch = useDebouncedValue(search, ARTICLE_SEARCH_DEBOUNCE_MS);
  const specialists = useSpecialists();
  const articles = useArticles({ kind, ...state });

  // The address keeps the list's state (back from an article finds it again), replaced in place.
  const show = (next: Partial<ArticleListState>) => {
    setQuery(writeListState({ ...state, page: 1, ...next }), { replace: true });
  };
  // Once the typing has settled, the search goes to the address (page 1).
  const applySearch = useEffectEvent((settled: string) => {
    if (settled !== state.search) show({ search: settled });
  });
  useEffect(() => {
    applySearch(debouncedSearch);
  }, [debouncedSearch]);

  useEffect(() => {
    // Spec 02, section 8: fetch errors are logged and nothing is shown.
    if (articles.error) console.error(articles.error);
  }, [articles.error]);

  const data = articles.error ? undefined : articles.data;
  const title = intl.formatMessage(messages.title, { kind });
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 pt-6 pb-24 lg:pb-12">
      <ArticleList
        data-list={kind}
        hero={
          <ArticleListHero
            title={title}
            subtitle={intl.formatMessage(messages.subtitle, { kind })}
          />
        }
        filters={
          <ArticleFilters
            search={search}
            onSearchChange={setSearch}
            specialists={specialists.data?.data ?? []}
            specialistId={state.specialistId}
            onSpecialistChange={(specialistId) => {
              show({ specialistId });
            }}
          />
        }
        sort={
          <ArticleSortSelect
            value={state.sort}
            onValueChange={(sort) => {
              show({ sort });
            }}
          />
        }
        total={data?.meta.total}
        loading={articles.isLoading || (articles.isValidating && !data)}
        page={data?.meta.current_page ?? state.page}
        pageCount={data?.meta.last_page ?? 1}
        onPageChange={(page) => {
          show({ page });
        }}
      >
        {(data?.data ?? []).map((article) => (
          <ArticleCard
            key={article.id}
            article={article}
            imageSrc={article.image_path}
            renderLink={(props) => (
              <Link to={member.personalDevelopmentArticle.href(article.id)} {...props} />
            )}
          />
        ))}
      </ArticleList>
    </div>
  );
}
