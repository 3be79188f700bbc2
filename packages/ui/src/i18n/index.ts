/**
 * The design system's own texts (counters, limits, 'Close', 'Loading'), in one catalogue file per
 * component group (`fr/<group>.json`, `en/<group>.json`). Both locales, loaded eagerly: for stories
 * and tests. Apps import one locale's catalogue on demand (`@app/ui/i18n/fr`, `@app/ui/i18n/en`) and
 * merge it into theirs.
 */
import en from './en';
import fr from './fr';

export type UiLocale = 'fr' | 'en';

export const uiMessages: Record<UiLocale, Record<string, string>> = { fr, en };
