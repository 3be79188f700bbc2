import type { Locale } from '../i18n/locale-names';
import { LEGAL_PAGES } from '../lib/paths';

/**
 * The public pages whose HTML the build writes ahead (vite-plugins/prerender.ts), in both locales:
 * `url` is what is rendered, `file` where it goes under `dist` for the default locale (French);
 * another locale's copy is `<file>.<locale>.html`. A static host serves them as they are (see
 * apps/web/README.md); the client hydrates them (main.tsx). The locale pages carry their language in
 * their path: one file each.
 */
export interface PrerenderedPage {
  /** The URL rendered (a sample one for a pattern). */
  url: string;
  /** The path under `dist`, without `.html`. */
  file: string;
  /** The paths this file answers (a `*` ends a prefix). */
  serves: string;
  locales: readonly Locale[];
  /** Its route modules (under src/routes, as app/router.tsx loads them): preloaded with the page. */
  modules: readonly string[];
}

const BOTH: readonly Locale[] = ['fr', 'en'];

export const PRERENDERED: readonly PrerenderedPage[] = [
  { url: '/login', file: 'login', serves: '/login', locales: BOTH, modules: ['login.tsx'] },
  {
    url: '/forgot-password',
    file: 'forgot-password',
    serves: '/forgot-password',
    locales: BOTH,
    modules: ['forgot-password.tsx'],
  },
  {
    url: '/onboarding/home',
    file: 'onboarding/home',
    serves: '/onboarding/home',
    locales: BOTH,
    modules: ['onboarding/layout.tsx', 'onboarding/home.tsx'],
  },
  {
    url: '/onboarding/start',
    file: 'onboarding/start',
    serves: '/onboarding/start',
    locales: BOTH,
    modules: ['onboarding/layout.tsx', 'onboarding/start.tsx'],
  },
  // The share page's frame (its header and the profile's spinner), for every shared profile.
  {
    url: '/share/member/1',
    file: 'share/member',
    serves: '/share/member/*',
    locales: BOTH,
    modules: ['share/member/$id.tsx'],
  },
  ...BOTH.flatMap((locale) =>
    LEGAL_PAGES.map((page) => ({
      url: `/${locale}/${page}`,
      file: `${locale}/${page}`,
      serves: `/${locale}/${page}`,
      locales: [locale],
      modules: ['legal.tsx'],
    })),
  ),
];

/** The file written for a page in a locale, relative to `dist`. */
export function prerenderedFile(page: PrerenderedPage, locale: Locale): string {
  return locale === page.locales[0] ? `${page.file}.html` : `${page.file}.${locale}.html`;
}

/** The prerendered page answering a path, if any. */
export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED.find((page) =>
    page.serves.endsWith('/*')
      ? pathname.startsWith(page.serves.slice(0, -1)) &&
        pathname.length > page.serves.length - 1 &&
        !pathname.slice(page.serves.length - 1).includes('/')
      : pathname === page.serves,
  );
}
