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
  /**
   * A read of `path` (whatever its query) this page starts once `address` gives its full address,
   * or not at all (`undefined`): until then, the app's first read of that path waits for it, and
   * takes it when the addresses match, else asks the network itself. Without this, an app whose
   * code was already cached could ask before the page did, and the same read went out twice.
   */
  expect(path: string, language: string, address: Promise<string | undefined>): void;
}

/** Why the app asks the network itself: the read it waited for was another, or none. */
export class NotStarted extends Error {
  constructor() {
    super('The page started no such read');
  }
}

/**
 * What starts reads for the app, each left to `win.__startedFetch` until the app takes it. A request
 * is the same read when it is a GET of the same address (the page's origin) in the same
 * `Accept-Language`. A new Request is made of a GET only: made of another, it would take its body.
 */
export function startRequests(win: StartingWindow): StartedRequests {
  const started: { url: string; language: string; response: Promise<Response> }[] = [];
  const expected: { path: string; language: string; address: Promise<string | undefined> }[] = [];
  const href = (path: string) => new URL(path, win.location.href).href;
  const withoutQuery = (url: string) => url.split('?')[0] ?? url;
  const takeStarted = (url: string, language: string | null) => {
    const index = started.findIndex((read) => read.url === url && read.language === language);
    if (index < 0) return undefined;
    const [read] = started.splice(index, 1);
    return read?.response;
  };
  const take: StartedFetchHolder['__startedFetch'] = (input, init) => {
    const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
    if (method.toUpperCase() !== 'GET') return undefined;
    const request = new Request(input, init);
    const language = request.headers.get('Accept-Language');
    let response = takeStarted(request.url, language);
    if (!response) {
      const index = expected.findIndex(
        (read) => read.path === withoutQuery(request.url) && read.language === language,
      );
      const [read] = index < 0 ? [] : expected.splice(index, 1);
      // The page's own reaction to its address, which starts the read, was registered first.
      response = read?.address.then((address) => {
        const taken =
          address !== undefined && href(address) === request.url
            ? takeStarted(request.url, language)
            : undefined;
        if (!taken) throw new NotStarted();
        return taken;
      });
    }
    forgetIfDone();
    return response;
  };
  const forgetIfDone = () => {
    if (started.length === 0 && expected.length === 0) win.__startedFetch = undefined;
  };
  return {
    start(path, language) {
      const response = win.fetch(path, {
        headers: { Accept: 'application/json', 'Accept-Language': language },
      });
      response.catch(() => undefined);
      started.push({ url: href(path), language, response });
      // Again after the app has taken every read before this one: it may still ask for this one.
      win.__startedFetch = take;
      return response;
    },
    expect(path, language, address) {
      const read = { path: withoutQuery(href(path)), language, address };
      expected.push(read);
      win.__startedFetch = take;
      // Once the address is known, the read is started (and taken as any other) or never will be.
      const known = () => {
        const index = expected.indexOf(read);
        if (index >= 0) expected.splice(index, 1);
        forgetIfDone();
      };
      address.then(known, known);
    },
  };
}
