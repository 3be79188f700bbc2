import { loadUiMessages } from '@app/ui/i18n/lazy';

export const LOCALES = ['fr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The app's catalogue for a locale, with the design system's own texts merged in. */
export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  const [ui, catalogue] = await Promise.all([
    loadUiMessages(locale),
    locale === 'en' ? import('./en.json') : import('./fr.json'),
  ]);
  return { ...ui, ...catalogue.default };
}
