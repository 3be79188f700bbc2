import { describe, expect, it, vi } from 'vitest';
import {
  NotStarted,
  startRequests,
  withStartedRequest,
  type StartedFetchHolder,
  type StartingWindow,
} from './started-requests';

function setup(started?: StartedFetchHolder['__startedFetch']) {
  const base = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response('fetched')),
  );
  const holder: StartedFetchHolder = { __startedFetch: started };
  return { base, fetch: withStartedRequest(base, holder) };
}

describe('withStartedRequest', () => {
  it('takes the answer the page started for this request', async () => {
    const started = vi.fn(() => Promise.resolve(new Response('started')));
    const { base, fetch } = setup(started);
    const response = await fetch('http://app.test/backend/account', { method: 'GET' });
    expect(await response.text()).toBe('started');
    expect(started).toHaveBeenCalledWith('http://app.test/backend/account', { method: 'GET' });
    expect(base).not.toHaveBeenCalled();
  });

  it('asks the network when the page started nothing, or nothing for this request', async () => {
    for (const started of [undefined, () => undefined]) {
      const { base, fetch } = setup(started);
      expect(await (await fetch('http://app.test/backend/questions')).text()).toBe('fetched');
      expect(base).toHaveBeenCalledTimes(1);
    }
  });

  it('reads the page’s hook from the global object, where there may be no window', async () => {
    const global = globalThis as StartedFetchHolder;
    global.__startedFetch = () => Promise.resolve(new Response('started'));
    try {
      const base = vi.fn(() => Promise.resolve(new Response('fetched')));
      const response = await withStartedRequest(base)('http://app.test/backend/account');
      expect(await response.text()).toBe('started');
    } finally {
      global.__startedFetch = undefined;
    }
  });

  it('asks the network itself when the started request never reached the server', async () => {
    const { base, fetch } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await (await fetch('http://app.test/backend/account')).text()).toBe('fetched');
    expect(base).toHaveBeenCalledTimes(1);
  });
});

describe('startRequests', () => {
  const origin = 'http://app.test';

  /** A window whose fetch answers each request with its own Response, and records it. */
  function page() {
    const asked: { url: string; init?: RequestInit }[] = [];
    const win: StartingWindow = {
      location: { href: `${origin}/member/search` },
      fetch: (input, init) => {
        asked.push({ url: input instanceof Request ? input.url : input.toString(), init });
        return Promise.resolve(new Response(`answer ${asked.length}`));
      },
    };
    return { asked, win, requests: startRequests(win) };
  }

  const get = (path: string, language = 'en', method = 'GET') =>
    new Request(`${origin}${path}`, {
      method,
      headers: { Accept: 'application/json', 'Accept-Language': language },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });

  it('asks at once, with the headers the app’s client sends', () => {
    const { asked, requests } = page();
    void requests.start('/backend/account', 'en');
    expect(asked).toEqual([
      {
        url: '/backend/account',
        init: { headers: { Accept: 'application/json', 'Accept-Language': 'en' } },
      },
    ]);
  });

  it('gives each answer to the app’s first identical request, once', async () => {
    const { win, requests } = page();
    const account = requests.start('/backend/account', 'en');
    const members = requests.start(
      '/backend/members?filter[age][min]=30&sort=proximity&page=1',
      'en',
    );
    const started = win.__startedFetch;
    // A URL and headers given apart, as fetch may be called, are the same request.
    expect(
      started?.(`${origin}/backend/members?filter[age][min]=30&sort=proximity&page=1`, {
        headers: { 'Accept-Language': 'en' },
      }),
    ).toBe(members);
    expect(started?.(get('/backend/members?filter[age][min]=30&sort=proximity&page=1'))).toBe(
      undefined,
    );
    expect(started?.(get('/backend/account'))).toBe(account);
    // Nothing is left to give: the app asks the network itself from then on.
    expect(win.__startedFetch).toBeUndefined();
    expect(await (await account).text()).toBe('answer 1');
  });

  it('gives a read started after the app took all the others', () => {
    const { win, requests } = page();
    const account = requests.start('/backend/account', 'en');
    expect(win.__startedFetch?.(get('/backend/account'))).toBe(account);
    const members = requests.start('/backend/members?page=1', 'en');
    expect(win.__startedFetch?.(get('/backend/members?page=1'))).toBe(members);
  });

  it('answers nothing for another request: path, query, language, method or origin', () => {
    const { win, requests } = page();
    void requests.start('/backend/account', 'en');
    const started = win.__startedFetch;
    for (const request of [
      get('/backend/account', 'fr'),
      get('/backend/account/language'),
      get('/backend/account?x=1'),
      get('/backend/account', 'en', 'PATCH'),
      new Request('http://other.test/backend/account', { headers: { 'Accept-Language': 'en' } }),
    ]) {
      expect(started?.(request)).toBeUndefined();
    }
    expect(win.__startedFetch).toBe(started);
  });

  it('leaves another request’s body whole', async () => {
    const { win, requests } = page();
    void requests.start('/backend/account', 'en');
    const request = new Request(`${origin}/backend/account`, { method: 'PATCH', body: '{"a":1}' });
    void win.__startedFetch?.(request);
    expect(await request.text()).toBe('{"a":1}');
  });

  it('marks a read that never reached the server as handled: the app asks again', async () => {
    const win: StartingWindow = {
      location: { href: `${origin}/member/search` },
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      void startRequests(win).start('/backend/account', 'en');
      const base = vi.fn(() => Promise.resolve(new Response('fetched')));
      const response = await withStartedRequest(base, win)(`${origin}/backend/account`, {
        headers: { 'Accept-Language': 'en' },
      });
      expect(await response.text()).toBe('fetched');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  describe('a read the page starts once it knows its address', () => {
    /** The page expects a read of /backend/members; `resolve` gives its address (or none). */
    function expecting() {
      const { win, requests, asked } = page();
      let resolve: (address: string | undefined) => void = () => undefined;
      const address = new Promise<string | undefined>((done) => {
        resolve = done;
      });
      requests.expect('/backend/members', 'en', address);
      // As the page does: it starts the read as soon as it has its address.
      const pageRead = address.then((path) => (path ? requests.start(path, 'en') : undefined));
      const base = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
        Promise.resolve(new Response('fetched by the app')),
      );
      return { win, resolve, pageRead, asked, appFetch: withStartedRequest(base, win), base };
    }

    it('makes the app’s read that came first wait, then take the page’s', async () => {
      const { resolve, pageRead, asked, appFetch, base } = expecting();
      const answer = appFetch(`${origin}/backend/members?sort=proximity&page=1`, {
        headers: { 'Accept-Language': 'en' },
      });
      resolve('/backend/members?sort=proximity&page=1');
      const response = await answer;
      expect(response).toBe(await pageRead);
      expect(await response.text()).toBe('answer 1');
      expect(asked).toHaveLength(1);
      expect(base).not.toHaveBeenCalled();
    });

    it('has the app ask itself for another address, and keeps the page’s for its own', async () => {
      const { win, resolve, pageRead, appFetch, base } = expecting();
      const answer = appFetch(`${origin}/backend/members?sort=-values&page=1`, {
        headers: { 'Accept-Language': 'en' },
      });
      resolve('/backend/members?sort=proximity&page=1');
      expect(await (await answer).text()).toBe('fetched by the app');
      expect(base).toHaveBeenCalledTimes(1);
      const kept = win.__startedFetch?.(get('/backend/members?sort=proximity&page=1'));
      expect(await kept).toBe(await pageRead);
    });

    it('has the app ask itself when the page starts nothing', async () => {
      const { resolve, appFetch, base, asked } = expecting();
      const answer = appFetch(get('/backend/members?page=1'));
      resolve(undefined);
      expect(await (await answer).text()).toBe('fetched by the app');
      expect(base).toHaveBeenCalledTimes(1);
      expect(asked).toHaveLength(0);
    });

    it('rejects what it cannot give with NotStarted, for the client to ask itself', async () => {
      const { win, resolve } = expecting();
      const taken = win.__startedFetch?.(get('/backend/members?page=1'));
      resolve(undefined);
      await expect(taken).rejects.toBeInstanceOf(NotStarted);
    });

    it('leaves other paths alone while it waits', () => {
      const { win } = expecting();
      expect(win.__startedFetch?.(get('/backend/questions'))).toBeUndefined();
    });

    it('forgets the read once its address is known: started, or never to be', async () => {
      const started = expecting();
      started.resolve('/backend/members?page=1');
      await started.pageRead;
      expect(started.win.__startedFetch?.(get('/backend/members?page=1'))).toBeDefined();
      expect(started.win.__startedFetch).toBeUndefined();
      const none = expecting();
      none.resolve(undefined);
      await none.pageRead;
      expect(none.win.__startedFetch).toBeUndefined();
    });
  });
});
