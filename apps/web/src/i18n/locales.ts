export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Until the full locale rules land with the app shell (query, cookie, browser language, default French,
 * bots French, fallback English), the first page honours the `locale` query and otherwise speaks French.
 */
export function localeFromUrl(search: string): Locale {
  const requested = new URLSearchParams(search).get('locale');
  return isLocale(requested) ? requested : DEFAULT_LOCALE;
}

export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  const catalogue = locale === 'en' ? await import('./en.json') : await import('./fr.json');
  return catalogue.default;
}
