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

const messages = await loadMessages(locale);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App locale={locale} messages={messages} />
  </StrictMode>,
);
