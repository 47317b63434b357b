import { setApiTransport, setUploadTransport, type ApiTransport } from '@portal/portal-kit/host';
import { createMockTransport } from './mock-transport.ts';

/** The API's paths (spec 6): a call below them never leaves the browser in mock mode. */
const apiPath = /^\/(priv|pub|api|idp)\//;

/**
 * Sends the page's own `fetch` calls to the API through the mock transport too. The remotes bundle their own copy
 * of portal-kit's API client (only the libraries of `sharedSingletons` are shared), so the transport the host
 * installs does not reach them; the updates stream and downloads also call `fetch` directly.
 * Any other address (the mock files, the remotes' code) goes to the network as before.
 */
export function routeApiFetchThrough(transport: ApiTransport, scope: { fetch: typeof fetch } = window): void {
  const network = scope.fetch.bind(scope);
  scope.fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = new URL(request ? request.url : String(input), window.location.href);
    if (url.origin !== window.location.origin || !apiPath.test(url.pathname)) return network(input, init);
    return transport(url.href, { method: request?.method ?? 'GET', ...init });
  };
}

/**
 * Mock mode (spec 7, `npm run dev:mock`): from here on every API call is answered in the browser from the
 * files below `/mock/`. Loaded with a dynamic import only when the build says mock mode (`VITE_MOCK=true`).
 */
export function startMockMode(): void {
  const transport = createMockTransport();
  setApiTransport(transport);
  routeApiFetchThrough(transport);
  // Uploads (tickets, customer creation) go through XMLHttpRequest for their progress: through the transport too.
  setUploadTransport(transport);
}
