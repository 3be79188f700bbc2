import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadRoutes } from './app/app-routes';
import { routes } from './app/router';
import { loadMessages } from './i18n/locales';
import { afterPageSettles } from './lib/after-page-settles';
import { postReferralCode } from './lib/referral';
import {
  applyLocale,
  browserLocaleSources,
  localeFromQuery,
  localeOfPath,
  resolveLocale,
  setActiveLocale,
} from './lib/locale';
import { storeOnboardingQuery } from './lib/onboarding-query';
import { platform } from './lib/platform';
import { storeReferralQuery } from './lib/referral-codes';
import { isLoggedIn, userBeforeFirstRender } from './lib/session';
import './styles.css';

// A locale page's path names its language (/en/terms): it wins, and is remembered, as the query is.
const pathLocale = localeOfPath(window.location.pathname);
const locale = pathLocale ?? resolveLocale(browserLocaleSources());
setActiveLocale(locale);
applyLocale(locale, {
  remember: pathLocale !== undefined || localeFromQuery(window.location.search) !== undefined,
});

// Queries from the marketing site and referral links, kept for later.
storeReferralQuery(window.location.search);
if (window.location.pathname.startsWith('/onboarding'))
  storeOnboardingQuery(window.location.search);
void postReferralCode();

// The service worker (offline shell, update check, push) on the web only: the native wrappers ship
// their own files. Its code loads, and it installs (precaching the whole app), once the first page
// has settled, not while that page is still loading its code, data and pictures.
if (import.meta.env.PROD && 'serviceWorker' in navigator && !platform().isNative) {
  afterPageSettles(() => {
    void import('./features/app-update/service-worker').then((sw) => {
      sw.startServiceWorker();
    });
  });
}

// The catalogue and the first page's route modules load together, then the router starts with them.
// Not awaited at the top level: this module shares its chunk with code the lazy pages import
// (vite-plugins/area-chunks.ts), and a page's chunk waits for this module to finish first.
async function startApp(root: HTMLElement): Promise<void> {
  const prerendered = document.documentElement.dataset.prerendered;
  const [messages] = await Promise.all([
    loadMessages(locale),
    preloadRoutes(routes, window.location.pathname, { data: true }),
    // A signed-in user on a prerendered page (a visitor's, with the menu's room kept): it stays as it
    // is until the app can draw it for them, in one go, rather than give way to a spinner meanwhile
    // (the footer then jumped; issue 12's CLS).
    prerendered !== undefined && isLoggedIn() ? userBeforeFirstRender() : undefined,
  ]);
  const app = (
    <StrictMode>
      <App locale={locale} messages={messages} />
    </StrictMode>
  );
  // A prerendered page (vite-plugins/prerender.ts) is what a visitor without a session sees, in the
  // locale it names, for its URL without a query: React takes it over as it is. Anyone else (a
  // session, another language, a query the page shows) gets a fresh render over it.
  if (
    prerendered === locale &&
    window.location.search === '' &&
    !isLoggedIn() &&
    root.firstElementChild !== null
  ) {
    // As a transition, as the fresh render below: React takes the page over in short tasks, yielding
    // to the browser every few milliseconds, rather than in two or three long ones (the page is
    // already drawn; a press meanwhile hydrates what it reaches first).
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // As a transition: React draws the first page in short tasks rather than one long one.
    const fresh = createRoot(root);
    startTransition(() => {
      fresh.render(app);
    });
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// In a task of its own, after this one (the evaluation of the app's modules) ends: the page's modules
// then compile and run in later tasks rather than lengthening this one, the longest of the start.
setTimeout(() => {
  void startApp(root);
}, 0);
