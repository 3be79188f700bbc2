/**
 * The design system's texts of one locale, loaded on demand: an app imports this (not `./index`) so
 * that only the active language is fetched, alongside the app's own catalogue.
 */
export type UiLocale = 'fr' | 'en';

export async function loadUiMessages(locale: UiLocale): Promise<Record<string, string>> {
  const catalogue = locale === 'en' ? await import('./en') : await import('./fr');
  return catalogue.default;
}
