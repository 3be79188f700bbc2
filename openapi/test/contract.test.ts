import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bundleContract,
  enumValuesPath,
  generateTypes,
  schemaTypesPath,
  type OpenApiDocument,
} from '../scripts/build';
import { specOperations } from './spec-operations';

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Json[];
  responses?: Record<string, Json>;
  'x-inferred'?: boolean;
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

let contract: OpenApiDocument;
let operations: { method: string; path: string; operation: Operation }[];

beforeAll(async () => {
  contract = await bundleContract();
  operations = Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => method in item).map((method) => ({
      method,
      path,
      operation: item[method] as Operation,
    })),
  );
});

/** Follows local `$ref`s of the bundled document. */
function resolve(node: unknown): Json {
  let current = node as Json;
  for (let depth = 0; typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const pointer = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = pointer.reduce<Json>((value, key) => value[key] as Json, contract);
  }
  return current;
}

export function schemaNamed(name: string): Json {
  const schema = (contract.components.schemas as Record<string, Json> | undefined)?.[name];
  if (!schema) throw new Error(`components.schemas.${name} is missing`);
  return resolve(schema);
}

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('the contract describes every call of the product', () => {
  it('names about a hundred operations in the two documents', () => {
    expect(specOperations).toHaveLength(101);
    expect(new Set(specOperations.map((o) => key(o.method, o.path))).size).toBe(101);
  });

  it.each(specOperations.map((o) => [key(o.method, o.path), o] as const))(
    '%s',
    (_name, { method, path }) => {
      const item = contract.paths[path];
      expect(item, `path ${path}`).toBeDefined();
      expect(item?.[method], `${method} on ${path}`).toBeDefined();
    },
  );

  it('marks every operation the documents do not name as inferred', () => {
    const named = new Set(specOperations.map((o) => key(o.method, o.path)));
    const extra = operations.filter(({ method, path }) => !named.has(key(method, path)));
    for (const { method, path, operation } of extra) {
      expect(operation['x-inferred'], `${key(method, path)} is not in the documents`).toBe(true);
    }
  });
});

describe('every operation', () => {
  it('has a unique operationId, a known tag and a summary', () => {
    const tags = new Set((contract.tags as { name: string }[]).map((tag) => tag.name));
    const ids = new Set<string>();
    for (const { method, path, operation } of operations) {
      const where = key(method, path);
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(
        ids.has(operation.operationId ?? ''),
        `${where} reuses ${operation.operationId ?? ''}`,
      ).toBe(false);
      ids.add(operation.operationId ?? '');
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags ?? [])
        expect(tags.has(tag), `${where} tag ${tag}`).toBe(true);
      expect(operation.summary, where).toBeTruthy();
    }
  });

  it('answers 401 when it needs a signed-in user, and 419 when it also takes the session cookie on an unsafe method', () => {
    for (const { method, path, operation } of operations) {
      const security = operation.security ?? (contract.security as Json[]);
      const anonymousAllowed =
        security.length === 0 ||
        security.some((requirement) => Object.keys(requirement).length === 0);
      const usesSession = security.some(
        (requirement) => 'sessionCookie' in requirement || 'xsrfHeader' in requirement,
      );
      const codes = Object.keys(operation.responses ?? {});
      if (!anonymousAllowed) expect(codes, `${key(method, path)} needs 401`).toContain('401');
      if (usesSession && method !== 'get')
        expect(codes, `${key(method, path)} needs 419`).toContain('419');
    }
  });

  it('answers validation failures with the Laravel 422 shape', () => {
    const validation = schemaNamed('ValidationError');
    expect(validation.required).toEqual(['message', 'errors']);
    let count = 0;
    for (const { method, path, operation } of operations) {
      const response = operation.responses?.['422'];
      if (!response) continue;
      count += 1;
      const content = resolve(response).content as Record<string, Json> | undefined;
      expect(resolve(content?.['application/json']?.schema), key(method, path)).toBe(validation);
    }
    expect(count).toBeGreaterThan(50);
  });

  it('answers domain errors with {error: {code, message}} and knows every code the documents name', () => {
    const domain = schemaNamed('DomainError');
    expect(domain.required).toEqual(['error']);
    const code = schemaNamed('ErrorCode') as { oneOf: { enum: (string | number)[] }[] };
    const codes = code.oneOf.flatMap((variant) => variant.enum);
    for (const named of [
      'EMAIL_ALREADY_EXISTS',
      'ALREADY_SENT_FLOWER_TODAY',
      'ALREADY_SENT_FLOWER_IN_CONVERSATION',
      600,
      800,
      801,
      802,
      803,
      804,
      805,
      806,
    ]) {
      expect(codes).toContain(named);
    }
  });

  it('offers both authentication modes: session cookie with the XSRF header, and bearer token', () => {
    const schemes = contract.components.securitySchemes as Record<string, Json>;
    expect(schemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(schemes.xsrfHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-XSRF-TOKEN',
    });
    expect(schemes.bearerToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(contract.security).toEqual([{ sessionCookie: [], xsrfHeader: [] }, { bearerToken: [] }]);
  });
});

describe('every value the contract describes is bounded', () => {
  /** Every schema of the bundled document (components, parameters, bodies, responses), with where it is. */
  function schemas(): { where: string; schema: Json }[] {
    const found: { where: string; schema: Json }[] = [];
    const skip = new Set(['examples', 'example', 'default', 'enum', 'const', 'x-inferred']);
    const walk = (node: unknown, where: string, inSchema: boolean) => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          walk(item, `${where}/${index}`, inSchema);
        });
        return;
      }
      if (node === null || typeof node !== 'object') return;
      const object = node as Json;
      if (inSchema && 'type' in object) found.push({ where, schema: object });
      for (const [key, value] of Object.entries(object)) {
        if (skip.has(key)) continue;
        walk(value, `${where}/${key}`, inSchema || key === 'schema' || key === 'schemas');
      }
    };
    walk(contract.paths, '#/paths', false);
    walk(contract.components, '#/components', false);
    return found;
  }
  const types = (schema: Json) => ([] as unknown[]).concat(schema.type ?? []);

  it('gives every string a maxLength (a 1 MB string is refused by the contract, not stored)', () => {
    const unbounded = schemas()
      .filter(({ schema }) => types(schema).includes('string'))
      .filter(
        ({ schema }) => schema.maxLength === undefined && !schema.enum && !('const' in schema),
      )
      .map(({ where }) => where);
    expect(unbounded).toEqual([]);
  });

  it('gives every array a maxItems', () => {
    const unbounded = schemas()
      .filter(({ schema }) => types(schema).includes('array') && schema.maxItems === undefined)
      .map(({ where }) => where);
    expect(unbounded).toEqual([]);
  });

  it('keeps every integer within a 32-bit column (ids past it are refused, never sent to PostgreSQL)', () => {
    const unbounded = schemas()
      .filter(
        ({ schema }) => types(schema).includes('integer') && !schema.enum && !('const' in schema),
      )
      .filter(
        ({ schema }) =>
          typeof schema.maximum !== 'number' ||
          schema.maximum > 2_147_483_647 ||
          typeof schema.minimum !== 'number' ||
          schema.minimum < -2_147_483_648,
      )
      .map(({ where }) => where);
    expect(unbounded).toEqual([]);
  });
});

describe('the generated types and enum value arrays', () => {
  it('are in step with the contract (run `pnpm generate` after changing openapi/)', async () => {
    const expected = await generateTypes(contract);
    expect(
      readFileSync(schemaTypesPath, 'utf8') === expected.schema,
      'openapi/generated/schema.d.ts is stale: run `pnpm generate`',
    ).toBe(true);
    expect(
      readFileSync(enumValuesPath, 'utf8') === expected.enums,
      'openapi/generated/enums.ts is stale: run `pnpm generate`',
    ).toBe(true);
  });
});
