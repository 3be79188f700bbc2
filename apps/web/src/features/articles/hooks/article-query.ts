import type { components } from '@app/client';
import { DEFAULT_ARTICLE_SORT, isArticleSort, type ArticleSort } from '@app/ui/article-list';

export type ArticleListKind = 'video' | 'article' | 'bonus';
export type ArticleAccessLevel = components['schemas']['ArticleAccessLevel'];
export type ArticleType = components['schemas']['ArticleType'];

export const ARTICLE_LIST_KINDS: readonly ArticleListKind[] = ['video', 'article', 'bonus'];

/** The list a path shows (`/member/personal-development/video` is the videos), or null. */
export function articleListKind(pathname: string): ArticleListKind | null {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return ARTICLE_LIST_KINDS.find((kind) => kind === last) ?? null;
}

/**
 * What each list asks for (spec 02, section 6): videos and articles are the public and member content
 * of their type; the bonus list is the VIP content, of either type.
 */
export function articleListFilter(kind: ArticleListKind): {
  type?: ArticleType;
  access_level: ArticleAccessLevel[];
} {
  if (kind === 'bonus') return { access_level: ['vip'] };
  return { type: kind, access_level: ['public', 'member'] };
}

/** What a list shows, kept in its address so that coming back from an article finds it again. */
export interface ArticleListState {
  page: number;
  sort: ArticleSort;
  search: string;
  specialistId: number | null;
}

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/** The list's state from its query (`?page=2&sort=-ownerable_id&search=…&specialist=3`), defaults otherwise. */
export function readListState(query: URLSearchParams): ArticleListState {
  const sort = query.get('sort');
  return {
    page: positiveInteger(query.get('page')) ?? 1,
    sort: isArticleSort(sort) ? sort : DEFAULT_ARTICLE_SORT,
    search: query.get('search') ?? '',
    specialistId: positiveInteger(query.get('specialist')),
  };
}

/** The query of a list's state, without its defaults. */
export function writeListState(state: ArticleListState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search.trim()) query.set('search', state.search);
  if (state.specialistId !== null) query.set('specialist', String(state.specialistId));
  if (state.sort !== DEFAULT_ARTICLE_SORT) query.set('sort', state.sort);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}
