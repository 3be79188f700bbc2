import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_DAYS,
  type Locale,
} from '../i18n/locale-names';
import { LEGAL_PAGES } from './paths';
import { cookieStore, type KeyValueStore } from './storage';
import { manifestFile } from './web-manifest';

/** A browser language the app does not speak falls back to English. */
export const FALLBACK_LOCALE: Locale = 'en';

const BOT =
  /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|whatsapp|preview/i;

export interface LocaleSources {
  /** `location.search`. */
  search: string;
  /** The locale cookie. */
  cookie: string | undefined;
  /** `navigator.languages` (or `[navigator.language]`). */
  languages: readonly string[];
  userAgent: string;
}

/**
 * The spec's order: the `locale` query, then the cookie, then the browser language; French by
 * default (bots get French); a browser language the app does not speak falls back to English.
 */
export function resolveLocale({ search, cookie, languages, userAgent }: LocaleSources): Locale {
  const query = new URLSearchParams(search).get('locale');
  if (isLocale(query)) return query;
  if (isLocale(cookie)) return cookie;
  if (BOT.test(userAgent)) return DEFAULT_LOCALE;
  const spoken = languages.filter((language) => language.trim() !== '');
  if (spoken.length === 0) return DEFAULT_LOCALE;
  for (const language of spoken) {
    const base = language.toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return FALLBACK_LOCALE;
}

/** Reads the sources from the browser. */
export function browserLocaleSources(cookies: KeyValueStore = cookieStore): LocaleSources {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    search: typeof location === 'undefined' ? '' : location.search,
    cookie: cookies.get(LOCALE_COOKIE),
    languages: nav ? (nav.languages.length > 0 ? nav.languages : [nav.language]) : [],
    userAgent: nav?.userAgent ?? '',
  };
}

/**
 * Keeps `<html lang>` in step; `remember` stores the choice in the cookie (a `locale` query or the
 * language switch), so that it wins over the browser language next time.
 */
export function applyLocale(
  locale: Locale,
  { remember }: { remember: boolean },
  cookies: KeyValueStore = cookieStore,
): void {
  if (remember) cookies.set(LOCALE_COOKIE, locale, { days: LOCALE_COOKIE_DAYS });
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (manifest) manifest.setAttribute('href', `/${manifestFile(locale)}`);
}

/** Whether the locale came from the `locale` query (then it is remembered). */
export function localeFromQuery(search: string): Locale | undefined {
  const query = new URLSearchParams(search).get('locale');
  return isLocale(query) ? query : undefined;
}

let active: Locale = DEFAULT_LOCALE;

/** The locale the app speaks now (sent as `Accept-Language`). */
export function activeLocale(): Locale {
  return active;
}

export function setActiveLocale(locale: Locale): void {
  active = locale;
}

/** The language a locale page's path names (`/en/terms`): it wins over the others (routes/legal.tsx). */
export function localeOfPath(pathname: string): Locale | undefined {
  const [, lang, page, ...rest] = pathname.split('/');
  if (rest.length > 0 || !isLocale(lang)) return undefined;
  return (LEGAL_PAGES as readonly string[]).includes(page ?? '') ? lang : undefined;
}
