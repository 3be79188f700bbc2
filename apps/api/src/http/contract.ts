import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { bundleContract, type OpenApiDocument } from '@app/openapi/bundle';
import { attributeName, translate, type Locale, type MessageKey } from '../i18n/messages';

type Json = Record<string, unknown>;
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestInput {
  body: unknown;
  query: Record<string, unknown>;
}

interface CompiledOperation {
  body?: ValidateFunction;
  /** Top-level body fields in the schema's order, so messages come in the form's order. */
  fieldOrder: string[];
  /** The largest `maxItems` anywhere in the body's schema (lists past it are cut before validation). */
  bodyListLimit: number;
  queryListLimit: number;
  bodyRequired: boolean;
  query?: ValidateFunction;
  queryArrays: Set<string>;
  responses: Map<string, ValidateFunction | null>;
}

/**
 * The contract as the server uses it: requests are validated against it (422 in the Laravel shape,
 * messages in the request's language), and tests validate every response against it.
 */
export class Contract {
  private readonly ajv: Ajv2020;
  private readonly queryAjv: Ajv2020;
  private readonly compiled = new Map<string, CompiledOperation>();
  /** Whether each operation needs a signed-in user (read without compiling its validators). */
  private readonly secured = new Map<string, boolean>();
  private readonly templates: { template: string; pattern: RegExp; names: string[] }[];

  constructor(readonly document: OpenApiDocument) {
    this.ajv = createAjv(document, false);
    this.queryAjv = createAjv(document, true);
    // Concrete paths before templated ones, as OpenAPI matches them.
    this.templates = Object.keys(document.paths)
      .map((template) => {
        const names: string[] = [];
        const source = template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
          names.push(name);
          return '([^/]+)';
        });
        return { template, pattern: new RegExp(`^${source}$`), names };
      })
      .sort((a, b) => a.names.length - b.names.length);
  }

  static async load(): Promise<Contract> {
    return new Contract(await bundleContract());
  }

  /** `/account/member/pictures/7` → `{template: '/account/member/pictures/{id}', params: {id: '7'}}`. */
  match(pathname: string): { template: string; params: Record<string, string> } | undefined {
    for (const { template, pattern, names } of this.templates) {
      const found = pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      names.forEach((name, index) => {
        params[name] = decodeURIComponent(found[index + 1] ?? '');
      });
      return { template, params };
    }
    return undefined;
  }

  hasOperation(method: Method, template: string): boolean {
    return this.document.paths[template]?.[method] !== undefined;
  }

  /** Field errors of a request (one message per field, in `locale`), or null when it is valid. */
  validateRequest(
    method: Method,
    template: string,
    input: RequestInput,
    locale: Locale,
  ): Record<string, string[]> | null {
    const operation = this.compile(method, template);
    const errors: Record<string, string[]> = {};
    if (operation.query && !operation.query(truncateLists(input.query, operation.queryListLimit))) {
      addErrors(errors, operation.query.errors ?? [], locale);
    }
    if (operation.body) {
      const missing = input.body === undefined || input.body === null || input.body === '';
      if (missing && !operation.bodyRequired) return hasErrors(errors) ? errors : null;
      // Lists longer than any the body may hold are cut just past that length: still refused by
      // their maxItems, without validating 10,000 items one by one.
      const body = truncateLists(missing ? {} : input.body, operation.bodyListLimit);
      if (!operation.body(body)) addErrors(errors, operation.body.errors ?? [], locale);
    }
    return hasErrors(errors) ? ordered(errors, operation.fieldOrder) : null;
  }

  /** Whether the operation needs a signed-in user: checked before its body is read or validated. */
  requiresUser(method: Method, template: string): boolean {
    const key = `${method} ${template}`;
    let secured = this.secured.get(key);
    if (secured === undefined) {
      const operation = this.resolve(`/paths/${escape(template)}/${method}`);
      const security = (operation?.security ?? this.document.security ?? []) as Json[];
      secured =
        security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
      this.secured.set(key, secured);
    }
    return secured;
  }

  /** Whether the operation's body is required (a missing one is then validated, and handled, as `{}`). */
  bodyRequired(method: Method, template: string): boolean {
    return this.compile(method, template).bodyRequired;
  }

  /** Names of the query parameters the contract declares as comma-separated arrays. */
  queryArrays(method: Method, template: string): Set<string> {
    return this.compile(method, template).queryArrays;
  }

  /** Problems of a response against the contract (empty when it conforms). For tests. */
  validateResponse(method: Method, template: string, status: number, body: unknown): string[] {
    const operation = this.compile(method, template);
    const key = operation.responses.has(String(status))
      ? String(status)
      : operation.responses.has(`${String(status)[0] ?? ''}XX`)
        ? `${String(status)[0] ?? ''}XX`
        : 'default';
    if (!operation.responses.has(key))
      return [`${method.toUpperCase()} ${template} does not declare a ${status} response`];
    const validate = operation.responses.get(key);
    if (validate === null || validate === undefined) {
      return body === undefined || body === ''
        ? []
        : [`${method.toUpperCase()} ${template} ${status} declares no body`];
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) =>
        `${error.instancePath || '(body)'} ${error.message ?? ''} ${JSON.stringify(error.params)}`,
    );
  }

  private compile(method: Method, template: string): CompiledOperation {
    const cacheKey = `${method} ${template}`;
    const cached = this.compiled.get(cacheKey);
    if (cached) return cached;
    const base = `/paths/${escape(template)}/${method}`;
    const operation = this.resolve(base);
    if (!operation) throw new Error(`The contract has no ${cacheKey}`);

    const compiled: CompiledOperation = {
      bodyRequired: false,
      fieldOrder: [],
      bodyListLimit: 0,
      queryListLimit: 0,
      queryArrays: new Set(),
      responses: new Map(),
    };

    const requestBodyPointer = operation.requestBody
      ? this.follow(`${base}/requestBody`)
      : undefined;
    if (requestBodyPointer) {
      const requestBody = this.at(requestBodyPointer);
      const content = requestBody.content as Record<string, Json> | undefined;
      const mediaType = content?.['application/json'] ? 'application/json' : undefined;
      if (mediaType) {
        compiled.body = this.ajv.compile({
          $ref: `openapi.json#${requestBodyPointer}/content/${escape(mediaType)}/schema`,
        });
        compiled.bodyRequired = requestBody.required === true;
        compiled.fieldOrder = this.propertyOrder(
          `${requestBodyPointer}/content/${escape(mediaType)}/schema`,
        );
        compiled.bodyListLimit = this.largestMaxItems(
          `${requestBodyPointer}/content/${escape(mediaType)}/schema`,
        );
      }
    }

    const parameters = [
      ...((this.at(`/paths/${escape(template)}`).parameters as unknown[] | undefined) ?? []).map(
        (_, i) => `/paths/${escape(template)}/parameters/${i}`,
      ),
      ...((operation.parameters as unknown[] | undefined) ?? []).map(
        (_, i) => `${base}/parameters/${i}`,
      ),
    ]
      .map((pointer) => this.follow(pointer))
      .filter((pointer): pointer is string => pointer !== undefined);
    const properties: Record<string, unknown> = {};
    const required: string[] = [];
    for (const pointer of parameters) {
      const parameter = this.at(pointer) as {
        name: string;
        in: string;
        required?: boolean;
        schema?: Json;
      };
      if (parameter.in !== 'query') continue;
      properties[parameter.name] = { $ref: `openapi.json#${pointer}/schema` };
      compiled.queryListLimit = Math.max(
        compiled.queryListLimit,
        this.largestMaxItems(`${pointer}/schema`),
      );
      if (parameter.required) required.push(parameter.name);
      const schemaPointer = this.follow(`${pointer}/schema`);
      if (schemaPointer && this.at(schemaPointer).type === 'array')
        compiled.queryArrays.add(parameter.name);
    }
    if (Object.keys(properties).length > 0) {
      compiled.query = this.queryAjv.compile({ type: 'object', properties, required });
    }

    const responses = (operation.responses ?? {}) as Record<string, unknown>;
    for (const status of Object.keys(responses)) {
      const pointer = this.follow(`${base}/responses/${escape(status)}`);
      const response = pointer ? this.at(pointer) : {};
      const content = response.content as Record<string, Json> | undefined;
      const mediaType = content
        ? Object.keys(content).find((type) => type.includes('json'))
        : undefined;
      compiled.responses.set(
        status,
        pointer && mediaType && content?.[mediaType]?.schema
          ? this.ajv.compile({
              $ref: `openapi.json#${pointer}/content/${escape(mediaType)}/schema`,
            })
          : null,
      );
    }

    this.compiled.set(cacheKey, compiled);
    return compiled;
  }

  /** The largest `maxItems` reachable from a schema (following `$ref`s). */
  private largestMaxItems(pointer: string, seen = new Set<string>()): number {
    const final = this.follow(pointer);
    if (!final || seen.has(final)) return 0;
    seen.add(final);
    const schema = this.at(final);
    let largest = typeof schema.maxItems === 'number' ? schema.maxItems : 0;
    const visit = (node: unknown, at: string) => {
      if (node === null || typeof node !== 'object') return;
      if (Array.isArray(node)) {
        node.forEach((item, index) => {
          visit(item, `${at}/${index}`);
        });
        return;
      }
      const object = node as Json;
      if (typeof object.$ref === 'string') {
        largest = Math.max(largest, this.largestMaxItems(at, seen));
        return;
      }
      if (typeof object.maxItems === 'number') largest = Math.max(largest, object.maxItems);
      for (const [key, value] of Object.entries(object)) {
        if (key === 'examples' || key === 'default' || key === 'enum') continue;
        visit(value, `${at}/${escape(key)}`);
      }
    };
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'examples' || key === 'default' || key === 'enum') continue;
      visit(value, `${final}/${escape(key)}`);
    }
    return largest;
  }

  private propertyOrder(pointer: string, depth = 0): string[] {
    const final = this.follow(pointer);
    if (!final || depth > 5) return [];
    const schema = this.at(final);
    const names = Object.keys((schema.properties as Json | undefined) ?? {});
    for (const keyword of ['allOf', 'oneOf', 'anyOf']) {
      const branches = (schema[keyword] as unknown[] | undefined) ?? [];
      branches.forEach((_, index) => {
        for (const name of this.propertyOrder(`${final}/${keyword}/${index}`, depth + 1)) {
          if (!names.includes(name)) names.push(name);
        }
      });
    }
    return names;
  }

  private at(pointer: string): Json {
    return pointer
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], this.document) as Json;
  }

  private resolve(pointer: string): Json | undefined {
    const final = this.follow(pointer);
    return final ? this.at(final) : undefined;
  }

  /** Follows `$ref`s from a pointer to the pointer of the object itself. */
  private follow(pointer: string): string | undefined {
    let current = pointer;
    for (let depth = 0; depth < 20; depth += 1) {
      const node = this.at(current) as Json | undefined;
      if (node === undefined) return undefined;
      if (typeof node.$ref !== 'string') return current;
      current = node.$ref.replace(/^#/, '');
    }
    return undefined;
  }
}

function escape(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function createAjv(document: OpenApiDocument, coerce: boolean): Ajv2020 {
  // verbose: errors carry their schema, so a password's length error can say the whole password rule.
  const ajv = new Ajv2020({
    allErrors: true,
    verbose: true,
    strict: false,
    coerceTypes: coerce ? 'array' : false,
    useDefaults: false,
  });
  addFormats(ajv);
  ajv.addFormat('password', true);
  ajv.addSchema({ ...document, $id: 'openapi.json' });
  return ajv;
}

/**
 * The data with every list longer than `limit` cut to `limit + 1` items (the data's other lists are
 * left as they are). Every list of the contract has a maxItems of at most `limit`, so a cut list is
 * still refused, and its size error reads the same; validating it costs `limit` items, not a million.
 */
function truncateLists<T>(data: T, limit: number): T {
  if (data === null || typeof data !== 'object') return data;
  if (Array.isArray(data)) {
    const kept = data.length > limit + 1 ? data.slice(0, limit + 1) : data;
    let changed = kept !== data;
    const items = kept.map((item: unknown) => {
      const cut = truncateLists(item, limit);
      if (cut !== item) changed = true;
      return cut;
    });
    return (changed ? items : data) as T;
  }
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const cut = truncateLists(value, limit);
    if (cut !== value) {
      copy ??= { ...(data as Record<string, unknown>) };
      Object.defineProperty(copy, key, { value: cut, enumerable: true, writable: true });
    }
  }
  return (copy ?? data) as T;
}

/** Drops the errors of the items of a list that is itself too long (its maxItems error says it all). */
function withinListLimits(errors: ErrorObject[]): ErrorObject[] {
  const oversized = errors
    .filter((error) => error.keyword === 'maxItems')
    .map((error) => `${error.instancePath}/`);
  if (oversized.length === 0) return errors;
  return errors.filter((error) => !oversized.some((path) => error.instancePath.startsWith(path)));
}

/** At most this many fields are reported (each with one message): the answer stays small. */
const MAX_REPORTED_FIELDS = 100;

function ordered(errors: Record<string, string[]>, order: string[]): Record<string, string[]> {
  const rank = (field: string) => {
    const index = order.indexOf(field.split('.')[0] ?? field);
    return index === -1 ? order.length : index;
  };
  return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
}

function hasErrors(errors: Record<string, string[]>): boolean {
  return Object.keys(errors).length > 0;
}

const isBranching = (error: ErrorObject) => error.keyword === 'oneOf' || error.keyword === 'anyOf';

interface Branching {
  error: ErrorObject;
  /** The errors of each alternative, by its index in the oneOf/anyOf. */
  alternatives: Map<string, number>;
  best?: string;
}

/**
 * Keeps, for each failed oneOf/anyOf, only the errors of the alternative that came closest (fewest
 * errors). Linear in the number of errors (times the depth of the data): a 10,000-item array of junk
 * must not cost seconds (it once took minutes, quadratic in the errors).
 */
function closestBranch(errors: ErrorObject[]): ErrorObject[] {
  const byInstance = new Map<string, Branching[]>();
  for (const error of errors) {
    if (!isBranching(error)) continue;
    const list = byInstance.get(error.instancePath) ?? [];
    list.push({ error, alternatives: new Map() });
    byInstance.set(error.instancePath, list);
  }
  if (byInstance.size === 0) return errors;
  const rest = errors.filter((error) => !isBranching(error));
  // The oneOf/anyOf each error sits under (its data path starts at theirs), with the alternative's index.
  const memberships = new Map<ErrorObject, { branching: Branching; index: string }[]>();
  for (const error of rest) {
    const segments = error.instancePath.split('/');
    let prefix = '';
    segments.forEach((segment, position) => {
      prefix = position === 0 ? segment : `${prefix}/${segment}`;
      for (const branching of byInstance.get(prefix) ?? []) {
        const schemaPrefix = `${branching.error.schemaPath}/`;
        if (!error.schemaPath.startsWith(schemaPrefix)) continue;
        const index = error.schemaPath.slice(schemaPrefix.length).split('/', 1)[0] ?? '';
        branching.alternatives.set(index, (branching.alternatives.get(index) ?? 0) + 1);
        const list = memberships.get(error) ?? [];
        list.push({ branching, index });
        memberships.set(error, list);
      }
    });
  }
  for (const list of byInstance.values()) {
    for (const branching of list) {
      let fewest = Infinity;
      for (const [index, count] of branching.alternatives) {
        if (count < fewest) {
          fewest = count;
          branching.best = index;
        }
      }
    }
  }
  return rest.filter((error) =>
    (memberships.get(error) ?? []).every(({ branching, index }) => branching.best === index),
  );
}

function addErrors(target: Record<string, string[]>, errors: ErrorObject[], locale: Locale): void {
  let reported = Object.keys(target).length;
  for (const error of closestBranch(withinListLimits(errors))) {
    if (reported >= MAX_REPORTED_FIELDS) break;
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required')
      segments.push((error.params as { missingProperty: string }).missingProperty);
    const field = segments.join('.') || 'body';
    if (target[field]) continue; // one message per field
    target[field] = [message(error, field, locale)];
    reported += 1;
  }
}

/** What the contract's password patterns (Password, UpdateAccountPasswordRequest) have in common. */
const PASSWORD_PATTERN_MARK = '(?=.*\\p{Lu})';

function message(error: ErrorObject, field: string, locale: Locale): string {
  const attribute = attributeName(locale, field);
  const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
    translate(locale, key, { attribute, ...params });
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as { pattern?: string } | undefined;
  if (
    parent?.pattern?.includes(PASSWORD_PATTERN_MARK) &&
    ['minLength', 'pattern', 'maxLength'].includes(error.keyword)
  ) {
    return say('validation.password');
  }
  switch (error.keyword) {
    case 'required':
      return say('validation.required');
    case 'type': {
      const types = ([] as unknown[]).concat(params.type).flatMap((t) => String(t).split(','));
      const type = types.find((t) => t !== 'null') ?? 'string';
      const key: Record<string, MessageKey> = {
        string: 'validation.string',
        integer: 'validation.integer',
        number: 'validation.numeric',
        boolean: 'validation.boolean',
        array: 'validation.array',
        object: 'validation.object',
      };
      return say(key[type] ?? 'validation.unknown');
    }
    case 'minLength':
      return Number(params.limit) <= 1
        ? say('validation.required')
        : say('validation.min.string', { min: Number(params.limit) });
    case 'maxLength':
      return say('validation.max.string', { max: Number(params.limit) });
    case 'minimum':
    case 'exclusiveMinimum':
      return say('validation.min.numeric', { min: Number(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return say('validation.max.numeric', { max: Number(params.limit) });
    case 'minItems':
      return Number(params.limit) <= 1
        ? say('validation.required')
        : say('validation.min.array', { min: Number(params.limit) });
    case 'maxItems':
      return say('validation.max.array', { max: Number(params.limit) });
    case 'uniqueItems':
      return say('validation.distinct');
    case 'enum':
      return say('validation.in');
    case 'const':
      return params.allowedValue === true ? say('validation.accepted') : say('validation.in');
    case 'format':
      return params.format === 'email'
        ? say('validation.email')
        : params.format === 'date' || params.format === 'date-time'
          ? say('validation.date')
          : say('validation.regex');
    case 'pattern':
      return String(params.pattern).includes(PASSWORD_PATTERN_MARK)
        ? say('validation.password')
        : say('validation.regex');
    default:
      return say('validation.unknown');
  }
}

/** The Laravel summary: the first message, then "(and N more errors)". */
export function summarise(errors: Record<string, string[]>, locale: Locale): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? '';
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} ${more === 1 ? translate(locale, 'validation.more_error') : translate(locale, 'validation.more_errors', { count: more })}`;
}
