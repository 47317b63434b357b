import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** The part of a JSON Schema (as the OpenAPI document publishes it) that the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path, with `{name}` placeholders (and `{*}` for a wildcard). */
  path: string;
  parameters: Parameter[];
  /** Media type -> schema of the request body, when the operation takes one. */
  body: Record<string, JsonSchema> | undefined;
  secured: boolean;
  /** Status -> schema of the JSON answer, as documented. */
  responses: Record<string, JsonSchema>;
}

/** Every operation of the published OpenAPI document, as the API documentation page serves it. */
export async function publishedOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  if (response.statusCode !== 200) throw new Error(`OpenAPI document: ${response.statusCode}`);
  const document = response.json<{
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
          security?: unknown[];
          responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
        }
      >
    >;
  }>();
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody
        ? Object.fromEntries(Object.entries(operation.requestBody.content).map(([type, { schema }]) => [type, schema]))
        : undefined,
      secured: Boolean(operation.security?.length),
      responses: Object.fromEntries(
        Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return schema ? [[status, schema]] : [];
        }),
      ),
    })),
  );
}

/** Values that have broken servers before: NUL, lone surrogates, huge and negative numbers, long strings. */
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  '😀'.repeat(64),
  'é',
  'ß'.repeat(300),
  '-1',
  '0',
  '-0',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999999999',
  '9007199254740993',
  '0x10',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '${7*7}',
  '\r\nSet-Cookie: x=y',
  'x'.repeat(5_000),
  'x'.repeat(70_000),
];

const hostileNumbers = [-1, 0, -0, 0.5, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MIN_VALUE];

/** Anything JSON can hold, hostile values first among equals. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A hostile value as it can travel in a path segment or query string. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 1, arbitrary: fc.constantFrom(...hostileNumbers).map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * Values that satisfy `schema` (as far as these generators read it), mixed with `known` strings from the
 * database (ids, sold-to numbers, keys) so that some requests get past validation and lookups.
 */
export function validValue(schema: JsonSchema, known: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const base = validValueOfSchema(schema, known, depth);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validValueOfSchema(schema: JsonSchema, known: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => validValue(variant, known, depth)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, known, depth);
  const [type] = typesOf(schema);
  switch (type) {
    case 'string':
      return validString(schema, known);
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1_000, -(2 ** 31)) + (schema.exclusiveMinimum === true ? 1 : 0);
      const max = Math.min(schema.maximum ?? 1_000_000, 2 ** 31);
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 6 ? fc.constant(null) : validValue(schema.items ?? {}, known, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
      });
    case 'object':
      return validObject(schema, known, depth);
    default:
      // An unconstrained schema (a zod union the document could not express, such as a language tag).
      return fc.constantFrom(...known, 'en', 'de', 'fr', 'it', 'es', 'en-GB');
  }
}

/** `generated`, or now and then one of the `known` values that `accepts`, when there are any. */
function orKnown(
  generated: fc.Arbitrary<string>,
  known: readonly string[],
  accepts: (value: string) => boolean,
): fc.Arbitrary<string> {
  const fitting = known.filter(accepts);
  return fitting.length > 0 ? fc.oneof(fc.constantFrom(...fitting), generated) : generated;
}

function validString(schema: JsonSchema, known: readonly string[]): fc.Arbitrary<string> {
  const maxLength = schema.maxLength ?? 64;
  const minLength = schema.minLength ?? 0;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const generated = fc
      .stringMatching(pattern)
      .map((value) => (value.length > maxLength ? value.slice(0, maxLength) : value))
      .filter((value) => pattern.test(value) && fits(value));
    return orKnown(generated, known, (value) => pattern.test(value) && fits(value));
  }
  if (schema.format === 'uuid') return orKnown(fc.uuid(), known, (value) => /^[0-9a-f-]{36}$/.test(value));
  const generated = fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 24)) });
  return orKnown(generated, known, fits);
}

function validObject(schema: JsonSchema, known: readonly string[], depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    record[name] = depth > 6 ? fc.constant(null) : validValue(property, known, depth + 1);
  }
  // Optional properties are left out now and then.
  return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) });
}

/** Leaves, by path, of a JSON value, so that one of them can be broken. */
function leafPaths(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [prefix, ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key]))];
  }
  return [prefix];
}

type Mutation =
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'remove'; pick: number }
  | { kind: 'extra'; pick: number; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: hostileValue }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('extra' as const),
    pick: fc.nat(),
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'role', 'id', ''), fc.string()),
    value: hostileValue,
  }),
);

/** `value` with one leaf replaced, one property removed, or one unknown property added. */
function mutate(value: unknown, change: Mutation): unknown {
  const copy: unknown = structuredClone(value);
  const paths = leafPaths(copy);
  const path = paths[change.pick % paths.length] ?? [];
  if (path.length === 0) return change.kind === 'replace' ? change.value : copy;
  let parent = copy as Record<string | number, unknown>;
  for (const segment of path.slice(0, -1)) parent = parent[segment] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (change.kind === 'replace') parent[last] = change.value;
  else if (change.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else Reflect.deleteProperty(parent, last);
  } else {
    const target = parent[last];
    if (target !== null && typeof target === 'object' && !Array.isArray(target)) {
      Object.defineProperty(target, change.key, { value: change.value, enumerable: true, writable: true });
    } else parent[last] = change.value;
  }
  return copy;
}

/** A body as it goes on the wire: its content type (or none) and its text. */
interface WireBody {
  contentType: string | undefined;
  payload: string;
}

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  'application/octet-stream',
  undefined,
];

const brokenPayloads = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"x"',
  '1e999',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]',
];

/** A body as its media type carries it: form fields (values as text) or JSON. */
function encodeBody(contentType: string, body: unknown): string {
  if (contentType.startsWith('application/x-www-form-urlencoded') && body !== null && typeof body === 'object') {
    const fields = new URLSearchParams();
    for (const [name, value] of Object.entries(body)) {
      fields.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
    return fields.toString();
  }
  return JSON.stringify(body) ?? '';
}

function bodyArbitrary(operation: Operation, known: readonly string[]): fc.Arbitrary<WireBody | undefined> {
  const types = Object.entries(operation.body ?? {});
  const garbage: fc.Arbitrary<WireBody> = fc.oneof(
    fc.record({
      contentType: fc.constantFrom('application/json', ...wrongContentTypes),
      payload: fc.oneof(
        fc.constantFrom(...brokenPayloads),
        hostileValue.map((value) => JSON.stringify(value) ?? ''),
      ),
    }),
    fc.record({ contentType: fc.constant('application/json'), payload: fc.string({ unit: 'binary', maxLength: 64 }) }),
  );
  if (types.length === 0) {
    // No body expected: mostly none, sometimes one anyway.
    return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: garbage });
  }
  const shaped = fc.oneof(
    ...types.map(([contentType, schema]) => {
      const valid = validValue(schema, known);
      return fc
        .oneof(
          { weight: 2, arbitrary: valid.map((value) => ({ value, changes: [] as Mutation[] })) },
          {
            weight: 4,
            arbitrary: fc.record({ value: valid, changes: fc.array(mutation, { minLength: 1, maxLength: 3 }) }),
          },
        )
        .map(({ value, changes }) => {
          const body = changes.reduce<unknown>((current, change) => mutate(current, change), value);
          return { contentType, payload: encodeBody(contentType, body) };
        });
    }),
  );
  return fc.oneof(
    { weight: 5, arbitrary: shaped },
    { weight: 2, arbitrary: garbage },
    {
      weight: 1,
      arbitrary: fc
        .tuple(shaped, fc.constantFrom(...wrongContentTypes))
        .map(([body, contentType]) => ({ ...body, contentType })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** One parameter's text: valid for its schema, hostile, or (when optional) left out. */
function parameterText(parameter: Parameter, known: readonly string[]): fc.Arbitrary<string | string[] | undefined> {
  const valid = validValue(parameter.schema ?? {}, known).map((value) =>
    typeof value === 'string' ? value : (JSON.stringify(value) ?? ''),
  );
  const options: Array<fc.WeightedArbitrary<string | string[] | undefined>> = [
    { weight: 8, arbitrary: valid },
    { weight: 3, arbitrary: hostileText },
  ];
  if (parameter.in === 'query') {
    // Repeated parameters arrive as arrays.
    options.push({ weight: 1, arbitrary: fc.array(fc.oneof(valid, hostileText), { minLength: 2, maxLength: 3 }) });
  }
  if (!parameter.required || parameter.in === 'query') options.push({ weight: 2, arbitrary: fc.constant(undefined) });
  return fc.oneof(...options);
}

export interface FuzzRequest {
  caller: string;
  options: InjectOptions;
}

/**
 * Requests for one operation: each declared parameter valid, hostile or missing, unknown query parameters,
 * bodies valid, broken or mistyped, sent by each caller (`authorization` header value, or none).
 */
export function requestArbitrary(
  operation: Operation,
  callers: Record<string, string | undefined>,
  known: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const record = (parameters: Parameter[]) =>
    fc.tuple(...parameters.map((parameter) => parameterText(parameter, known)));
  return fc
    .record({
      caller: fc.constantFrom(...Object.keys(callers)),
      path: record(pathParameters),
      query: record(queryParameters),
      extraQuery: fc.array(
        fc.tuple(fc.oneof(fc.constantFrom('__proto__', 'token', 'a[b]'), fc.string()), hostileText),
        {
          maxLength: 2,
        },
      ),
      rawPath: fc.boolean(),
      body: bodyArbitrary(operation, known),
      accept: fc.constantFrom(undefined, 'application/json', 'text/html', '*/*', 'image/png'),
    })
    .map(({ caller, path, query, extraQuery, rawPath, body, accept }) => {
      let url = operation.path;
      pathParameters.forEach((parameter, index) => {
        const value = path[index];
        const text = Array.isArray(value) ? value.join(',') : (value ?? '');
        // Mostly encoded; sometimes raw, so that a stray `%`, `?` or `/` reaches the router as it is.
        // Through UTF-8 and back: lone surrogates become U+FFFD, as a browser would send them.
        const wellFormed = Buffer.from(text).toString();
        const segment = rawPath ? wellFormed.replace(/[\s#]/g, '') : encodeURIComponent(wellFormed);
        url = url.replace(`{${parameter.name}}`, segment);
      });
      const search = new URLSearchParams();
      queryParameters.forEach((parameter, index) => {
        const value = query[index];
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
          search.append(parameter.name, item);
        }
      });
      for (const [name, value] of extraQuery) search.append(name, value);
      const queryString = search.toString();
      const headers: Record<string, string> = {};
      const authorization = callers[caller];
      if (authorization !== undefined) headers['authorization'] = authorization;
      if (accept) headers['accept'] = accept;
      if (body?.contentType) headers['content-type'] = body.contentType;
      const options: InjectOptions = {
        method: operation.method as InjectOptions['method'],
        url: queryString ? `${url}?${queryString}` : url,
        headers,
        ...(body ? { payload: body.payload } : {}),
      };
      return { caller, options };
    });
}

/** The properties an object schema (or any branch of a union) names. */
function propertiesOf(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(propertiesOf),
  ];
}

/**
 * Why an answer breaks the contract (a server fault, or a refusal not in the `{ error, message, details? }`
 * shape, beyond fields the operation documents for that status), or undefined.
 */
export function contractViolation(
  response: LightMyRequestResponse,
  operation: Operation,
  { oauth = false }: { oauth?: boolean } = {},
): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return undefined;
  if (oauth) return oauthViolation(response);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`;
  }
  if (body === null || typeof body !== 'object') return `answered ${response.statusCode} with ${response.body}`;
  const { error, message, details, ...rest } = body as Record<string, unknown>;
  if (typeof error !== 'string' || typeof message !== 'string') {
    return `answered ${response.statusCode} without error and message: ${response.body.slice(0, 200)}`;
  }
  if (details !== undefined && !Array.isArray(details))
    return `answered ${response.statusCode} with details not a list`;
  const documented = new Set(propertiesOf(operation.responses[String(response.statusCode)]));
  const undocumented = Object.keys(rest).filter((field) => !documented.has(field));
  if (undocumented.length > 0) {
    return `answered ${response.statusCode} with undocumented fields beyond error, message, details: ${undocumented.join(', ')}`;
  }
  return undefined;
}

/**
 * The provider and its pages refuse as OAuth does (RFC 6749 5.2: `{ error, error_description? }`), in the API's
 * shape, or with a page for the browser.
 */
function oauthViolation(response: LightMyRequestResponse): string | undefined {
  if (String(response.headers['content-type']).startsWith('text/html')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} with neither a page nor JSON: ${response.body.slice(0, 200)}`;
  }
  const { error, message, error_description: description } = (body ?? {}) as Record<string, unknown>;
  if (typeof error !== 'string' || (typeof message !== 'string' && typeof description !== 'string')) {
    return `answered ${response.statusCode} without an OAuth or API error: ${response.body.slice(0, 200)}`;
  }
  return undefined;
}
