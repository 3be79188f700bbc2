// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRoute } from './support/fake-api';
import { fakePlatform } from './support/fake-platform';
import { signedInUser } from './support/signed-in-user';

const user = signedInUser({ onboardingCompleted: false });

/**
 * The session's modules and SWR, fresh (its global cache, which the app uses, included), on a fake
 * API: and what the app's first renders of `useUser` saw, under the app's own SWR configuration.
 */
async function load(account: FakeRoute | { status: number; body?: unknown }) {
  vi.resetModules();
  const { setPlatform } = await import('../src/lib/platform');
  setPlatform(fakePlatform('web'));
  const { buildApiClient, setApiClient } = await import('../src/lib/api-client');
  const server = fakeApi({ 'GET /account': account });
  setApiClient(
    buildApiClient({ baseUrl: 'http://api.test', fetch: server.fetch, readCookie: () => 'xsrf' }),
  );
  const session = await import('../src/lib/session');
  const { mutate, SWRConfig } = await import('swr');
  // The app keeps SWR's global cache: emptied, as a new page load finds it.
  await mutate(() => true, undefined, { revalidate: false });
  const seen: string[] = [];
  function Page() {
    const { user: current, isLoading, error } = session.useUser();
    seen.push(error ? 'error' : isLoading ? 'loading' : current ? 'user' : 'visitor');
    return null;
  }
  const draw = () =>
    render(
      // The app's configuration (app/provider.tsx), and its global cache. This file's tests share
      // SWR's global state, so none dedupes a read with the test before it.
      <SWRConfig
        value={{ revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 0 }}
      >
        <Page />
      </SWRConfig>,
    );
  const accountReads = () => server.requests.filter((request) => request.path === '/account');
  return { session, seen, draw, accountReads };
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  cleanup();
});

describe('the user before the first render (a signed-in user on a prerendered page)', () => {
  it('draws the page for the user from the first render, with one read of the account, however many components ask', async () => {
    localStorage.setItem('logged_in', '1');
    const { session, seen, draw, accountReads } = await load({
      status: 200,
      body: { data: user },
    });
    // main.tsx may have started the read (a page's data preload): it is taken over.
    void session.preloadUser();
    await session.userBeforeFirstRender();
    draw();
    draw();
    // SWR would check cached data on the frame after the mount: a request it made would be on
    // record by the task after. The read started early was taken over, not left for a later one.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const { takeRead } = await import('../src/lib/early-reads');
    expect(takeRead(() => session.USER_KEY)).toBeUndefined();
    expect(seen[0]).toBe('user');
    expect(seen).not.toContain('loading');
    expect(accountReads()).toHaveLength(1);
  });

  it('asks nothing for a visitor, whose page draws as it is', async () => {
    const { session, seen, draw, accountReads } = await load({
      status: 200,
      body: { data: user },
    });
    await session.userBeforeFirstRender();
    draw();
    expect(seen).toEqual(['visitor']);
    expect(accountReads()).toHaveLength(0);
  });

  it('leaves a failed read to the page, which asks again and shows the failure', async () => {
    localStorage.setItem('logged_in', '1');
    const { session, seen, draw, accountReads } = await load({ status: 500, body: {} });
    await expect(session.userBeforeFirstRender()).resolves.toBeUndefined();
    draw();
    expect(seen[0]).toBe('loading');
    await vi.waitFor(() => {
      expect(seen.at(-1)).toBe('error');
    });
    expect(accountReads()).toHaveLength(2);
  });

  it('reads the user once when it is refreshed (the channel’s catch-up, a payment…), not again after', async () => {
    localStorage.setItem('logged_in', '1');
    const { session, draw, accountReads } = await load({ status: 200, body: { data: user } });
    await session.userBeforeFirstRender();
    draw();
    await session.refreshUser();
    // A revalidation SWR started once the refreshed user is in would be on record by then.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(accountReads()).toHaveLength(2);
  });
});
