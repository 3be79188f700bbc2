import { RouterProvider } from 'react-router-dom';
import type { Locale } from '../i18n/locales';
import { setNavigator } from '../lib/navigation';
import { AppProvider } from './provider';
import { createRouter } from './router';

export type AppRouter = ReturnType<typeof createRouter>;

/** The browser's router, once the first page's lazy routes are loaded (app/prerendered.ts). */
export function createAppRouter(): AppRouter {
  const router = createRouter();
  setNavigator((to, options) => {
    void router.navigate(to, options);
  });
  return router;
}

export function App({
  locale,
  messages,
  router,
}: {
  locale: Locale;
  messages: Record<string, string>;
  router: AppRouter;
}) {
  return (
    <AppProvider locale={locale} messages={messages}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
