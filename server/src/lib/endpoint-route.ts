import { apiErrorSchema, refusalStatuses, type EndpointDeclaration, type EndpointPart } from '@portal/contracts';

/**
 * Route options of a declared endpoint (packages/contracts/src/endpoints): method, path, schemas and OpenAPI
 * facts come from the one declaration the portal also calls it by, so the two cannot drift. Spread it into
 * `app.route({ ...endpointRoute(endpoint), handler })`.
 */
export function endpointRoute<E extends EndpointDeclaration>(endpoint: E) {
  const refusals = Object.fromEntries(refusalStatuses(endpoint).map((status) => [status, apiErrorSchema]));
  const route = {
    method: endpoint.method,
    url: endpoint.path,
    // A token-only call is one the portal makes before it knows whether the user has portal access.
    config: { beforePortalAccess: endpoint.access === 'token' },
    schema: {
      operationId: endpoint.id,
      tags: [endpoint.tag],
      summary: endpoint.summary,
      ...(endpoint.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      params: endpoint.params as EndpointPart<E, 'params'>,
      querystring: endpoint.query as EndpointPart<E, 'query'>,
      body: endpoint.body as EndpointPart<E, 'body'>,
      response: { [endpoint.status ?? 200]: endpoint.response, ...refusals } as Record<
        E extends { status: number } ? E['status'] : 200,
        E['response']
      > &
        Record<400 | 401 | 403 | 404 | 409, typeof apiErrorSchema>,
    },
  };
  // Fastify reads a present-but-undefined schema as one that was forgotten.
  if (route.schema.params === undefined) delete route.schema.params;
  if (route.schema.querystring === undefined) delete route.schema.querystring;
  if (route.schema.body === undefined) delete route.schema.body;
  return route;
}
