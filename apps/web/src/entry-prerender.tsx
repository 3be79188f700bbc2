/**
 * The server side of the prerendered pages (vite-plugins/prerender.ts builds this for Node and calls
 * `render` for each page of app/prerendered.ts): the page as a visitor without a session sees it
 * first, in one locale. The browser hydrates the same tree (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProvider } from './app/provider';
import { resolveLazyRoutes } from './app/lazy-routes';
import { routes } from './app/router';
import { loadMessages, type Locale } from './i18n/locales';

export { PRERENDERED, prerenderedFile } from './app/prerendered';
export { manifestFile } from './lib/web-manifest';

export async function render(url: string, locale: Locale): Promise<string> {
  await resolveLazyRoutes(routes, url);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered a redirect when prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const messages = await loadMessages(locale);
  return renderToString(
    <StrictMode>
      <AppProvider locale={locale} messages={messages}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
}
