import { describe, expect, it } from 'vitest';
import {
  ARTICLE_PAGE_SIZE,
  ARTICLE_SEARCH_DEBOUNCE_MS,
  DEFAULT_ARTICLE_SORT,
  isArticleSort,
  specialistFilterValue,
} from './article-list.ts';

describe('the article list constants', () => {
  it('match the spec', () => {
    expect(ARTICLE_PAGE_SIZE).toBe(6);
    expect(ARTICLE_SEARCH_DEBOUNCE_MS).toBe(300);
    expect(DEFAULT_ARTICLE_SORT).toBe('-created_at');
  });
});

describe('isArticleSort', () => {
  it('knows the two sorts only', () => {
    expect(isArticleSort('-created_at')).toBe(true);
    expect(isArticleSort('-ownerable_id')).toBe(true);
    expect(isArticleSort('created_at')).toBe(false);
    expect(isArticleSort(undefined)).toBe(false);
  });
});

describe('specialistFilterValue', () => {
  it('turns the choice into the ownerable_id to send', () => {
    expect(specialistFilterValue('all')).toBeNull();
    expect(specialistFilterValue('7')).toBe(7);
    expect(specialistFilterValue('abc')).toBeNull();
    expect(specialistFilterValue('0')).toBeNull();
  });
});
