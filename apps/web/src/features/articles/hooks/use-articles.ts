import { ARTICLE_PAGE_SIZE, type ArticleSort } from '@app/ui/article-list';
import { useImmutable, useQuery } from '../../../lib/data';
import { useLocale } from '../../../lib/locale-context';
import { articleListFilter, type ArticleListKind } from './article-query';

export interface ArticleListParams {
  kind: ArticleListKind;
  page: number;
  sort: ArticleSort;
  /** Already debounced. */
  search: string;
  specialistId: number | null;
}

/** One page (6) of a personal-development list, in the reader's language. */
export function useArticles({ kind, page, sort, search, specialistId }: ArticleListParams) {
  const { locale } = useLocale();
  const trimmed = search.trim();
  return useQuery(
    '/api/content/articles',
    {
      params: {
        query: {
          ...articleListFilter(kind),
          page,
          per_page: ARTICLE_PAGE_SIZE,
          is_internal: false,
          sort,
          ...(trimmed ? { search: trimmed } : {}),
          ...(specialistId === null ? {} : { ownerable_id: specialistId }),
        },
      },
      // The content is per language.
      headers: { 'Accept-Language': locale },
    },
    { keepPreviousData: true },
  );
}

/** One article or video (the detail page). */
export function useArticle(id: number | null) {
  const { locale } = useLocale();
  return useQuery(
    '/api/content/articles/{article}',
    id === null
      ? null
      : { params: { path: { article: id } }, headers: { 'Accept-Language': locale } },
  );
}

/** The specialists of the filter panel. */
export function useSpecialists() {
  return useImmutable('/api/content/specialists', {});
}
