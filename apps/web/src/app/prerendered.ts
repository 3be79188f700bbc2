import type { Locale } from '../i18n/locale-names';
import { LEGAL_PAGES } from '../lib/paths.ts';

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

/**
 * The signed-in pages a member or an ambassador opens the app on. They cannot be prerendered (they
 * show the signed-in user), but each gets a file of its own all the same: `index.html`'s first frame
 * (the menu's room and the spinner), with the page's route modules and catalogue preloaded from the
 * start and `GET /account` asked for before the app runs (vite-plugins/prerender.ts,
 * starters/signed-in.ts), instead of one after the other once the app has started (issue 12:
 * `/member/search`'s first paint of its cards). The layouts come first in `modules`, as
 * app/router.tsx nests them.
 */
export type FramedPage = Omit<PrerenderedPage, 'url'> & {
  /** The search page: its HTML also asks for the saved search's first page (starters/signed-in.ts). */
  savedSearch?: boolean;
};

const member = (file: string, serves: string, ...modules: string[]): FramedPage => ({
  file,
  serves,
  locales: BOTH,
  modules: ['member/layout.tsx', ...modules],
});

export const FRAMED: readonly FramedPage[] = [
  { ...member('member/search', '/member/search', 'member/search.tsx'), savedSearch: true },
  member('member/favorites', '/member/favorites', 'member/favorites.tsx'),
  member('member/profile', '/member/profile/*', 'member/profile/$member.tsx'),
  member(
    'member/messages',
    '/member/messages',
    'member/messages/layout.tsx',
    'member/messages/index.tsx',
  ),
  member(
    'member/conversation',
    '/member/messages/*',
    'member/messages/layout.tsx',
    'member/messages/$conversation.tsx',
  ),
  member(
    'member/personal-development',
    '/member/personal-development',
    'member/personal-development/index.tsx',
  ),
  member('member/settings', '/member/settings', 'member/settings/index.tsx'),
  member('member/subscription', '/member/subscription', 'member/subscription.tsx'),
  {
    file: 'ambassador',
    serves: '/ambassador',
    locales: BOTH,
    modules: ['ambassador/layout.tsx', 'ambassador/index.tsx'],
  },
];

/** The file written for a page in a locale, relative to `dist`. */
export function prerenderedFile(
  page: Pick<PrerenderedPage, 'file' | 'locales'>,
  locale: Locale,
): string {
  return locale === page.locales[0] ? `${page.file}.html` : `${page.file}.${locale}.html`;
}

/** Whether a page's `serves` answers a path: the path itself, or one segment after a `/*` prefix. */
function serves(pattern: string, pathname: string): boolean {
  if (!pattern.endsWith('/*')) return pathname === pattern;
  const prefix = pattern.slice(0, -1);
  return (
    pathname.startsWith(prefix) &&
    pathname.length > prefix.length &&
    !pathname.slice(prefix.length).includes('/')
  );
}

/** The prerendered page answering a path, if any. */
export function prerenderedPage(pathname: string): PrerenderedPage | undefined {
  return PRERENDERED.find((page) => serves(page.serves, pathname));
}

/** The signed-in page's file answering a path, if any. */
export function framedPage(pathname: string): FramedPage | undefined {
  return FRAMED.find((page) => serves(page.serves, pathname));
}
