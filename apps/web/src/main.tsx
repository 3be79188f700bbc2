import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, loadMessages, localeFromUrl } from './i18n/locales';
import { Welcome } from './routes/welcome';

const locale = localeFromUrl(window.location.search);
document.documentElement.lang = locale;
const messages = await loadMessages(locale);
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <Welcome otherLocale={locale === 'fr' ? 'en' : 'fr'} />
    </IntlProvider>
  </StrictMode>,
);
