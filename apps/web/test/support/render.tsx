import { render } from '@testing-library/react';
import { useMemo, useState, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { uiMessages } from '@app/ui/i18n';
import fr from '../../src/i18n/fr.json';
import { buildApiClient, setApiClient } from '../../src/lib/api-client';
import { LocaleContext, type LocaleContextValue } from '../../src/lib/locale-context';
import { setPlatform, type Platform } from '../../src/lib/platform';
import { fakeApi, type FakeRoute } from './fake-api';

/** Shows where the router is, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function Providers({
  children,
  sharedCache = false,
}: {
  children: ReactElement;
  sharedCache?: boolean;
}) {
  const [locale] = useState<'fr'>('fr');
  const value = useMemo<LocaleContextValue>(
    () => ({ locale, switchLocale: () => Promise.resolve() }),
    [locale],
  );
  return (
    <LocaleContext value={value}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={{ ...uiMessages.fr, ...fr }}>
        <SWRConfig
          value={{
            // SWR's own cache when the test follows what `updateCached` and `revalidate` do to it
            // (they act on that cache); else one of its own per render.
            ...(sharedCache ? {} : { provider: () => new Map() }),
            dedupingInterval: 0,
            shouldRetryOnError: false,
          }}
        >
          {children}
        </SWRConfig>
      </IntlProvider>
    </LocaleContext>
  );
}

/**
 * Renders `element` at `path` in the app's providers (French), on a fake platform and a fake API.
 * Other paths render the location probe.
 */
export function renderPage(
  element: ReactElement,
  {
    path = '/',
    route = path.split('?')[0] ?? '/',
    platform,
    api = {},
    sharedCache = false,
  }: {
    path?: string;
    route?: string;
    platform: Platform;
    api?: Record<string, FakeRoute | { status: number; body?: unknown }>;
    /** SWR's global cache (one test per file then: it outlives the render). */
    sharedCache?: boolean;
  },
) {
  setPlatform(platform);
  const server = fakeApi(api);
  setApiClient(
    buildApiClient({ baseUrl: 'http://api.test', fetch: server.fetch, readCookie: () => 'xsrf' }),
  );
  const view = render(
    <Providers sharedCache={sharedCache}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, server };
}
