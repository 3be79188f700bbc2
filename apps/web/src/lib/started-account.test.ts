import { describe, expect, it, vi } from 'vitest';
import { withStartedRequest, type StartedFetchHolder } from './started-account';

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
