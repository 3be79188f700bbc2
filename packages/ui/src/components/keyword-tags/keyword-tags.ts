import { SEARCH_LIMITS } from '@app/openapi/search';

/** Search keywords: at most 5 (spec 02 §5 and §9; the contract's limit). */
export const MAX_KEYWORDS: number = SEARCH_LIMITS.keywords;

/** A keyword as kept: trimmed, inner spaces collapsed. */
export function normalizeKeyword(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** What makes two keywords the same: case and accents ignored ('Café' is 'cafe'). */
export function keywordKey(text: string): string {
  return normalizeKeyword(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function hasKeyword(keywords: readonly string[], text: string): boolean {
  const key = keywordKey(text);
  return keywords.some((keyword) => keywordKey(keyword) === key);
}

export type AddKeywordStatus = 'added' | 'empty' | 'duplicate' | 'max';

export interface AddKeywordResult {
  keywords: string[];
  status: AddKeywordStatus;
  /** The keyword as added (or the one already there for a duplicate). */
  keyword: string;
}

/**
 * The keywords after adding `text`: blank text and duplicates (case- and accent-insensitive) are
 * ignored, and nothing is added once `max` keywords are there.
 */
export function addKeyword(
  keywords: readonly string[],
  text: string,
  max: number = MAX_KEYWORDS,
): AddKeywordResult {
  const keyword = normalizeKeyword(text);
  if (keyword === '') return { keywords: [...keywords], status: 'empty', keyword };
  const key = keywordKey(keyword);
  const existing = keywords.find((candidate) => keywordKey(candidate) === key);
  if (existing !== undefined) {
    return { keywords: [...keywords], status: 'duplicate', keyword: existing };
  }
  if (keywords.length >= max) return { keywords: [...keywords], status: 'max', keyword };
  return { keywords: [...keywords, keyword], status: 'added', keyword };
}

/** The keywords without the one at `index` (the last one when Backspace is pressed on an empty input). */
export function removeKeyword(keywords: readonly string[], index: number): string[] {
  return keywords.filter((_, position) => position !== index);
}

export function isAtMax(keywords: readonly string[], max: number = MAX_KEYWORDS): boolean {
  return keywords.length >= max;
}
