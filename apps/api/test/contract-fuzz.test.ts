/**
 * Property-based: malformed bodies, queries and path ids, generated from the contract (openapi/), sent
 * to every operation, anonymous and signed in (issue 11). No answer may be a 5xx, each must come
 * within a second, and a second client's `GET /up` keeps answering meanwhile.
 */
import { performance } from 'node:perf_hooks';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import type { Method } from '../src/http/contract';
import { startTestApi, type TestApi } from './support/api';
import { PASSWORD } from './support/factories';
import { createMember } from './support/members-factories';

/** Requests per operation and caller: 105 operations × 2 callers × 5 = 1,050 requests. */
/** The seed npm test runs (any run's seed is printed; several random ones passed before it was fixed). */
const DEFAULT_FUZZ_SEED = 20261126;
const RUNS_PER_OPERATION = 5;
const LIMIT_MS = 1000;

type Json = Record<string, unknown>;

interface Operation {
  method: Method;
  template: string;
  pathNames: string[];
  queryNames: string[];
  bodyFields: string[];
}

interface Sent {
  operation: string;
  url: string;
  signedIn: boolean;
  body: string | undefined;
  status: number;
  ms: number;
}

let server: TestApi;
let token = '';

async function signIn(): Promise<void> {
  const member = await createMember(server.services);
  server.services.rateLimiter.clear('sign-in:address:127.0.0.1');
  const response = await fetch(`${server.url}/api/app/token`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: PASSWORD, device_name: 'fuzz' }),
  });
  token = ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  server = await startTestApi();
  await signIn();
});
afterAll(async () => {
  await server.close();
});

/** Rows per table: what anonymous malformed requests must leave as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await server.services.db.select({ rows: count() }).from(table);
    counts[getTableName(table)] = row?.rows ?? 0;
  }
  return counts;
}

/** The operations of the contract, with the names a malformed request can play with. */
function operations(document: Json): Operation[] {
  const resolve = (node: unknown): Json => {
    let current = (node ?? {}) as Json;
    for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) {
      current = current.$ref
        .replace(/^#\//, '')
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce<unknown>((at, key) => (at as Json)[key], document) as Json;
    }
    return current;
  };
  const fields = (schema: Json, depth = 0): string[] => {
    if (depth > 4) return [];
    const names = Object.keys((schema.properties as Json | undefined) ?? {});
    for (const keyword of ['oneOf', 'anyOf', 'allOf']) {
      for (const branch of (schema[keyword] as unknown[] | undefined) ?? [])
        names.push(...fields(resolve(branch), depth + 1));
    }
    return [...new Set(names)];
  };
  const found: Operation[] = [];
  for (const [template, rawItem] of Object.entries(document.paths as Json)) {
    const item = resolve(rawItem);
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const parameters = [
        ...((item.parameters as unknown[] | undefined) ?? []),
        ...((operation.parameters as unknown[] | undefined) ?? []),
      ].map(resolve);
      const body = resolve(
        (
          (resolve(operation.requestBody).content as Json | undefined)?.['application/json'] as
            Json | undefined
        )?.schema,
      );
      found.push({
        method,
        template,
        pathNames: [...template.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
        queryNames: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => String(parameter.name)),
        bodyFields: fields(body),
      });
    }
  }
  return found;
}

/** Values no field should choke on: NUL bytes, ids past 32 bits, 1e+23, huge strings and lists… */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    2_147_483_648,
    -99_999_999_999,
    1e23,
    -1,
    0,
    1.5,
    '1e+23',
    '2147483648',
    '-1',
    '',
    ' ',
    null,
    true,
    'x'.repeat(5000),
    '\ud800',
  ),
  fc.constant(Array.from({ length: 2000 }, (_, index) => index)),
  fc.string({ maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 5 }),
);

const queryJunk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '1e+23',
    '2147483648',
    '-99999999999',
    '-1',
    'a,b,,c',
    '',
    'x'.repeat(3000),
  ),
  fc.string({ maxLength: 20 }),
  fc.integer().map(String),
);

const pathJunk: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '1e+23',
    '-1',
    '0',
    '-99999999999',
    'abc',
    '%00',
    '1.5',
    '9'.repeat(30),
  ),
  fc.integer().map(String),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

/** A malformed body: junk in the operation's own fields, any JSON, broken JSON, or none at all. */
function bodyFor(operation: Operation): fc.Arbitrary<string | undefined> {
  const fields = operation.bodyFields.length > 0 ? operation.bodyFields : ['data'];
  const known = fc
    .subarray(fields, { minLength: 1 })
    .chain((names) =>
      fc
        .tuple(...names.map(() => junk))
        .map((values) =>
          JSON.stringify(Object.fromEntries(names.map((name, i) => [name, values[i]]))),
        ),
    );
  return fc.oneof(
    { weight: 4, arbitrary: known },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', '[', 'null', '"\\u0000"', '{}', undefined) },
  );
}

function requestFor(operation: Operation) {
  return fc.record({
    path: fc.tuple(...operation.pathNames.map(() => pathJunk), fc.constant('')),
    query: fc
      .subarray(operation.queryNames)
      .chain((names) =>
        fc
          .tuple(...names.map(() => queryJunk), fc.constant(''))
          .map((values) => names.map((name, i) => [name, values[i] ?? ''] as const)),
      ),
    body:
      operation.method === 'get' || operation.method === 'delete'
        ? fc.constant(undefined)
        : bodyFor(operation),
    locale: fc.constantFrom('fr', 'en'),
  });
}

describe('the contract under malformed input', () => {
  it(`answers every operation without a 5xx, each within ${LIMIT_MS} ms, anonymous and signed in`, async () => {
    const document = server.services.contract.document as unknown as Json;
    const all = operations(document);
    // Start-up work: each operation's validators compiled, as a server that has served once.
    for (const operation of all)
      server.services.contract.validateRequest(
        operation.method,
        operation.template,
        { body: undefined, query: {} },
        'fr',
      );

    const sent: Sent[] = [];
    const outliers: string[] = [];
    const probes: number[] = [];
    const probing = { on: true };
    // A second client: `GET /up` keeps answering while the malformed requests go in.
    const prober = (async () => {
      while (probing.on) {
        const started = performance.now();
        const response = await fetch(`${server.url}/up`);
        await response.text();
        probes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    // One seed per run, printed below: a failure is replayed with FUZZ_SEED=<seed>. npm test runs a
    // fixed seed unless FUZZ_SEED says otherwise (`FUZZ_SEED=random` explores a new one each run).
    const seed =
      process.env.FUZZ_SEED === 'random'
        ? Date.now()
        : Number(process.env.FUZZ_SEED ?? DEFAULT_FUZZ_SEED);
    const before = await rowCounts();
    let afterAnonymous: Record<string, number> = {};
    // Anonymous first (nothing may change), then signed in.
    for (const signedIn of [false, true]) {
      if (signedIn) afterAnonymous = await rowCounts();
      for (const operation of all) {
        const samples = fc.sample(requestFor(operation), {
          numRuns: RUNS_PER_OPERATION,
          seed: seed + (signedIn ? 1 : 0),
        });
        for (const sample of samples) {
          let path = operation.template;
          operation.pathNames.forEach((name, i) => {
            path = path.replace(`{${name}}`, sample.path[i] ?? '');
          });
          const query = new URLSearchParams(sample.query.map(([name, value]) => [name, value]));
          const url = `${server.url}${path}${query.size > 0 ? `?${query.toString()}` : ''}`;
          const send = async () => {
            const started = performance.now();
            const response = await fetch(url, {
              method: operation.method.toUpperCase(),
              redirect: 'manual',
              headers: {
                Accept: 'application/json',
                'Accept-Language': sample.locale,
                ...(sample.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
                ...(signedIn ? { Authorization: `Bearer ${token}` } : {}),
              },
              ...(sample.body !== undefined ? { body: sample.body } : {}),
            });
            await response.arrayBuffer();
            return { response, ms: performance.now() - started };
          };
          let { response, ms } = await send();
          if (ms >= LIMIT_MS) {
            // A stall comes back when asked again; a pause of a machine shared with other jobs does not.
            outliers.push(`${operation.method.toUpperCase()} ${url}: ${Math.round(ms)} ms`);
            ({ response, ms } = await send());
          }
          sent.push({
            operation: `${operation.method.toUpperCase()} ${operation.template}`,
            url,
            signedIn,
            body: sample.body?.slice(0, 300),
            status: response.status,
            ms,
          });
          // Signed out by the call itself (sign-out, account deletion): sign in again.
          if (
            signedIn &&
            (response.status === 401 || /logout|^\/account$/.test(operation.template))
          )
            await signIn();
        }
      }
    }
    probing.on = false;
    await prober;

    const failures = sent.filter((request) => request.status >= 500 || request.ms >= LIMIT_MS);
    const slowest = sent.reduce((a, b) => (b.ms > a.ms ? b : a));
    console.log(
      `contract fuzz (seed ${seed}): ${sent.length} requests over ${all.length} operations, ` +
        `${sent.filter((r) => r.status >= 500).length} × 5xx, slowest ${Math.round(slowest.ms)} ms ` +
        `(${slowest.operation}), /up probes ${probes.length}, slowest ${Math.round(Math.max(...probes))} ms` +
        (outliers.length > 0 ? `; re-measured once: ${outliers.join(', ')}` : ''),
    );
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(sent.length).toBeGreaterThanOrEqual(1000);
    expect(failures).toEqual([]);
    // Anonymous malformed requests changed nothing (a CSRF cookie's session row aside).
    const changed = Object.keys(before).filter(
      (table) => table !== 'sessions' && before[table] !== afterAnonymous[table],
    );
    expect(changed).toEqual([]);
    expect(Math.max(...probes)).toBeLessThan(LIMIT_MS);
  }, 180_000);
});
