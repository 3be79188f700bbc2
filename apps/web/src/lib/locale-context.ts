import { createContext, use } from 'react';
import type { Locale } from '../i18n/locales';

export interface LocaleContextValue {
  locale: Locale;
  /**
   * Switches the language: catalogue, cookie, `<html lang>`, and `PATCH account/language` when signed
   * in. A failed save is ignored, unless `strict`: then the language is saved first and a failure
   * rejects, leaving the interface as it was (the settings' language page shows the error).
   */
  switchLocale: (locale: Locale, options?: { strict?: boolean }) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale needs the app providers');
  return value;
}
