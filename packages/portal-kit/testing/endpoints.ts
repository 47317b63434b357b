import { type EndpointDeclaration, type EndpointResponse } from '@portal/contracts';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';

/** MSW path of an endpoint on any origin: `:name` parameters are MSW's own syntax. */
function mswPath(endpoint: EndpointDeclaration): string {
  return `*${endpoint.path}`;
}

/** The path parameters of a matched request, by name (`*` for a trailing wildcard's path). */
export type MockParams = Readonly<Record<string, string>>;

/**
 * An MSW handler for a declared endpoint that answers `answer` (or what the resolver returns, given the request
 * and its path parameters), after checking it against the endpoint's response schema, so a test's stand-in can
 * never drift from the contract. A `Response` (a refusal, or an answer a test breaks on purpose) goes out as is.
 */
export function mockEndpoint<E extends EndpointDeclaration>(
  endpoint: E,
  answer:
    | EndpointResponse<E>
    | ((
        request: Request,
        params: MockParams,
      ) => EndpointResponse<E> | Response | Promise<EndpointResponse<E> | Response>),
) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const resolver: HttpResponseResolver = async ({ request, params }) => {
    const named = Object.fromEntries(
      Object.entries(params).map(([name, value]) => [name === '0' ? '*' : name, String(value)]),
    );
    const value =
      typeof answer === 'function'
        ? await (answer as (request: Request, params: MockParams) => unknown)(request, named)
        : answer;
    if (value instanceof Response) return value;
    const checked = endpoint.response.parse(value);
    return endpoint.status === 204
      ? new HttpResponse(null, { status: 204 })
      : HttpResponse.json(checked as never, { status: endpoint.status ?? 200 });
  };
  return http[method](mswPath(endpoint), resolver);
}

/** An answer that never comes, so a test sees what a page shows while it waits. */
export function neverAnswers(): Promise<Response> {
  return new Promise<Response>(() => {});
}

/** The server's 403: the signed-in user may not read this on the sold-to. */
export function refusal(): Response {
  return Response.json({ error: 'Forbidden', message: 'You may not use this section' }, { status: 403 });
}

/** A failure of the server, which a page reports and offers to try again. */
export function serverFailure(): Response {
  return Response.json({ error: 'Internal Server Error', message: 'down' }, { status: 500 });
}
