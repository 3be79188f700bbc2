/**
 * The server side of the prerendered pages (vite-plugins/prerender.ts builds this for Node and calls
 * `render` for each page of app/prerendered.ts): the page as a visitor without a session sees it
 * first, in one locale, with the menu's room that a signed-in user's first paint keeps
 * (app/app-shell.tsx). The browser removes that room for a visitor, then hydrates the same tree
 * (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router-dom';
import { PrerenderingContext, ShellLoadingFrame } from './app/app-shell';
import { AppRoutes, preloadRoutes } from './app/app-routes';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { loadMessages, type Locale } from './i18n/locales';

export { FRAMED, PRERENDERED, prerenderedFile } from './app/prerendered';
export { manifestFile } from './lib/web-manifest';

export async function render(url: string, locale: Locale): Promise<string> {
  await preloadRoutes(routes, url);
  const messages = await loadMessages(locale);
  return renderToString(
    <StrictMode>
      <AppProvider locale={locale} messages={messages}>
        <PrerenderingContext value>
          <StaticRouter location={url}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </PrerenderingContext>
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * The first frame of every page that is not prerendered, for `index.html`: the signed-in frame while
 * the user loads (app/app-shell.tsx). In French, as index.html is; its only text is the logo (the
 * same in both languages) and the spinner's label for screen readers, which the app then replaces.
 */
export async function renderShell(): Promise<string> {
  const messages = await loadMessages('fr');
  return renderToString(
    <StrictMode>
      <AppProvider locale="fr" messages={messages}>
        <MemoryRouter>
          <ShellLoadingFrame />
        </MemoryRouter>
      </AppProvider>
    </StrictMode>,
  );
}
