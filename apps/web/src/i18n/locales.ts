import { loadEnglishParts, stopEnglishParts } from './english-parts';
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

// A build of the browser's code (not the prerender's, `SSR`): French is the source language, written
// with each text, precompiled, into the code that shows it (vite-plugins/french-defaults.ts), and
// English comes in parts, each with the chunk that shows it (vite-plugins/english-parts.ts). Dev,
// tests and the prerender load the whole catalogues.
const inParts = import.meta.env.PROD && !import.meta.env.SSR;

const catalogues: Record<Locale, () => Promise<Catalogue>> = {
  fr: import.meta.env.PROD
    ? () => {
        if (inParts) stopEnglishParts();
        return Promise.resolve({});
      }
    : () => merged(import('@app/ui/i18n/fr'), import('./fr.json')),
  en: inParts ? loadEnglishParts : () => merged(import('@app/ui/i18n/en'), import('./en.json')),
};

/** The app's catalogue for a locale, with the design system's own texts merged in. */
export function loadMessages(locale: Locale): Promise<Catalogue> {
  return catalogues[locale]();
}
