/**
 * The signed-in pages' HTML asks for the user before the app's code has loaded (`startAccount` in
 * vite-plugins/prerender.ts: `GET /account` with the headers the app's client sends) and leaves
 * `window.__startedFetch`, which answers the app's first identical request with that answer, once,
 * and nothing for any other (issue 12: the member's first page waited for the code, then the user).
 */
export interface StartedFetchHolder {
  __startedFetch?: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> | undefined;
}

declare global {
  interface Window {
    __startedFetch?: StartedFetchHolder['__startedFetch'];
  }
}

/** `base`, unless the page's HTML already started this very request and it reached the server. */
export function withStartedRequest(
  base: typeof fetch,
  // `globalThis`, not `window`: the client is also built where there is no window (Node, tests).
  holder: StartedFetchHolder = globalThis as StartedFetchHolder,
): typeof fetch {
  return (input, init) =>
    holder.__startedFetch?.(input, init)?.catch(() => base(input, init)) ?? base(input, init);
}
