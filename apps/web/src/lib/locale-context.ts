import { createContext, use } from 'react';
import type { Locale } from '../i18n/locales';

export interface LocaleContextValue {
  locale: Locale;
  /** Switches the language: catalogue, cookie, `<html lang>`, and `PATCH account/language` when signed in. */
  switchLocale: (locale: Locale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale needs the app providers');
  return value;
}
