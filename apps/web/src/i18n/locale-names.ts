/** The app's locales, with no catalogue attached: the build's Node code reads them too. */
export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';
/** The cookie that remembers a chosen locale (lib/locale.ts), and for how many days. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
