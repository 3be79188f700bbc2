import { loadUiMessages } from '@app/ui/i18n/lazy';

import type { Locale } from './locale-names';

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locale-names';

/** The app's catalogue for a locale, with the design system's own texts merged in. */
export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  const [ui, catalogue] = await Promise.all([
    loadUiMessages(locale),
    locale === 'en' ? import('./en.json') : import('./fr.json'),
  ]);
  return { ...ui, ...catalogue.default };
}
