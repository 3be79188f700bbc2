import { RouterProvider } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import { setNavigator } from '../lib/navigation';
import { AppProvider } from './provider';
import { createRouter } from './router';

const router = createRouter();
setNavigator((to, options) => {
  void router.navigate(to, options);
});

export function App({ locale, messages }: { locale: Locale; messages: Record<string, string> }) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
