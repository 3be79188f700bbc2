import { describe, expect, it } from 'vitest';
import {
  canSubmitDailyQuote,
  DAILY_QUOTE_MAX_LENGTH,
  showsAuthorField,
  toDailyQuoteSubmission,
  type DailyQuoteFormValues,
} from './daily-quote-form.ts';

const values: DailyQuoteFormValues = {
  text: 'Le bonheur n’est pas une destination, c’est une façon de voyager.',
  locale: 'fr',
  author: 'Margaret Lee Runbeck',
  author_type: 'known',
  accept: true,
};

describe('the daily quote limits', () => {
  it('allows 200 characters', () => {
    expect(DAILY_QUOTE_MAX_LENGTH).toBe(200);
  });
});

describe('showsAuthorField', () => {
  it('asks for the author only when the author is known', () => {
    expect(showsAuthorField('known')).toBe(true);
    expect(showsAuthorField('unknown')).toBe(false);
    expect(showsAuthorField('member')).toBe(false);
  });
});

describe('canSubmitDailyQuote', () => {
  it('needs text, accept and a public profile', () => {
    expect(canSubmitDailyQuote(values, 'public')).toBe(true);
  });

  it('refuses an empty or blank text', () => {
    expect(canSubmitDailyQuote({ ...values, text: '' }, 'public')).toBe(false);
    expect(canSubmitDailyQuote({ ...values, text: '   ' }, 'public')).toBe(false);
  });

  it('refuses without accept', () => {
    expect(canSubmitDailyQuote({ ...values, accept: false }, 'public')).toBe(false);
  });

  it('refuses a private profile', () => {
    expect(canSubmitDailyQuote(values, 'private')).toBe(false);
  });

  it('accepts exactly 200 characters and refuses 201', () => {
    expect(canSubmitDailyQuote({ ...values, text: 'a'.repeat(200) }, 'public')).toBe(true);
    expect(canSubmitDailyQuote({ ...values, text: 'a'.repeat(201) }, 'public')).toBe(false);
  });
});

describe('toDailyQuoteSubmission', () => {
  it('sends the trimmed text and the known author', () => {
    expect(
      toDailyQuoteSubmission({ ...values, text: '  Un texte.  ', author: ' Sénèque ' }),
    ).toEqual({
      text: 'Un texte.',
      locale: 'fr',
      author: 'Sénèque',
      author_type: 'known',
      accept: true,
    });
  });

  it('drops the author for an unknown author or the member', () => {
    expect(toDailyQuoteSubmission({ ...values, author_type: 'unknown' }).author).toBeNull();
    expect(
      toDailyQuoteSubmission({ ...values, author_type: 'member', locale: 'en' }),
    ).toMatchObject({
      author: null,
      author_type: 'member',
      locale: 'en',
    });
  });

  it('sends no author for a known author left blank', () => {
    expect(toDailyQuoteSubmission({ ...values, author: '  ' }).author).toBeNull();
  });
});
