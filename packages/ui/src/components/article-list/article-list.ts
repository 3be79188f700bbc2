/**
 * The personal-development list's constants (spec 02, sections 2, 7 and 9): sorted by `-created_at` by
 * default (or `-ownerable_id`), 6 items a page, the search debounced 300 ms by the app, pagination only
 * when there is more than 1 page.
 */

export const ARTICLE_SORTS = ['-created_at', '-ownerable_id'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];
export const DEFAULT_ARTICLE_SORT: ArticleSort = '-created_at';

/** Items per page of the list (`per_page`). */
export const ARTICLE_PAGE_SIZE = 6;

/** The app waits this long after the last keystroke before searching. */
export const ARTICLE_SEARCH_DEBOUNCE_MS = 300;

export function isArticleSort(value: unknown): value is ArticleSort {
  return value === '-created_at' || value === '-ownerable_id';
}

/** The value of the 'all specialists' choice of the filter. */
export const ALL_SPECIALISTS = 'all';

/** The specialist filter's choice as the `ownerable_id` to send, or null for all. */
export function specialistFilterValue(choice: string): number | null {
  if (choice === ALL_SPECIALISTS) return null;
  const id = Number(choice);
  return Number.isInteger(id) && id > 0 ? id : null;
}
