// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { IntlProvider } from 'react-intl';
import { Link, MemoryRouter, Outlet, type RouteObject } from 'react-router-dom';
import type * as ReactRouterDom from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes, matchesFor, preloadRoutes } from './app-routes';
import { handle, useRouteHandle } from './route-handle';

/** Every time react-router flattens and ranks a route tree to match a path. */
const matched = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock('react-router-dom', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouterDom>();
  return {
    ...actual,
    matchRoutes: (...args: Parameters<typeof actual.matchRoutes>) => {
      const [, location] = args;
      matched.paths.push(typeof location === 'string' ? location : (location.pathname ?? ''));
      return actual.matchRoutes(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('a bug');
}

function Layout() {
  const routeHandle = useRouteHandle();
  return (
    <>
      <output data-testid="guard">{routeHandle?.guard ?? 'none'}</output>
      <Link to="/fine">ailleurs</Link>
      <Outlet />
    </>
  );
}

function renderAt(path: string, routes: RouteObject[]) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <MemoryRouter initialEntries={[path]}>
        {/* Outside the routes, as the browser's back button or a native shell's link would be. */}
        <nav>
          <Link to="/fine">dehors</Link>
        </nav>
        <AppRoutes routes={routes} />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('AppRoutes', () => {
  it('shows the error page for a page that fails, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <h1>Tout va bien</h1> },
        ],
      },
    ];
    renderAt('/broken', routes);
    expect(screen.getByText('Oups ! Une erreur est survenue.')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'dehors' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByText('Oups ! Une erreur est survenue.')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tout va bien' })).toBeTruthy();
  });

  it('draws a preloaded lazy page in the first render, and gives the deepest route’s guard', async () => {
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        handle: handle('public'),
        children: [
          {
            path: '/member/page',
            handle: handle('member'),
            lazy: () => Promise.resolve({ Component: () => <h1>Chargée</h1> }),
          },
        ],
      },
    ];
    matched.paths = [];
    await preloadRoutes(routes, '/member/page');
    renderAt('/member/page', routes);
    // No act, no waiting: it is there at once.
    expect(screen.getByRole('heading', { name: 'Chargée' })).toBeTruthy();
    expect(screen.getByTestId('guard').textContent).toBe('member');
    // The first render drew from the matches the preload worked out: the tree was ranked once.
    expect(matched.paths).toEqual(['/member/page']);
  });

  it('keeps the current page while the next one loads, then shows it', async () => {
    let release!: (module: { Component: ComponentType }) => void;
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          { path: '/start', element: <h1>Départ</h1> },
          {
            path: '/fine',
            lazy: () =>
              new Promise((resolve) => {
                release = resolve;
              }),
          },
        ],
      },
    ];
    await act(async () => {
      renderAt('/start', routes);
      await Promise.resolve();
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'ailleurs' }));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('heading').textContent).toBe('Départ');
    await act(async () => {
      release({ Component: () => <h1>Arrivée</h1> });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByRole('heading').textContent).toBe('Arrivée');
  });
});

describe('matchesFor', () => {
  const tree: RouteObject[] = [
    { path: '/', children: [{ path: 'member/profile/:member' }, { path: 'login' }] },
  ];

  it('matches a path once and gives the same matches again, with their params', () => {
    const first = matchesFor(tree, '/member/profile/12');
    expect(first?.map(({ pathname }) => pathname)).toEqual(['/', '/member/profile/12']);
    expect(first?.at(-1)?.params).toEqual({ member: '12' });
    expect(matchesFor(tree, '/member/profile/12')).toBe(first);
    expect(matchesFor(tree, '/nowhere')).toBeNull();
  });

  it('keeps the last 20 paths of a tree and works out an older one again', () => {
    const first = matchesFor(tree, '/login');
    for (let id = 100; id < 120; id += 1) matchesFor(tree, `/member/profile/${String(id)}`);
    const again = matchesFor(tree, '/login');
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
