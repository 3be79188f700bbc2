import type { paths } from '@app/openapi/schema';
import type { Context, Hono } from 'hono';
import { attribute, message, type Message } from '../i18n/messages';
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
    // Who calls comes first: an anonymous call to a signed-in operation is a 401 whatever its body, so
    // no one without an account makes the server parse or validate anything.
    if (contract.requiresUser(method, path) && c.get('auth').userId === null) {
      // The bytes already sent are discarded unparsed (at most the body limit), so the connection
      // stays usable for the client's next call.
      const drained = await (
        c.req.raw.body?.pipeTo(new WritableStream()) ?? Promise.resolve()
      ).then(
        () => true,
        () => false,
      );
      throw new HttpError(
        401,
        message('auth.unauthenticated'),
        drained ? {} : { Connection: 'close' },
      );
    }
    const queryArrays = contract.queryArrays(method, path);
    const query = parseQuery(new URL(c.req.url).searchParams, queryArrays);
    let body: unknown;
    if (method !== 'get' && method !== 'delete') {
      const text = await c.req.text();
      if (text.trim() !== '') {
        try {
          body = JSON.parse(text) as unknown;
        } catch {
          throw new ValidationError({ body: [message('http.bad_json')] });
        }
        // No form nests this deep; walking such a body (here and in validation) is not worth it.
        if (depthOver(body, MAX_DEPTH))
          throw new ValidationError({ body: [message('http.bad_json')] });
      }
    }
    // A JSON `null` body is no body: validated, and handed over, as a missing one (never as `null`,
    // which a handler would read fields of).
    if (body === null) body = undefined;
    const errors = contract.validateRequest(method, path, { body, query }, locale);
    // NUL bytes would reach PostgreSQL, which refuses them in text (a 500): refused here, per field.
    const nul = nulErrors({ body, query });
    if (errors || nul) throw new ValidationError({ ...errors, ...nul });
    // A required body that was left out was validated as `{}`: the handler sees the same.
    if (body === undefined && contract.bodyRequired(method, path)) body = {};
    const params = c.req.param() as Record<string, string>;
    for (const value of Object.values(params)) {
      if (value === '') throw new HttpError(404, message('http.not_found'));
    }
    return handler(c, { body, query, params } as Input<OperationOf<P, M>>);
  });
}

/** Deeper than any body of the contract (a few levels), far below what could exhaust the stack. */
const MAX_DEPTH = 32;

/** Whether JSON data nests deeper than `limit` (iteratively: the data may be a million levels deep). */
function depthOver(data: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[data, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() ?? [undefined, 0];
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node as Record<string, unknown>))
      stack.push([child, depth + 1]);
  }
  return false;
}

/** `{field: [message]}` for every string (or key) of the body and the query holding a NUL byte. */
function nulErrors(input: {
  body: unknown;
  query: Record<string, unknown>;
}): Record<string, Message[]> | null {
  const found: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(path.join('.') || 'body');
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        walk(item, [...path, String(index)]);
      });
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push(path.join('.') || 'body');
      else walk(item, [...path, key]);
    }
  };
  walk(input.body, []);
  walk(input.query, []);
  if (found.length === 0) return null;
  return Object.fromEntries(
    found.map((field) => [field, [message('validation.nul', { attribute: attribute(field) })]]),
  );
}

/** The largest id a serial column holds (PostgreSQL `integer`). */
const MAX_ID = 2_147_483_647;

/** A path parameter as a positive integer id, or a 404 (also past the largest id a column holds). */
export function idParam(value: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID)
    throw new HttpError(404, message('http.not_found'));
  return id;
}
