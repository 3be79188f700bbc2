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
    if (operation.query && !operation.query(input.query)) {
      addErrors(errors, operation.query.errors ?? [], locale);
    }
    if (operation.body) {
      const missing = input.body === undefined || input.body === null || input.body === '';
      if (missing && !operation.bodyRequired) return hasErrors(errors) ? errors : null;
      if (!operation.body(missing ? {} : input.body))
        addErrors(errors, operation.body.errors ?? [], locale);
    }
    return hasErrors(errors) ? ordered(errors, operation.fieldOrder) : null;
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

/** Keeps, for a failed oneOf/anyOf, only the errors of the branch that came closest. */
function closestBranch(errors: ErrorObject[]): ErrorObject[] {
  const branching = errors.filter(
    (error) => error.keyword === 'oneOf' || error.keyword === 'anyOf',
  );
  if (branching.length === 0) return errors;
  let kept = errors.filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf');
  for (const branch of branching) {
    const prefix = `${branch.schemaPath}/`;
    const byIndex = new Map<string, ErrorObject[]>();
    for (const error of kept) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const index = error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      byIndex.set(index, [...(byIndex.get(index) ?? []), error]);
    }
    if (byIndex.size === 0) continue;
    const best = [...byIndex.values()].sort((a, b) => a.length - b.length)[0] ?? [];
    kept = kept.filter((error) => !error.schemaPath.startsWith(prefix) || best.includes(error));
  }
  return kept;
}

function addErrors(target: Record<string, string[]>, errors: ErrorObject[], locale: Locale): void {
  for (const error of closestBranch(errors)) {
    const segments = error.instancePath
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.keyword === 'required')
      segments.push((error.params as { missingProperty: string }).missingProperty);
    const field = segments.join('.') || 'body';
    if (target[field]) continue; // one message per field
    target[field] = [message(error, field, locale)];
  }
}

function message(error: ErrorObject, field: string, locale: Locale): string {
  const attribute = attributeName(locale, field);
  const say = (key: MessageKey, params: Record<string, string | number> = {}) =>
    translate(locale, key, { attribute, ...params });
  const params = error.params as Record<string, unknown>;
  const parent = error.parentSchema as { pattern?: string } | undefined;
  if (
    parent?.pattern?.includes('(?=.*[A-Z])') &&
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
      return String(params.pattern).includes('(?=.*[A-Z])')
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
