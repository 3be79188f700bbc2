/**
 * Reads a signed-in page asks for before the app's code has loaded (issue 12: the member's first page
 * waited for the code, then the user, then its data). The page's HTML runs `startRequests`
 * (starters/signed-in.ts, inlined by vite-plugins/prerender.ts): each read it starts is left in
 * `window.__startedFetch`, which answers the app's first identical request with that answer, once,
 * and nothing for any other. The app's client asks it first (`withStartedRequest`).
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

/** What the page's reads need of the window (tests pass their own). */
export interface StartingWindow extends StartedFetchHolder {
  fetch: typeof fetch;
  location: Pick<Location, 'href'>;
}

export interface StartedRequests {
  /**
   * `GET <path>` in `language`, with the headers the app's client sends, kept for the app's first
   * identical request. A failure is the app's to see (it then asks itself): here it is only marked
   * as handled.
   */
  start(path: string, language: string): Promise<Response>;
}

/**
 * What starts reads for the app, each left to `win.__startedFetch` until the app takes it. A request
 * is the same read when it is a GET of the same address (the page's origin) in the same
 * `Accept-Language`. A new Request is made of a GET only: made of another, it would take its body.
 */
export function startRequests(win: StartingWindow): StartedRequests {
  const started: { url: string; language: string; response: Promise<Response> }[] = [];
  const take: StartedFetchHolder['__startedFetch'] = (input, init) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (method.toUpperCase() !== 'GET') return undefined;
    const request = new Request(input, init);
    const index = started.findIndex(
      (read) =>
        read.url === request.url && read.language === request.headers.get('Accept-Language'),
    );
    if (index < 0) return undefined;
    const [read] = started.splice(index, 1);
    if (started.length === 0) win.__startedFetch = undefined;
    return read?.response;
  };
  return {
    start(path, language) {
      const response = win.fetch(path, {
        headers: { Accept: 'application/json', 'Accept-Language': language },
      });
      response.catch(() => undefined);
      started.push({ url: new URL(path, win.location.href).href, language, response });
      // Again after the app has taken every read before this one: it may still ask for this one.
      win.__startedFetch = take;
      return response;
    },
  };
}
