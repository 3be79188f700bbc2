/**
 * The daily-quote form's rules (spec 02, sections 3, 5 and 6): text required, at most 200 characters;
 * locale required (fr or en); the author field only when `author_type` is `known`; submit only when the
 * text is not empty, `accept` is checked and the member's profile is public (only a public profile may post).
 */
import { dailyQuoteSubmissionAuthorTypeValues, localeValues } from '@app/openapi/enums';
import type { components } from '@app/openapi/schema';
import type { DailyQuoteAuthorType } from '../daily-quote/daily-quote.ts';

export type DailyQuoteLocale = components['schemas']['Locale'];

export const DAILY_QUOTE_MAX_LENGTH = 200;
export const DAILY_QUOTE_LOCALES: readonly DailyQuoteLocale[] = localeValues;
export const DAILY_QUOTE_AUTHOR_TYPES: readonly DailyQuoteAuthorType[] =
  dailyQuoteSubmissionAuthorTypeValues;
export type MemberVisibility = 'public' | 'private';

/** What the form holds while the member types. */
export interface DailyQuoteFormValues {
  text: string;
  locale: DailyQuoteLocale;
  author: string;
  author_type: DailyQuoteAuthorType;
  accept: boolean;
}

/** The body of POST member/daily-quotes. */
export interface DailyQuoteSubmission {
  text: string;
  locale: DailyQuoteLocale;
  author: string | null;
  author_type: DailyQuoteAuthorType;
  accept: true;
}

export type DailyQuoteField = keyof DailyQuoteFormValues;

export function isDailyQuoteLocale(value: unknown): value is DailyQuoteLocale {
  return value === 'fr' || value === 'en';
}

export function isDailyQuoteAuthorType(value: unknown): value is DailyQuoteAuthorType {
  return value === 'known' || value === 'unknown' || value === 'member';
}

/** The author's name is asked only for a known author. */
export function showsAuthorField(authorType: DailyQuoteAuthorType): boolean {
  return authorType === 'known';
}

/** Submit is enabled only with some text (200 characters at most), `accept` checked and a public profile. */
export function canSubmitDailyQuote(
  values: Pick<DailyQuoteFormValues, 'text' | 'accept'>,
  visibility: MemberVisibility,
): boolean {
  const length = values.text.trim().length;
  return length > 0 && length <= DAILY_QUOTE_MAX_LENGTH && values.accept && visibility === 'public';
}

/** The payload to post: the text trimmed, and the author only for a known author. */
export function toDailyQuoteSubmission(values: DailyQuoteFormValues): DailyQuoteSubmission {
  const author = values.author.trim();
  return {
    text: values.text.trim(),
    locale: values.locale,
    author: showsAuthorField(values.author_type) && author !== '' ? author : null,
    author_type: values.author_type,
    accept: true,
  };
}
