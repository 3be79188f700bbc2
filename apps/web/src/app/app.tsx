import { useLayoutEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import { setNavigator } from '../lib/navigation';
import { AppRoutes } from './app-routes';
import { AppProvider } from './provider';
import { routes } from './router';

/** Lets code outside React (the session's 401 handling) navigate with the router. */
function RouterNavigator() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to, options) => {
      void navigate(to, options);
    });
  }, [navigate]);
  return null;
}

/** The app in the browser, once the first page's modules are loaded (app/app-routes.tsx). */
export function App({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <BrowserRouter>
        <RouterNavigator />
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </AppProvider>
  );
}
