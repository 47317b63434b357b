import type { z } from 'zod';

/**
 * An API endpoint declared once: the server registers its route from it (schemas, OpenAPI, refusals), the
 * portal calls it through portal-kit's `callEndpoint` (path, validation, spec 8 failure report), and tests and
 * mock mode answer it with handlers checked against the same response schema.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it: `public` without a token; `token` with a valid access token (before portal access is known,
 * e.g. the permissions record itself); `portal` with a token and portal access (every other `/priv` call).
 */
export type EndpointAccess = 'public' | 'token' | 'portal';

type Schema = z.ZodType;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
/** A declaration's part, `undefined` when it declares none. */
export type EndpointPart<E, K extends 'params' | 'query' | 'body'> = K extends keyof E
  ? Exclude<E[K], undefined>
  : undefined;

export interface EndpointDeclaration<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  /** Unique name, also the OpenAPI operationId (the spec 6/7 call name where it has one). */
  id: string;
  method: HttpMethod;
  /** Path with `:name` parameters, e.g. `/priv/api/v1/legacy/:legacyId`. */
  path: string;
  access: EndpointAccess;
  /** OpenAPI tag: the area that owns the endpoint. */
  tag: string;
  summary: string;
  /** Longer OpenAPI text, when the summary is not enough. */
  description?: string;
  /**
   * The section of the manifest (`sections.ts`) the endpoint serves: the server refuses (403) callers who may not
   * open that section, by the same rule the host's guard uses (`canOpenSection`).
   */
  section?: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer, sent with `status` (200 unless said otherwise; 204 answers `z.null()`). */
  response: R;
  /**
   * The success answer's media types when it is a file or a stream rather than JSON (`response` then describes
   * the bytes as a string); the OpenAPI document lists them instead of `application/json`.
   */
  mediaTypes?: readonly string[];
  /**
   * A `multipart/form-data` request (no `body`): its text fields (a zod object), and the field whose files it takes
   * with how many; the OpenAPI document describes it as the request body.
   */
  multipart?: { fields?: Schema; files: string; maxFiles: number };
  status?: 200 | 201 | 202 | 204;
  /** Refusals besides 400 (always possible) and those of `access` (401, 403), e.g. 404 or 409. */
  refusals?: readonly number[];
  /**
   * Answers with a body of their own, besides the success and the common error shape: e.g. 304 Not Modified, or
   * a 400 that carries an error code the portal maps to a label.
   */
  answers?: Readonly<Record<number, Schema>>;
  /** Spec 8: the description a failed call is reported with; `{name}` takes that parameter, query or body field. */
  errorDescription: string;
}

/** What the portal sends: path parameters, query and body as the schemas accept them. */
export interface EndpointInput<E extends EndpointDeclaration> {
  params: Input<EndpointPart<E, 'params'>>;
  query: Input<EndpointPart<E, 'query'>>;
  body: Input<EndpointPart<E, 'body'>>;
}

export type EndpointResponse<E extends EndpointDeclaration> = z.output<E['response']>;
export type EndpointParams<E extends EndpointDeclaration> = Output<EndpointPart<E, 'params'>>;
export type EndpointQuery<E extends EndpointDeclaration> = Output<EndpointPart<E, 'query'>>;
export type EndpointBody<E extends EndpointDeclaration> = Output<EndpointPart<E, 'body'>>;

/** Where calls that need a token live (the server checks the token of everything below them). */
const tokenPrefixes = ['/priv/', '/api/', '/idp/myaccount/'] as const;

/** Declares an endpoint; the result keeps the exact schemas given, so both sides infer their types from them. */
export function defineEndpoint<const D extends EndpointDeclaration>(declaration: D): D {
  const { access, path, id } = declaration;
  if (access !== 'public' && !tokenPrefixes.some((prefix) => path.startsWith(prefix))) {
    throw new Error(`Endpoint ${id}: a call that needs a token lives under ${tokenPrefixes.join(', ')}`);
  }
  return declaration;
}

/** The statuses an endpoint may refuse with, for its OpenAPI answers. */
export function refusalStatuses(endpoint: EndpointDeclaration): number[] {
  const statuses = new Set<number>([400, ...(endpoint.refusals ?? [])]);
  // A path parameter that names nothing is an unknown record (the server's error handler answers it so).
  if (endpoint.params) statuses.add(404);
  if (endpoint.access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The path with its parameters filled in, each encoded as one segment; a trailing `*` takes the parameter `*`,
 * a path of its own whose segments are encoded one by one.
 */
export function endpointPath(endpoint: Pick<EndpointDeclaration, 'path' | 'id'>, params?: unknown): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const value = (name: string) => {
    const found = values[name];
    if (found === undefined) throw new Error(`Endpoint ${endpoint.id} needs the path parameter "${name}"`);
    return String(found);
  };
  return endpoint.path
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(value(name)))
    .replace(/\/\*$/, () => `/${value('*').split('/').map(encodeURIComponent).join('/')}`);
}

/** The spec 8 description of a failed call, its `{name}` placeholders filled from what was sent. */
export function failureDescription(
  endpoint: Pick<EndpointDeclaration, 'errorDescription'>,
  input: Partial<EndpointInput<EndpointDeclaration>> = {},
): string {
  const fields = { ...(input.body as object), ...(input.query as object), ...(input.params as object) } as Record<
    string,
    unknown
  >;
  return endpoint.errorDescription.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    fields[name] === undefined ? placeholder : String(fields[name]),
  );
}
