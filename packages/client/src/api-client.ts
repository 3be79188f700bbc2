import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { ApiError, toApiError } from './errors';
import { readDocumentCookie } from './cookies';
import { serializeQuery } from './query';

/** `session`: cookies + CSRF (the web). `token`: a bearer token from `POST /api/app/token` (native wrappers). */
export type AuthMode = 'session' | 'token';

/** Where the bearer token lives (the native wrappers keep it in secure storage). */
export interface TokenStore {
  get(): string | null;
  set(token: string | null): void;
}

export function memoryTokenStore(initial: string | null = null): TokenStore {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
  };
}

export interface ApiClientOptions {
  /** The API base, e.g. `http://localhost:8000`. */
  baseUrl: string;
  mode: AuthMode;
  /** The current locale, sent as `Accept-Language` (fr or en). */
  locale?: () => string;
  /** The realtime socket id, sent as `X-Socket-ID` when a connection exists. */
  socketId?: () => string | undefined;
  /** Token mode: where the token is kept. Defaults to memory. */
  tokenStore?: TokenStore;
  /** Token mode: the `device_name` sent with `POST /api/app/token`. */
  deviceName?: string;
  /** Called on any 401 or 419 (and on a token sign-in that returns no token): sign the user out. */
  onAuthFailure?: (error: ApiError) => void;
  /** Session mode: reads a script-visible cookie. Defaults to `document.cookie`. */
  readCookie?: (name: string) => string | undefined;
  fetch?: typeof globalThis.fetch;
}

export type EmailCredentials = { email: string; password: string };
export type SignInPayload = paths['/api/app/login']['post']['requestBody'] extends {
  content: { 'application/json': infer B };
}
  ? B
  : EmailCredentials;

export interface ApiClient extends Client<paths> {
  readonly mode: AuthMode;
  readonly baseUrl: string;
  /** The fetch used for every call (and for uploads to signed URLs). */
  readonly fetch: typeof globalThis.fetch;
  /** Session mode: fetch the CSRF cookie now (done once, automatically, before the first unsafe call). */
  ensureCsrfCookie(): Promise<void>;
  /** Session mode: `POST /api/app/login` (email and password, or a social payload). Token mode: `POST /api/app/token`. */
  signIn(payload: SignInPayload): Promise<void>;
  /** `POST /api/app/logout`, then forget the token and CSRF state whatever the answer. */
  signOut(): Promise<void>;
  /** The token in token mode, if any. */
  token(): string | null;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_COOKIE = 'XSRF-TOKEN';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const tokenStore = options.tokenStore ?? memoryTokenStore();
  const readCookie = options.readCookie ?? readDocumentCookie;
  let csrfRequest: Promise<void> | null = null;

  const client = createClient<paths>({
    baseUrl,
    fetch: baseFetch,
    credentials: 'include',
    headers: { Accept: 'application/json' },
    querySerializer: (query) => serializeQuery(query),
  });

  /**
   * `GET /sanctum/csrf-cookie`, one at a time: calls made while it is on its way share it. Once it
   * has settled it is not remembered: the cookies it set expire with the session (two hours without a
   * request), and a sign-in after that, or after a 401 or a 419, must start a new session rather than
   * send the old token (which the server answers with 419 until the page is reloaded).
   */
  function ensureCsrfCookie(): Promise<void> {
    csrfRequest ??= baseFetch(`${baseUrl}/sanctum/csrf-cookie`, {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    })
      .then(
        async (response) => {
          if (!response.ok) throw new ApiError(response.status, await readBody(response));
        },
        (reason: unknown) => {
          throw toApiError(reason);
        },
      )
      .finally(() => {
        csrfRequest = null;
      });
    return csrfRequest;
  }

  const middleware: Middleware = {
    async onRequest({ request }) {
      const locale = options.locale?.();
      if (locale) request.headers.set('Accept-Language', locale);
      const socketId = options.socketId?.();
      if (socketId) request.headers.set('X-Socket-ID', socketId);

      if (options.mode === 'token') {
        const token = tokenStore.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      } else if (UNSAFE_METHODS.has(request.method.toUpperCase())) {
        if (readCookie(CSRF_COOKIE) === undefined) await ensureCsrfCookie();
        const xsrf = readCookie(CSRF_COOKIE);
        if (xsrf !== undefined) request.headers.set('X-XSRF-TOKEN', xsrf);
      }
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401 || response.status === 419) {
        const status = response.status;
        void readBody(response.clone()).then((body) => {
          options.onAuthFailure?.(new ApiError(status, body));
        });
      }
      return response;
    },
  };
  client.use(middleware);

  async function signIn(payload: SignInPayload): Promise<void> {
    if (options.mode === 'session') {
      // A fresh session to sign in with, whatever cookies a past one left.
      await ensureCsrfCookie();
      await unwrap(client.POST('/api/app/login', { body: payload }));
      return;
    }
    const credentials = payload as Partial<EmailCredentials>;
    const body = await unwrap(
      client.POST('/api/app/token', {
        body: {
          email: credentials.email ?? '',
          password: credentials.password ?? '',
          device_name: options.deviceName ?? 'app',
        },
      }),
    );
    const token = (body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token === '') {
      // The spec: a missing token after token login raises an error and logs out.
      const error = new ApiError(401, { message: 'No token was returned.' });
      tokenStore.set(null);
      options.onAuthFailure?.(error);
      throw error;
    }
    tokenStore.set(token);
  }

  async function signOut(): Promise<void> {
    try {
      await client.POST('/api/app/logout');
    } finally {
      tokenStore.set(null);
    }
  }

  return Object.assign(client, {
    mode: options.mode,
    baseUrl,
    fetch: baseFetch,
    ensureCsrfCookie,
    signIn,
    signOut,
    token: () => tokenStore.get(),
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type FetchResult = { data?: unknown; error?: unknown; response: Response };
type SuccessData<R extends FetchResult> = Extract<R, { error?: never }>['data'];

/**
 * Resolves a call to its data, or rejects with an ApiError (any non-2xx, or a network failure).
 * `const user = await unwrap(api.GET('/account'))`.
 */
export async function unwrap<R extends FetchResult>(call: Promise<R>): Promise<SuccessData<R>> {
  let result: R;
  try {
    result = await call;
  } catch (reason) {
    throw toApiError(reason);
  }
  if (!result.response.ok) throw new ApiError(result.response.status, result.error);
  return result.data;
}
