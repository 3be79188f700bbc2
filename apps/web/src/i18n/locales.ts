import type { Locale } from './locale-names';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locale-names';

type Catalogue = Record<string, string>;

/** A locale's catalogue: the design system's texts, then the app's (which win on a shared id). */
async function merged(
  ui: Promise<{ default: Catalogue }>,
  app: Promise<{ default: Catalogue }>,
): Promise<Catalogue> {
  const [design, own] = await Promise.all([ui, app]);
  return { ...design.default, ...own.default };
}

const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  // French is the source language: a build writes each French text, precompiled, into the code that
  // shows it (vite-plugins/french-defaults.ts), so it loads no French catalogue. Dev and tests do.
  fr: import.meta.env.PROD
    ? () => Promise.resolve({})
    : () => merged(import('@app/ui/i18n/fr'), import('./fr.json')),
  en: () => merged(import('@app/ui/i18n/en'), import('./en.json')),
};

/** The app's catalogue for a locale, with the design system's own texts merged in. */
export function loadMessages(locale: Locale): Promise<Catalogue> {
  return catalogues[locale]();
}
