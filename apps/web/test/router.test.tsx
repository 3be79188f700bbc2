// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';

const questions = [
  {
    id: 1,
    name: 'objective',
    text: 'Objectif',
    required: true,
    type: 'single',
    input_type: 'select',
    options: [],
  },
  {
    id: 2,
    name: 'height',
    text: 'Taille',
    required: true,
    type: 'single',
    input_type: 'size',
    options: [],
  },
];

function account(over: Record<string, unknown> = {}, member: Record<string, unknown> | null = {}) {
  return {
    id: 1,
    email: 'lea@x.test',
    first_name: 'Léa',
    last_name: 'Roy',
    locale: 'fr',
    accepted_terms_date: '2026-01-01T00:00:00Z',
    email_verified_at: '2026-01-01T00:00:00Z',
    authentication_flag: null,
    blocked: false,
    eid_tries: 0,
    gender: null,
    sexual_orientations: [],
    ambassador: null,
    member:
      member === null
        ? null
        : {
            id: 1,
            onboarding_completed: false,
            onboarding_step: 'height',
            subscription_status: 'inactive',
            ...member,
          },
    ...over,
  };
}

let lastServer: ReturnType<typeof fakeApi> | undefined;

/** The whole app (routes, guards, chrome) at `path`, for a visitor or the given user. */
async function openApp(
  path: string,
  user: ReturnType<typeof account> | null,
  termsPublishedAt = '2025-01-01T00:00:00Z',
) {
  cleanup();
  vi.resetModules();
  localStorage.clear();
  if (user) localStorage.setItem('logged_in', '1');
  const { setPlatform } = await import('../src/lib/platform');
  setPlatform(fakePlatform('web'));
  const server = fakeApi({
    'GET /account': user ? { status: 200, body: { data: user } } : { status: 401, body: {} },
    'GET /questions': { status: 200, body: { data: questions } },
    'GET /api/content/countries': { status: 200, body: { data: [{ code: 'ca', name: 'Canada' }] } },
    'GET /api/content/terms': {
      status: 200,
      body: { data: { published_at: termsPublishedAt, content: '<p>Conditions</p>' } },
    },
    'GET /answers': { status: 200, body: { data: [] } },
  });
  lastServer = server;
  const { buildApiClient, setApiClient } = await import('../src/lib/api-client');
  setApiClient(
    buildApiClient({ baseUrl: 'http://api.test', fetch: server.fetch, readCookie: () => 'xsrf' }),
  );
  const { MemoryRouter, useLocation } = await import('react-router-dom');
  const { useLayoutEffect } = await import('react');
  const { routes } = await import('../src/app/router');
  const { AppRoutes, preloadRoutes } = await import('../src/app/app-routes');
  const { AppProvider } = await import('../src/app/provider');
  const { loadMessages } = await import('../src/i18n/locales');
  // SWR lives outside the reset modules: each app gets a cache of its own.
  const { SWRConfig } = await import('swr');
  // Where the router is, once React has drawn it.
  const where = { current: path };
  function Where() {
    const { pathname, search } = useLocation();
    useLayoutEffect(() => {
      where.current = `${pathname}${search}`;
    }, [pathname, search]);
    return null;
  }
  // As main.tsx does: the first page's modules before the first render.
  await preloadRoutes(routes, path.split('?')[0] ?? path);
  const messages = await loadMessages('fr');
  // An awaited act: a redirect is a transition that waits for its page's module, and React retries
  // such a transition only once an awaited act scope ends.
  await act(async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProvider locale="fr" messages={messages}>
          <MemoryRouter initialEntries={[path]}>
            <Where />
            <AppRoutes routes={routes} />
          </MemoryRouter>
        </AppProvider>
      </SWRConfig>,
    );
    await Promise.resolve();
  });
  return where;
}

async function landsOn(path: string, user: ReturnType<typeof account> | null, expected: string) {
  const where = await openApp(path, user);
  await waitFor(
    () => {
      expect(where.current).toBe(expected);
    },
    { timeout: 3000 },
  );
  return where;
}

beforeEach(() => {
  cleanup();
});
afterEach(() => {
  cleanup();
});

describe('the router applies the guards', () => {
  it('sends a visitor from / and from the member area to /login, with the redirect', async () => {
    await landsOn('/', null, '/login');
    await landsOn('/member/favorites', null, '/login?redirect=%2Fmember%2Ffavorites');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
  });

  it('sends /onboarding and unknown onboarding paths to the onboarding home', async () => {
    await landsOn('/onboarding', null, '/onboarding/home');
    await landsOn('/onboarding/nowhere/at-all', null, '/onboarding/home');
  });

  it('keeps the wizard to the current step of the server’s list', async () => {
    await landsOn('/onboarding/step/payment', account(), '/onboarding/step/height');
    await landsOn('/onboarding/step/silhouette', account(), '/onboarding/step/height');
    await landsOn('/onboarding/step/objective', account(), '/onboarding/step/objective');
    expect(await screen.findByRole('heading', { level: 1, name: 'Objectif' })).toBeTruthy();
  });

  it('asks for the terms first, and sends a registered user from register to the terms', async () => {
    await landsOn(
      '/onboarding/step/gender',
      account({ accepted_terms_date: null }),
      '/onboarding/terms',
    );
    await landsOn('/onboarding/register', account(), '/onboarding/terms');
  });

  it('sends a blocked user to /blocked, and a completed member to member search', async () => {
    await landsOn('/onboarding/step/height', account({ blocked: true }), '/blocked');
    await landsOn(
      '/onboarding/terms',
      account({}, { onboarding_completed: true }),
      '/member/search',
    );
    await landsOn('/login', account({}, { onboarding_completed: true }), '/member/search');
  });

  it('sends an ambassador without a member home to /ambassador', async () => {
    await landsOn(
      '/',
      account(
        {
          ambassador: {
            code: 'X',
            referral_link: 'https://x',
            requires_nas: false,
            objective: null,
          },
        },
        null,
      ),
      '/ambassador',
    );
  });
});

describe('the new terms', () => {
  it('asks a user who accepted older terms to accept the new ones, wherever they are', async () => {
    await openApp('/onboarding/step/height', account(), '2026-06-01T00:00:00Z');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 3000 });
    expect(dialog.textContent).toContain('Nos conditions d’utilisation ont changé');
    expect(dialog.textContent).toContain('Conditions');
  });

  it('asks nothing of a user who accepted the latest terms', async () => {
    await landsOn('/onboarding/step/height', account(), '/onboarding/step/height');
    // The terms' date was read and answered, and the modal stayed closed.
    await waitFor(() => {
      expect(lastServer?.requests.some((request) => request.path === '/api/content/terms')).toBe(
        true,
      );
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
