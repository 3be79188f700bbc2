import { ApiError, type ApiClient, type paths } from '@app/client';
import { mutate as globalMutate, unstable_serialize } from 'swr';
import { createImmutableHook, createInfiniteHook, createQueryHook } from 'swr-openapi';
import { api } from './api-client';
import { startRead, takeRead } from './early-reads';

/**
 * The one typed data layer: read hooks built from the contract (swr-openapi over the app's client).
 * The cache key is `[DATA_PREFIX, path, init]`, so any feature reads the same data without a copy of
 * the request, and mutations and realtime handlers revalidate by contract path (`revalidate`).
 * Failures reject with the client's `ApiError` (status, message, field errors, code).
 */
export const DATA_PREFIX = 'api';

/** `api()` is built lazily (tests replace it); every read goes through it and fails as an ApiError. */
interface ReadResult {
  data?: unknown;
  error?: unknown;
  response: Response;
}
type Read = (path: string, init?: unknown) => Promise<ReadResult>;

const read: Read = async (path, init) => {
  const result = await (api().GET as unknown as Read)(path, init);
  if (!result.response.ok) {
    return { ...result, error: new ApiError(result.response.status, result.error) };
  }
  return result;
};

const get = (async (path: string, init?: unknown): Promise<ReadResult> => {
  return (
    takeRead<ReadResult>(() => unstable_serialize([DATA_PREFIX, path, init])) ?? read(path, init)
  );
}) as unknown as ApiClient['GET'];
const reader = { GET: get } as unknown as ApiClient;

export const useQuery = createQueryHook<paths, `${string}/${string}`, typeof DATA_PREFIX, ApiError>(
  reader,
  DATA_PREFIX,
);
/** For data that does not change while the app is open (questions, countries). */
export const useImmutable = createImmutableHook<
  paths,
  `${string}/${string}`,
  typeof DATA_PREFIX,
  ApiError
>(reader, DATA_PREFIX);
export const useInfinite = createInfiniteHook<
  paths,
  `${string}/${string}`,
  typeof DATA_PREFIX,
  ApiError
>(reader, DATA_PREFIX);

/**
 * Starts the read `useQuery(path, init)` will make, before anything draws it: the hook's first read of
 * the same key takes it over (lib/early-reads.ts). A successful answer also goes into the cache as it
 * arrives, so that a page drawn after it draws with it at once: a hook that found nothing cached
 * would draw its placeholders first and its data in a second render, which the page's other data
 * arriving meanwhile keeps pushing back (the search's first cards, the page's largest paint, waited
 * 1.2 s for that on a throttled phone, issue 12). The hook still checks the cached answer as it
 * mounts, and that check takes over the read already made rather than asking again. Resolves with
 * the answer, or `undefined` when the read failed, for whatever the answer lets start early too.
 */
export function preloadQuery<Path extends ApiPath>(
  path: Path,
  init: unknown,
): Promise<AnswerOf<Path> | undefined> {
  const key = [DATA_PREFIX, path, init];
  return startRead(
    unstable_serialize(key),
    () => read(path, init),
    (result) => result.error !== undefined,
  ).then(
    (result) => {
      if (result.error !== undefined) return undefined;
      void globalMutate(key, result.data, { revalidate: false });
      return result.data as AnswerOf<Path>;
    },
    // A failed read is the page's to see: it asks again as it draws (lib/early-reads.ts).
    () => undefined,
  );
}

/** What a successful `GET path` answers, as the contract describes it. */
type AnswerOf<Path extends ApiPath> = paths[Path] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : unknown;

export type ApiPath = keyof paths;

/** Whether an SWR key is one of this layer's, for `path` (and, when given, its path parameters). */
export function keyMatches(key: unknown, path: ApiPath, pathParams?: Record<string, unknown>) {
  if (!Array.isArray(key) || key[0] !== DATA_PREFIX || key[1] !== path) return false;
  if (!pathParams) return true;
  const init = key[2] as { params?: { path?: Record<string, unknown> } } | undefined;
  const actual = init?.params?.path ?? {};
  return Object.entries(pathParams).every(
    ([name, value]) => String(actual[name]) === String(value),
  );
}

/** Revalidates every cached read of `path` (optionally only those with these path parameters). */
export async function revalidate(
  path: ApiPath,
  pathParams?: Record<string, unknown>,
): Promise<void> {
  await globalMutate((key) => keyMatches(key, path, pathParams));
}

/** Rewrites every cached read of `path` in place (optimistic updates), without refetching. */
export async function updateCached<T>(
  path: ApiPath,
  update: (data: T) => T,
  pathParams?: Record<string, unknown>,
): Promise<void> {
  await globalMutate<T>(
    (key) => keyMatches(key, path, pathParams),
    (data) => (data === undefined ? data : update(data)),
    { revalidate: false },
  );
}
