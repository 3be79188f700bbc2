// @vitest-environment happy-dom
import { sortQuery } from '@app/ui/lib/search-sort';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { signedInUser } from './support/signed-in-user';

const member = (onboardingCompleted: boolean, ageMin = 30) =>
  signedInUser({ onboardingCompleted, filters: { age_min: ageMin, smoker: '' } });

const page = { data: [], meta: { current_page: 1, last_page: 1 } };

/** A cache of its own for each render: SWR's global one would carry answers from test to test. */
function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

/** The app's data modules, fresh (SWR's global cache included), on a fake API. */
async function load(user: unknown, members?: FakeRoute | { status: number; body?: unknown }) {
  vi.resetModules();
  const { setPlatform } = await import('../src/lib/platform');
  setPlatform(fakePlatform('web'));
  const { buildApiClient, setApiClient } = await import('../src/lib/api-client');
  const server = fakeApi({
    'GET /account': { status: 200, body: { data: user } },
    'GET /members': members ?? { status: 200, body: page },
  });
  setApiClient(
    buildApiClient({ baseUrl: 'http://api.test', fetch: server.fetch, readCookie: () => 'xsrf' }),
  );
  const { preloadRoutes } = await import('../src/app/app-routes');
  const { routes } = await import('../src/app/router');
  /** What the app does as it starts at `path` (main.tsx), or, without `data`, what the prerender does. */
  const preloadPageData = (path: string, options = { data: true }) =>
    preloadRoutes(routes, path, options);
  const data = await import('../src/lib/data');
  const session = await import('../src/lib/session');
  const search = await import('../src/features/members/saved-search');
  const requests = (path: string) => server.requests.filter((request) => request.path === path);
  /** What the search page draws first: the user, then page 1 of the saved search. */
  const renderSearch = () =>
    renderHook(
      () => {
        const { user } = session.useUser();
        const query = user ? { ...search.searchQuery(search.savedSearch(user)), page: 1 } : {};
        return data.useQuery('/members', user ? { params: { query } } : null);
      },
      { wrapper },
    );
  return { preloadPageData, server, requests, renderSearch, session };
}

beforeEach(() => {
  localStorage.clear();
});

describe('the first request of a page, started as the app starts', () => {
  it('asks for the saved search’s first page with the user, and the page’s own hooks take both over', async () => {
    localStorage.setItem('logged_in', '1');
    const { preloadPageData, requests, renderSearch } = await load(member(true));
    await preloadPageData('/member/search');
    await waitFor(() => {
      expect(requests('/members')).toHaveLength(1);
    });
    const [first] = requests('/members');
    const asked = new URLSearchParams(first?.search);
    expect(asked.get('page')).toBe('1');
    expect(asked.get('sort')).toBe(sortQuery('values'));
    expect(asked.get('filter[age_min]')).toBe('30');
    expect(asked.has('filter[smoker]')).toBe(false);

    // The page then draws: its hooks read the answers already asked for.
    const { result } = renderSearch();
    await waitFor(() => {
      expect(result.current.data).toEqual(page);
    });
    expect(requests('/account')).toHaveLength(1);
    expect(requests('/members')).toHaveLength(1);
  });

  it('caches the answer as it arrives: a page drawn after it draws its results at once, asking nothing more', async () => {
    localStorage.setItem('logged_in', '1');
    const { preloadPageData, requests, session } = await load(member(true, 33));
    const data = await import('../src/lib/data');
    const search = await import('../src/features/members/saved-search');
    await preloadPageData('/member/search');
    await waitFor(() => {
      expect(requests('/members')).toHaveLength(1);
    });
    const user = await session.preloadUser();
    if (!user) throw new Error('the user was not read');
    const query = { ...search.searchQuery(search.savedSearch(user)), page: 1 };
    // The answer has arrived (the fake API answers in a microtask) before anything draws.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // SWR's own cache (no wrapper): what the app's hooks read. This test's filters (33) are its own.
    const renders: unknown[] = [];
    const { result } = renderHook(() => {
      const answer = data.useQuery('/members', { params: { query } });
      renders.push(answer.data);
      return answer;
    });
    expect(renders[0]).toEqual(page);
    expect(result.current.data).toEqual(page);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requests('/members')).toHaveLength(1);
    expect(renders.every((rendered) => rendered !== undefined)).toBe(true);
  });

  it('asks for nothing on another page, for a visitor, for whom cannot search yet, or without data', async () => {
    const visitor = await load(member(true));
    await visitor.preloadPageData('/member/search');
    localStorage.setItem('logged_in', '1');
    const elsewhere = await load(member(true));
    await elsewhere.preloadPageData('/member/favorites');
    const prerender = await load(member(true));
    await prerender.preloadPageData('/member/search', { data: false });
    const onboarding = await load(member(false));
    await onboarding.preloadPageData('/member/search');
    await waitFor(() => {
      expect(onboarding.requests('/account')).toHaveLength(1);
    });
    // The user's answer has been read by now: nothing follows it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onboarding.requests('/members')).toHaveLength(0);
    // The app's shell reads the user as it draws: it takes over the user's read.
    const shell = renderHook(() => onboarding.session.useUser(), { wrapper });
    await waitFor(() => {
      expect(shell.result.current.user).toBeTruthy();
    });
    expect(onboarding.requests('/account')).toHaveLength(1);
    expect(visitor.server.requests).toHaveLength(0);
    expect(elsewhere.server.requests).toHaveLength(0);
    expect(prerender.server.requests).toHaveLength(0);
  });

  it('fetches the first row’s pictures as the results arrive, before the grid draws', async () => {
    localStorage.setItem('logged_in', '1');
    document.head.replaceChildren();
    const card = (id: number, extra: Record<string, unknown> = {}) => ({
      id,
      avatar_path: `/storage/files/pictures/${id}-300.webp`,
      ...extra,
    });
    const cards = [
      card(2, { avatar_path: null }),
      card(3, { deleted: true }),
      card(4, { unavailable: true }),
      card(5),
      card(1),
    ];
    const { preloadPageData } = await load(member(true, 34), {
      status: 200,
      body: { data: [card(6), ...cards], meta: { current_page: 1, last_page: 1 } },
    });
    const preloads = () =>
      [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('fetchpriority'),
      ]);
    await preloadPageData('/member/search');
    // The first four cards: one without a picture, and two the card shows no picture for; not the fifth.
    await waitFor(() => {
      expect(preloads()).toEqual([['/storage/files/pictures/6-300.webp', 'high']]);
    });

    // The same pictures asked for again (a second start) are not asked for twice.
    const { preloadImages } = await import('../src/lib/preload-images');
    preloadImages(['/storage/files/pictures/6-300.webp', '/storage/files/pictures/1-300.webp']);
    expect(preloads().map(([href]) => href)).toEqual([
      '/storage/files/pictures/6-300.webp',
      '/storage/files/pictures/1-300.webp',
    ]);
  });

  it('fetches no picture when the results fail', async () => {
    localStorage.setItem('logged_in', '1');
    document.head.replaceChildren();
    const { preloadPageData, requests } = await load(member(true, 35), {
      status: 403,
      body: { message: 'Paused' },
    });
    await preloadPageData('/member/search');
    await waitFor(() => {
      expect(requests('/members')).toHaveLength(1);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('drops a read that failed: the page asks again when it draws later (a paused member who resumes)', async () => {
    localStorage.setItem('logged_in', '1');
    let paused = true;
    const { preloadPageData, requests, renderSearch } = await load(member(true, 31), () =>
      paused ? { status: 403, body: { message: 'Paused' } } : { status: 200, body: page },
    );
    await preloadPageData('/member/search');
    await waitFor(() => {
      expect(requests('/members')).toHaveLength(1);
    });
    paused = false;
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { result } = renderSearch();
    await waitFor(() => {
      expect(result.current.data).toEqual(page);
    });
    expect(requests('/members')).toHaveLength(2);
  });

  it('lets a read started too long before the page go: the page asks for fresh results', async () => {
    localStorage.setItem('logged_in', '1');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { preloadPageData, requests, renderSearch } = await load(member(true, 32));
      const { EARLY_FOR_MS } = await import('../src/lib/early-reads');
      await preloadPageData('/member/search');
      await waitFor(() => {
        expect(requests('/members')).toHaveLength(1);
      });
      vi.setSystemTime(Date.now() + EARLY_FOR_MS);
      const { result } = renderSearch();
      await waitFor(() => {
        expect(result.current.data).toEqual(page);
      });
      expect(requests('/members')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
