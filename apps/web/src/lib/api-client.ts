import { createApiClient, type ApiClient, type ApiClientOptions, type ApiError } from '@app/client';
import { config } from '../config';
import { activeLocale } from './locale';
import { platform } from './platform';
import { withStartedRequest } from './started-requests';

let client: ApiClient | undefined;
let authFailureHandler: (error: ApiError) => void = () => undefined;
let socketIdSource: () => string | undefined = () => undefined;

/**
 * Builds the app's client: cookies on the web, a bearer token on native (by the platform), the
 * locale as `Accept-Language`, and the session's 401/419 handling. Tests pass a fake `fetch`.
 */
export function buildApiClient(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  const current = platform();
  return createApiClient({
    baseUrl: config.apiUrl,
    mode: current.authMode,
    tokenStore: current.tokenStore,
    deviceName: current.deviceName,
    locale: activeLocale,
    socketId: () => socketIdSource(),
    onAuthFailure: (error) => {
      authFailureHandler(error);
    },
    // With the session cookie, the user the page's HTML already asked for (lib/started-requests.ts).
    ...(current.authMode === 'session'
      ? { fetch: withStartedRequest(globalThis.fetch.bind(globalThis)) }
      : {}),
    ...overrides,
  });
}

/** The one API client of the app. */
export function api(): ApiClient {
  client ??= buildApiClient();
  return client;
}

/** The session registers what a 401 or 419 does (sign out and go to /login). */
export function onAuthFailure(handler: (error: ApiError) => void): void {
  authFailureHandler = handler;
}

/** The realtime seam says which socket is mine (sent as `X-Socket-ID`). */
export function setSocketIdSource(source: () => string | undefined): void {
  socketIdSource = source;
}

/** Tests: use another client, or forget it so the next call builds a new one. */
export function setApiClient(next: ApiClient | undefined): void {
  client = next;
}
