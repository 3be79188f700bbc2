/**
 * The install manifest of each locale, as the build writes them (vite.config.ts) and `applyLocale`
 * links them: French, the default, at `/manifest.webmanifest`; another locale at
 * `/manifest.<locale>.webmanifest`.
 */
export const MANIFEST_LOCALES = ['fr', 'en'] as const;

export function manifestFile(locale: (typeof MANIFEST_LOCALES)[number]): string {
  return locale === 'fr' ? 'manifest.webmanifest' : `manifest.${locale}.webmanifest`;
}
