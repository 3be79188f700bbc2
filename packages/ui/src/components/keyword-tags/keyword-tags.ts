import { SEARCH_LIMITS } from '@app/openapi/search';

/** Search keywords: at most 5 (spec 02 §5 and §9; the contract's limit). */
export const MAX_KEYWORDS: number = SEARCH_LIMITS.keywords;

/**
 * The longest the keywords may be once joined with commas: the contract's `keywords` (at most 100
 * characters, `^[^,]+(,[^,]+){0,4}$` in components/schemas/SearchFilters.yaml). Past it the search is
 * refused with a 422, so a keyword that would pass it is refused here.
 */
export const MAX_KEYWORDS_LENGTH = 100;

/**
 * A keyword as kept: trimmed, inner spaces collapsed, and no comma (the search joins the keywords with
 * commas, so one would split it there; `addKeywords` splits the text at commas before this).
 */
export function normalizeKeyword(text: string): string {
  return text.replace(/,/g, ' ').trim().replace(/\s+/g, ' ');
}

/** The length of the keywords as the search sends them, joined with commas. */
export function joinedLength(keywords: readonly string[]): number {
  return keywords.join(',').length;
}

/** What makes two keywords the same: case and accents ignored ('Café' is 'cafe'). */
export function keywordKey(text: string): string {
  return normalizeKeyword(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function hasKeyword(keywords: readonly string[], text: string): boolean {
  const key = keywordKey(text);
  return keywords.some((keyword) => keywordKey(keyword) === key);
}

export type AddKeywordStatus = 'added' | 'empty' | 'duplicate' | 'max' | 'too-long';

export interface AddKeywordResult {
  keywords: string[];
  status: AddKeywordStatus;
  /** The keyword as added (or the one already there for a duplicate). */
  keyword: string;
}

/**
 * The keywords after adding `text` as one keyword: blank text and duplicates (case- and
 * accent-insensitive) are ignored, nothing is added once `max` keywords are there, and a keyword that
 * would make the joined keywords longer than `maxLength` is refused (`too-long`).
 */
export function addKeyword(
  keywords: readonly string[],
  text: string,
  max: number = MAX_KEYWORDS,
  maxLength: number = MAX_KEYWORDS_LENGTH,
): AddKeywordResult {
  const keyword = normalizeKeyword(text);
  if (keyword === '') return { keywords: [...keywords], status: 'empty', keyword };
  const key = keywordKey(keyword);
  const existing = keywords.find((candidate) => keywordKey(candidate) === key);
  if (existing !== undefined) {
    return { keywords: [...keywords], status: 'duplicate', keyword: existing };
  }
  if (keywords.length >= max) return { keywords: [...keywords], status: 'max', keyword };
  const next = [...keywords, keyword];
  if (joinedLength(next) > maxLength) {
    return { keywords: [...keywords], status: 'too-long', keyword };
  }
  return { keywords: next, status: 'added', keyword };
}

export interface AddKeywordsResult {
  keywords: string[];
  /** The keywords added, in order. */
  added: string[];
  /** The keywords already there (as they are in the list) that the text repeated. */
  duplicates: string[];
  /** The first keyword that could not be added, and why; adding stopped there. */
  refused: { status: 'max' | 'too-long'; keyword: string } | null;
  /** The text from the refused keyword on, as typed (commas kept); empty when all was taken. */
  rest: string;
}

/**
 * The keywords after adding `text`, split at its commas (typed or pasted: "yoga, cuisine" is two
 * keywords), each as `addKeyword` does; the first refusal (maximum or length) stops, and what was not
 * taken is given back in `rest` so that nothing typed is lost.
 */
export function addKeywords(
  keywords: readonly string[],
  text: string,
  max: number = MAX_KEYWORDS,
  maxLength: number = MAX_KEYWORDS_LENGTH,
): AddKeywordsResult {
  const parts = text.split(',');
  let current = [...keywords];
  const added: string[] = [];
  const duplicates: string[] = [];
  for (const [index, part] of parts.entries()) {
    const result = addKeyword(current, part, max, maxLength);
    if (result.status === 'max' || result.status === 'too-long') {
      const refused = { status: result.status, keyword: result.keyword };
      return { keywords: current, added, duplicates, refused, rest: parts.slice(index).join(',') };
    }
    if (result.status === 'duplicate' && !duplicates.includes(result.keyword)) {
      duplicates.push(result.keyword);
    }
    if (result.status === 'added') added.push(result.keyword);
    current = result.keywords;
  }
  return { keywords: current, added, duplicates, refused: null, rest: '' };
}

/**
 * The keywords as the search's comma-separated `keywords`, or undefined when there are none: whatever
 * a field hands over, the value keeps to the contract (no empty or comma-holding keyword, no
 * duplicate, at most `max`, at most `maxLength` characters).
 */
export function keywordsValue(
  keywords: readonly string[],
  max: number = MAX_KEYWORDS,
  maxLength: number = MAX_KEYWORDS_LENGTH,
): string | undefined {
  const kept = addKeywords([], keywords.join(','), max, maxLength).keywords;
  return kept.length > 0 ? kept.join(',') : undefined;
}

/** The keywords without the one at `index` (the last one when Backspace is pressed on an empty input). */
export function removeKeyword(keywords: readonly string[], index: number): string[] {
  return keywords.filter((_, position) => position !== index);
}

export function isAtMax(keywords: readonly string[], max: number = MAX_KEYWORDS): boolean {
  return keywords.length >= max;
}
