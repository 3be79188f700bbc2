import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { bundleContract } from '@app/openapi/bundle';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DAILY_QUOTES,
  DAILY_QUOTE_MAX_LENGTH,
  TERMS,
  dailyQuoteFor,
  dayNumber,
  termsFor,
} from './content';

const LOCALES = ['fr', 'en'] as const;

describe('terms', () => {
  it('were published at launch', () => {
    expect(TERMS.published_at).toBe('2022-06-20T00:00:00Z');
    expect(new Date(TERMS.published_at).toISOString()).toBe('2022-06-20T00:00:00.000Z');
  });

  it('exist in French and English, as headed HTML of a reasonable length', () => {
    for (const locale of LOCALES) {
      const html = TERMS.content[locale];
      expect(html.trim(), locale).not.toBe('');
      expect(html).toMatch(/^<h1>/);
      expect((html.match(/<h2>/g) ?? []).length, locale).toBeGreaterThanOrEqual(10);
      const words = html
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, locale).toBeGreaterThan(1200);
      expect(words, locale).toBeLessThan(2500);
      // Every opened tag is closed.
      for (const tag of ['h1', 'h2', 'p', 'ul', 'li', 'em']) {
        const opened = (html.match(new RegExp(`<${tag}>`, 'g')) ?? []).length;
        const closed = (html.match(new RegExp(`</${tag}>`, 'g')) ?? []).length;
        expect(closed, `${locale} ${tag}`).toBe(opened);
      }
    }
  });

  it('cover the product rules', () => {
    expect(TERMS.content.fr).toContain('18 ans');
    expect(TERMS.content.fr).toContain('5 jours');
    expect(TERMS.content.fr).toMatch(/3 mois ou de 6 mois/);
    expect(TERMS.content.en).toContain('18 years');
    expect(TERMS.content.en).toContain('5-day free trial');
    expect(TERMS.content.en).toContain('3-month or 6-month');
    expect(termsFor('en')).toEqual({
      published_at: TERMS.published_at,
      content: TERMS.content.en,
    });
  });
});

describe('daily quotes', () => {
  it('hold at least 40 quotes per locale, each within the 200-character limit', () => {
    expect(DAILY_QUOTE_MAX_LENGTH).toBe(200);
    for (const locale of LOCALES) {
      const quotes = DAILY_QUOTES[locale];
      expect(quotes.length, locale).toBeGreaterThanOrEqual(40);
      for (const quote of quotes) {
        expect(quote.text.trim(), quote.text).toBe(quote.text);
        expect(quote.text.length, quote.text).toBeGreaterThan(0);
        expect(quote.text.length, quote.text).toBeLessThanOrEqual(DAILY_QUOTE_MAX_LENGTH);
        if (quote.author !== null) expect(quote.author.trim(), quote.text).not.toBe('');
      }
      const texts = quotes.map((q) => q.text);
      expect(new Set(texts).size, locale).toBe(texts.length);
    }
  });

  it('pick the same quote all day and the next one the following day', () => {
    const morning = new Date('2024-05-10T12:00:00Z');
    const evening = new Date('2024-05-10T23:00:00Z');
    const nextDay = new Date('2024-05-11T12:00:00Z');
    for (const locale of LOCALES) {
      expect(dailyQuoteFor(morning, locale)).toEqual(dailyQuoteFor(evening, locale));
      expect(dailyQuoteFor(nextDay, locale).text).not.toBe(dailyQuoteFor(morning, locale).text);
    }
  });

  it('turn the day over in eastern time', () => {
    // 03:00 UTC on 1 January is still 31 December in Montréal.
    expect(dayNumber(new Date('2024-01-01T03:00:00Z'))).toBe(
      dayNumber(new Date('2023-12-31T15:00:00Z')),
    );
    expect(dayNumber(new Date('2024-01-01T03:00:00Z'), 'UTC')).toBe(
      dayNumber(new Date('2024-01-01T15:00:00Z'), 'UTC'),
    );
  });

  it('cycle through every quote', () => {
    for (const locale of LOCALES) {
      const count = DAILY_QUOTES[locale].length;
      const seen = new Set<string>();
      for (let day = 0; day < count; day += 1) {
        seen.add(dailyQuoteFor(new Date(Date.UTC(2025, 0, 1 + day, 17)), locale).text);
      }
      expect(seen.size, locale).toBe(count);
    }
  });

  describe('contract shape', () => {
    let validateQuote: (value: unknown) => boolean;
    let validateTerm: (value: unknown) => boolean;

    beforeAll(async () => {
      const document = await bundleContract();
      const ajv = new Ajv2020({ allErrors: true, strict: false });
      addFormats(ajv);
      ajv.addSchema({ ...document, $id: 'openapi.json' });
      const quote = ajv.compile({ $ref: 'openapi.json#/components/schemas/DailyQuote' });
      const term = ajv.compile({ $ref: 'openapi.json#/components/schemas/Term' });
      validateQuote = (value) => quote(value);
      validateTerm = (value) => term(value);
    }, 60_000);

    it('serves contract DailyQuotes and Terms', () => {
      for (const locale of LOCALES) {
        for (let day = 0; day < DAILY_QUOTES[locale].length; day += 1) {
          const quote = dailyQuoteFor(new Date(Date.UTC(2025, 0, 1 + day, 17)), locale);
          expect(validateQuote(quote), quote.text).toBe(true);
          expect(quote.author_type).toBe(quote.author === null ? 'unknown' : 'known');
        }
        expect(validateTerm(termsFor(locale))).toBe(true);
      }
    });
  });
});
