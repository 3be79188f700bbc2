/** A fake API for the client: routes by method and path, records every request. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: unknown;
}

export type FakeRoute = (
  request: RecordedRequest,
) => { status: number; body?: unknown } | undefined;

export function fakeApi(routes: Record<string, FakeRoute | { status: number; body?: unknown }>) {
  const requests: RecordedRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      search: url.search,
      headers: request.headers,
      body,
    };
    requests.push(recorded);
    const route = routes[`${request.method} ${url.pathname}`];
    const answer = typeof route === 'function' ? route(recorded) : route;
    if (!answer) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    if (answer.status === 204 || answer.body === undefined) {
      return new Response(null, { status: answer.status });
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests };
}
