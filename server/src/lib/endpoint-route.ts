import { z } from 'zod';
import { apiErrorSchema, refusalStatuses, type EndpointDeclaration, type EndpointPart } from '@portal/contracts';

/** The route schema's key naming a file or stream answer's media types, for the OpenAPI document. */
export const mediaTypesKey = 'x-media-types';

/** The route schema's key describing a multipart request's fields and files, for the OpenAPI document. */
export const multipartKey = 'x-multipart';

/** A multipart request body as JSON Schema: its text fields, and its files as binary strings. */
function multipartSchema({ fields, files, maxFiles }: NonNullable<EndpointDeclaration['multipart']>) {
  const { properties = {}, required = [] } = fields
    ? (z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any' }) as {
        properties?: Record<string, unknown>;
        required?: string[];
      })
    : {};
  return {
    type: 'object',
    properties: {
      ...properties,
      [files]: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: maxFiles },
    },
    ...(required.length > 0 ? { required } : {}),
  };
}

/**
 * The field a declared endpoint's calls name their sold-to in: the contracts' convention is a `customer` query
 * field (a section's calls all use it). The section and permission checks judge the sold-to(s) named there.
 */
function soldToFieldOf(endpoint: EndpointDeclaration): { in: 'query'; key: string } | undefined {
  const query: unknown = endpoint.query;
  return query instanceof z.ZodObject && 'customer' in query.shape ? { in: 'query', key: 'customer' } : undefined;
}

/** The statuses a declared endpoint may answer with the common error shape. */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429;
type SuccessStatus<E> = E extends { status: number } ? E['status'] : 200;
type Answers<E> = E extends { answers: infer A } ? A : unknown;
type Refusals<E> = Omit<Record<RefusalStatus, typeof apiErrorSchema>, keyof Answers<E>>;

/**
 * Route options of a declared endpoint (packages/contracts/src/endpoints): method, path, schemas and OpenAPI
 * facts come from the one declaration the portal also calls it by, so the two cannot drift. Spread it into
 * `app.route({ ...endpointRoute(endpoint), handler })`. An endpoint of a section carries that section in its
 * route config, and the accounts module's gate refuses callers who may not open it for the sold-to(s) named.
 */
export function endpointRoute<E extends EndpointDeclaration>(endpoint: E) {
  const refusals = Object.fromEntries(refusalStatuses(endpoint).map((status) => [status, apiErrorSchema]));
  const soldTo = soldToFieldOf(endpoint);
  const route = {
    method: endpoint.method,
    url: endpoint.path,
    config: {
      // A token-only call is one the portal makes before it knows whether the user has portal access.
      beforePortalAccess: endpoint.access === 'token',
      // Open without a token even under a protected prefix (the authentication hook reads it).
      ...(endpoint.access === 'public' ? { publicEndpoint: true } : {}),
      ...(endpoint.section ? { section: endpoint.section } : {}),
      ...(soldTo ? { soldTo } : {}),
    },
    schema: {
      operationId: endpoint.id,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.description ? { description: endpoint.description } : {}),
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      // A file or a stream: plugins/swagger.ts documents these media types instead of application/json.
      ...(endpoint.mediaTypes ? { [mediaTypesKey]: endpoint.mediaTypes } : {}),
      ...(endpoint.multipart ? { [multipartKey]: multipartSchema(endpoint.multipart) } : {}),
      params: endpoint.params as EndpointPart<E, 'params'>,
      querystring: endpoint.query as EndpointPart<E, 'query'>,
      body: endpoint.body as EndpointPart<E, 'body'>,
      response: { [endpoint.status ?? 200]: endpoint.response, ...refusals, ...endpoint.answers } as Record<
        SuccessStatus<E>,
        E['response']
      > &
        Refusals<E> &
        Answers<E>,
    },
  };
  // Fastify reads a present-but-undefined schema as one that was forgotten.
  if (route.schema.params === undefined) delete route.schema.params;
  if (route.schema.querystring === undefined) delete route.schema.querystring;
  if (route.schema.body === undefined) delete route.schema.body;
  return route;
}
