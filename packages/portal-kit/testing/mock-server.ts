import type { RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
// The testing helpers play the host, which stores the state the pages read and clears it between tests.
import { clearPortalState } from '../src/host.ts';

/**
 * An MSW server for a remote's test file, listening for the whole file: a request no handler answers fails the
 * test (a page calling an endpoint the test did not expect is a finding). Between tests the handlers a test added
 * with `server.use`, the portal state and the spies go. Failed calls are logged by the pages (spec 8); the log is
 * silenced so the tests read what the page shows instead.
 */
export function startMockServer(...handlers: RequestHandler[]): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    server.resetHandlers();
    clearPortalState();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());
  return server;
}
