/**
 * The design system's own texts (counters, limits, 'Close', 'Loading'), in one catalogue file per
 * component group (`fr/<group>.json`, `en/<group>.json`). Both locales, loaded eagerly: for stories
 * and tests. Apps load the active locale only, with `loadUiMessages` from `@app/ui/i18n/lazy`, and
 * merge it into theirs.
 */
import en from './en';
import fr from './fr';
import type { UiLocale } from './lazy';

export const uiMessages: Record<UiLocale, Record<string, string>> = { fr, en };
export type { UiLocale };
