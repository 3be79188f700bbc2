/**
 * The design system's own texts (counters, limits, 'Close', 'Loading'), in one catalogue file per
 * component group (`fr/<group>.json`, `en/<group>.json`). Apps merge `uiMessages[locale]` into theirs.
 */
const french = import.meta.glob<Record<string, string>>('./fr/*.json', {
  eager: true,
  import: 'default',
});
const english = import.meta.glob<Record<string, string>>('./en/*.json', {
  eager: true,
  import: 'default',
});

function merge(files: Record<string, Record<string, string>>): Record<string, string> {
  return Object.assign({}, ...Object.values(files)) as Record<string, string>;
}

export const uiMessages = { fr: merge(french), en: merge(english) } as const;
export type UiLocale = keyof typeof uiMessages;
