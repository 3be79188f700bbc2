import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadMessages } from './i18n/locales';
import { postReferralCode } from './lib/referral';
import {
  applyLocale,
  browserLocaleSources,
  localeFromQuery,
  resolveLocale,
  setActiveLocale,
} from './lib/locale';
import { storeOnboardingQuery } from './lib/onboarding-query';
import { platform } from './lib/platform';
import { storeReferralQuery } from './lib/referral-codes';
import './styles.css';

const locale = resolveLocale(browserLocaleSources());
setActiveLocale(locale);
applyLocale(locale, { remember: localeFromQuery(window.location.search) !== undefined });

// Queries from the marketing site and referral links, kept for later.
storeReferralQuery(window.location.search);
if (window.location.pathname.startsWith('/onboarding'))
  storeOnboardingQuery(window.location.search);
void postReferralCode();

// The service worker (offline shell, update check, push) on the web only: the native wrappers ship
// their own files. Its code loads after the page, out of the first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator && !platform().isNative) {
  const start = () => {
    void import('./features/app-update/service-worker').then((sw) => {
      sw.startServiceWorker();
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

const messages = await loadMessages(locale);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App locale={locale} messages={messages} />
  </StrictMode>,
);
