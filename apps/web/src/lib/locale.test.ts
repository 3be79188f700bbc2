import { describe, expect, it } from 'vitest';
import { resolveLocale, type LocaleSources } from './locale';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const sources = (over: Partial<LocaleSources>): LocaleSources => ({
  search: '',
  cookie: undefined,
  languages: [],
  userAgent: chrome,
  ...over,
});

describe('the locale, in the spec’s order', () => {
  it('takes the locale query first', () => {
    expect(resolveLocale(sources({ search: '?locale=en', cookie: 'fr', languages: ['fr'] }))).toBe(
      'en',
    );
    expect(resolveLocale(sources({ search: '?locale=fr', cookie: 'en', languages: ['en'] }))).toBe(
      'fr',
    );
  });

  it('ignores a locale query the app does not speak', () => {
    expect(resolveLocale(sources({ search: '?locale=de', cookie: 'en' }))).toBe('en');
  });

  it('then the cookie', () => {
    expect(resolveLocale(sources({ cookie: 'en', languages: ['fr-CA'] }))).toBe('en');
  });

  it('then the browser language (its first spoken one)', () => {
    expect(resolveLocale(sources({ languages: ['en-CA', 'fr'] }))).toBe('en');
    expect(resolveLocale(sources({ languages: ['fr-CA'] }))).toBe('fr');
    expect(resolveLocale(sources({ languages: ['de-DE', 'fr-FR'] }))).toBe('fr');
  });

  it('speaks French by default (no browser language)', () => {
    expect(resolveLocale(sources({}))).toBe('fr');
  });

  it('speaks French to bots', () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect(resolveLocale(sources({ userAgent: googlebot, languages: ['en-US'] }))).toBe('fr');
  });

  it('falls back to English for a browser language the app does not speak', () => {
    expect(resolveLocale(sources({ languages: ['de-DE', 'es'] }))).toBe('en');
  });
});
