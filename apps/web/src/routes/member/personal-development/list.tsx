import { ArticleCard } from '@app/ui/article-card';
import {
  ARTICLE_SEARCH_DEBOUNCE_MS,
  ArticleFilters,
  ArticleList,
  ArticleListHero,
  ArticleSortSelect,
  DEFAULT_ARTICLE_SORT,
  type ArticleSort,
} from '@app/ui/article-list';
import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import {
  articleListKind,
  type ArticleListKind,
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
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ArticleSort>(DEFAULT_ARTICLE_SORT);
  const [search, setSearch] = useState('');
  const [specialistId, setSpecialistId] = useState<number | null>(null);
  const debouncedSearch = useDebouncedValue(search, ARTICLE_SEARCH_DEBOUNCE_MS);
  const specialists = useSpecialists();
  const articles = useArticles({ kind, page, sort, search: debouncedSearch, specialistId });

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
            onSearchChange={(next) => {
              setSearch(next);
              setPage(1);
            }}
            specialists={specialists.data?.data ?? []}
            specialistId={specialistId}
            onSpecialistChange={(next) => {
              setSpecialistId(next);
              setPage(1);
            }}
          />
        }
        sort={
          <ArticleSortSelect
            value={sort}
            onValueChange={(next) => {
              setSort(next);
              setPage(1);
            }}
          />
        }
        total={data?.meta.total}
        loading={articles.isLoading || (articles.isValidating && !data)}
        page={data?.meta.current_page ?? page}
        pageCount={data?.meta.last_page ?? 1}
        onPageChange={setPage}
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
