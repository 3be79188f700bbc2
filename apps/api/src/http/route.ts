import type { paths } from '@app/client';
import type { Context, Hono } from 'hono';
import { translate } from '../i18n/messages';
import type { AppEnv } from './context';
import type { Method } from './contract';
import { HttpError, ValidationError } from './errors';
import { parseQuery } from './query';

type JsonBody<Op> = Op extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : undefined;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } }
  ? Q extends undefined
    ? Record<string, never>
    : Q
  : Record<string, never>;
type PathOf<Op> = Op extends { parameters: { path?: infer P } }
  ? P extends undefined
    ? Record<string, never>
    : { [K in keyof P]: string }
  : Record<string, never>;

export interface Input<Op> {
  body: JsonBody<Op>;
  query: QueryOf<Op>;
  params: PathOf<Op>;
}

type OperationOf<P extends keyof paths, M extends Method> = M extends keyof paths[P]
  ? paths[P][M]
  : never;

/**
 * Registers a handler for an operation of the contract: the path is the contract's own, the request is
 * validated against it (422 in the Laravel shape before the handler runs), and the body, query and path
 * parameters reach the handler typed from the generated client types.
 */
export function route<P extends keyof paths, M extends Method>(
  app: Hono<AppEnv>,
  method: M,
  path: P,
  handler: (c: Context<AppEnv>, input: Input<OperationOf<P, M>>) => Response | Promise<Response>,
): void {
  const honoPath = path.replace(/\{([^}]+)\}/g, ':$1');
  app.on(method.toUpperCase(), honoPath, async (c) => {
    const { contract } = c.get('services');
    const locale = c.get('locale');
    const queryArrays = contract.queryArrays(method, path);
    const query = parseQuery(new URL(c.req.url).searchParams, queryArrays);
    let body: unknown;
    if (method !== 'get' && method !== 'delete') {
      const text = await c.req.text();
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          throw new ValidationError({ body: [translate(locale, 'http.bad_json')] });
        }
      }
    }
    const errors = contract.validateRequest(method, path, { body, query }, locale);
    if (errors) throw new ValidationError(errors);
    const params = c.req.param() as Record<string, string>;
    for (const value of Object.values(params)) {
      if (value === '') throw new HttpError(404, translate(locale, 'http.not_found'));
    }
    return handler(c, { body, query, params } as Input<OperationOf<P, M>>);
  });
}

/** The largest id a serial column holds (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

/** A path parameter as a positive integer id, or a 404 (also past the largest id a column holds). */
export function idParam(c: Context<AppEnv>, value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID)
    throw new HttpError(404, translate(c.get('locale'), 'http.not_found'));
  return id;
}
