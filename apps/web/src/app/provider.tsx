import { unwrap } from '@app/client';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { DEFAULT_LOCALE, loadMessages, type Locale } from '../i18n/locales';
import { api } from '../lib/api-client';
import { applyLocale, setActiveLocale } from '../lib/locale';
import { LocaleContext, type LocaleContextValue } from '../lib/locale-context';
import { isLoggedIn } from '../lib/session';

export interface AppProviderProps {
  locale: Locale;
  messages: Record<string, string>;
  children: ReactNode;
}

/** The locale and its catalogue, SWR's defaults, for the whole app. */
export function AppProvider({
  locale: initialLocale,
  messages: initialMessages,
  children,
}: AppProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, messages: initialMessages });

  const switchLocale = useCallback(async (locale: Locale, options?: { strict?: boolean }) => {
    if (options?.strict && isLoggedIn()) {
      await unwrap(api().PATCH('/account/language', { body: { locale } }));
    }
    const messages = await loadMessages(locale);
    setActiveLocale(locale);
    applyLocale(locale, { remember: true });
    setState({ locale, messages });
    if (!options?.strict && isLoggedIn()) {
      try {
        await unwrap(api().PATCH('/account/language', { body: { locale } }));
      } catch {
        // The interface already speaks the new language; the server learns it next time.
      }
    }
  }, []);

  const localeValue = useMemo<LocaleContextValue>(
    () => ({ locale: state.locale, switchLocale }),
    [state.locale, switchLocale],
  );

  return (
    <LocaleContext value={localeValue}>
      <IntlProvider locale={state.locale} defaultLocale={DEFAULT_LOCALE} messages={state.messages}>
        <SWRConfig
          value={{
            revalidateOnFocus: false,
            shouldRetryOnError: false,
          }}
        >
          {children}
        </SWRConfig>
      </IntlProvider>
    </LocaleContext>
  );
}
