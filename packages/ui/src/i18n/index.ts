import en from './en.json';
import fr from './fr.json';

/** The design system's own texts (counters, limits, 'Close', 'Loading'); apps merge them into theirs. */
export const uiMessages = { fr, en } as const satisfies Record<'fr' | 'en', Record<string, string>>;
export type UiLocale = keyof typeof uiMessages;
