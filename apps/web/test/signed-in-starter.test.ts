// @vitest-environment happy-dom
/**
 * What a signed-in page's HTML asks for before the app's code has loaded (starters/signed-in.ts):
 * the user, and on the search page the saved search's first page and its first row's pictures. The
 * app, starting afterwards, takes each answer over: the network is asked once for each.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { signedInUser } from './support/signed-in-user';

const ORIGIN = 'http://app.test';

const user = (onboardingCompleted: boolean) =>
  signedInUser({
    onboardingCompleted,
    filters: { age_min: 30, smoker: '', question__12: [4, 7], city: 'Montréal & co' },
  });

const card = (id: number, state: Record<string, unknown> = {}) => ({
  id,
  first_name: `Membre ${id}`,
  avatar_path: `/pictures/${id}.webp`,
  ...state,
});

const results = {
  data: [card(1), card(2, { deleted: true }), card(3), card(4), card(5)],
  meta: { current_page: 1, last_page: 1 },
};

/** The page's starter on a fake API, then (`startApp`) the app's own first reads of the search. */
async function load(
  account: FakeRoute | { status: number; body?: unknown },
  /** The user's answer waits for it, when given. */
  accountHeld?: Promise<void>,
) {
  vi.resetModules();
  document.head.innerHTML = '';
  const server = fakeApi({
    'GET /backend/account': account,
    'GET /backend/members': { status: 200, body: results },
  });
  const { startSignedIn } = await import('../src/starters/signed-in');
  const win = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input.toString(), ORIGIN);
      if (url.pathname === '/backend/account') await accountHeld;
      return server.fetch(url, init);
    },
    location: { href: `${ORIGIN}/member/search` },
    localStorage,
    document,
    __startedFetch: undefined as Window['__startedFetch'],
  };
  const requests = (path: string) => server.requests.filter((request) => request.path === path);
  /** The app's client, as it is built in the browser, on the page's started reads. */
  const appClient = async () => {
    const { setPlatform } = await import('../src/lib/platform');
    setPlatform(fakePlatform('web'));
    const { buildApiClient, setApiClient } = await import('../src/lib/api-client');
    const { withStartedRequest } = await import('../src/lib/started-requests');
    // The app's client in session mode, as lib/api-client.ts builds it: the page's reads first.
    setApiClient(
      buildApiClient({
        baseUrl: `${ORIGIN}/backend`,
        fetch: withStartedRequest(server.fetch, win),
        readCookie: () => 'xsrf',
      }),
    );
  };
  /** What the app does as it starts on the search page (main.tsx). */
  const startApp = async () => {
    await appClient();
    const { preloadRoutes } = await import('../src/app/app-routes');
    const { routes } = await import('../src/app/router');
    await preloadRoutes(routes, '/member/search', { data: true });
  };
  return { win, startSignedIn, requests, server, startApp, appClient };
}

/** Every pending answer and reaction, the fake API's included. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  localStorage.clear();
});

describe('the signed-in pages’ starter', () => {
  it('asks for nothing for a visitor', async () => {
    const { win, startSignedIn, server } = await load({ status: 200, body: { data: user(true) } });
    startSignedIn({ apiPrefix: '/backend', locale: 'fr', savedSearch: true }, win);
    await settle();
    expect(server.requests).toEqual([]);
    expect(win.__startedFetch).toBeUndefined();
  });

  it('asks for the user only on a page other than the search', async () => {
    localStorage.setItem('logged_in', '1');
    const { win, startSignedIn, requests } = await load({
      status: 200,
      body: { data: user(true) },
    });
    startSignedIn({ apiPrefix: '/backend', locale: 'en' }, win);
    await settle();
    expect(requests('/backend/account')).toHaveLength(1);
    expect(requests('/backend/account')[0]?.headers.get('Accept-Language')).toBe('en');
    expect(requests('/backend/members')).toHaveLength(0);
  });

  it('asks for the saved search’s first page as the app would, and the app takes both answers over', async () => {
    localStorage.setItem('logged_in', '1');
    const { win, startSignedIn, requests, startApp } = await load({
      status: 200,
      body: { data: user(true) },
    });
    startSignedIn({ apiPrefix: '/backend', locale: 'fr', savedSearch: true }, win);
    await settle();
    const [members] = requests('/backend/members');
    const query = new URLSearchParams(members?.search);
    expect(query.get('page')).toBe('1');
    expect(query.get('sort')).toBe('-values');
    expect(query.get('filter[age_min]')).toBe('30');
    expect(query.get('filter[question__12]')).toBe('4,7');
    expect(query.get('filter[city]')).toBe('Montréal & co');
    expect(query.has('filter[smoker]')).toBe(false);
    expect(members?.headers.get('Accept-Language')).toBe('fr');

    // The app starts: its reads of the user and of the same page are the page's, not the network's.
    await startApp();
    await vi.waitFor(() => {
      // Both answers given: nothing is left to give.
      expect(win.__startedFetch).toBeUndefined();
    });
    await settle();
    expect(requests('/backend/account')).toHaveLength(1);
    expect(requests('/backend/members')).toHaveLength(1);
  });

  it('has the app’s search wait for the page’s when the app asks first (its code was cached)', async () => {
    localStorage.setItem('logged_in', '1');
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { win, startSignedIn, requests, appClient } = await load(
      { status: 200, body: { data: user(true) } },
      held,
    );
    startSignedIn({ apiPrefix: '/backend', locale: 'fr', savedSearch: true }, win);
    await appClient();
    // The app has read the user before the page has (it parsed its answer first, as a browser may)
    // and asks for the search while the page does not know its address yet.
    const { api } = await import('../src/lib/api-client');
    const { savedSearch, searchQuery } = await import('../src/features/members/saved-search');
    const query = { ...searchQuery(savedSearch(user(true) as never)), page: 1 };
    const search = api().GET('/members', { params: { query } });
    answer();
    expect((await search).data).toEqual(results);
    await settle();
    expect(requests('/backend/account')).toHaveLength(1);
    expect(requests('/backend/members')).toHaveLength(1);
  });

  it('fetches the first row’s pictures, but none a card hides', async () => {
    localStorage.setItem('logged_in', '1');
    const { win, startSignedIn } = await load({ status: 200, body: { data: user(true) } });
    startSignedIn({ apiPrefix: '/backend', locale: 'fr', savedSearch: true }, win);
    await vi.waitFor(() => {
      expect(preloaded()).toEqual(['/pictures/1.webp', '/pictures/3.webp', '/pictures/4.webp']);
    });
  });

  it('leaves the answers whole for the app', async () => {
    localStorage.setItem('logged_in', '1');
    const { win, startSignedIn } = await load({ status: 200, body: { data: user(true) } });
    startSignedIn({ apiPrefix: '/backend', locale: 'fr', savedSearch: true }, win);
    await settle();
    const answer = await win.__startedFetch?.(`${ORIGIN}/backend/account`, {
      headers: { 'Accept-Language': 'fr' },
    });
    expect(((await answer?.json()) as { data: { id: number } }).data.id).toBe(4);
  });

  it('asks for no search for whom cannot search yet, or when the user cannot be read', async () => {
    localStorage.setItem('logged_in', '1');
    for (const account of [
      { status: 200, body: { data: user(false) } },
      { status: 401, body: { message: 'Unauthenticated.' } },
    ]) {
      const { win, startSignedIn, requests } = await load(account);
      startSignedIn({ apiPrefix: '/backend', locale: 'fr', savedSearch: true }, win);
      await settle();
      await settle();
      expect(requests('/backend/account')).toHaveLength(1);
      expect(requests('/backend/members')).toHaveLength(0);
      expect(preloaded()).toEqual([]);
    }
  });
});
