import { subscribe, type ErrorEvent } from '@portal/portal-kit';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetBrowserState, setUpI18n } from './render.tsx';

/**
 * One MSW server per test file with the lifecycle every API-backed test needs: labels loaded, unhandled
 * requests failing the test, the spec's error events collected in `reports`, browser state reset after each.
 */
export function setUpApiServer() {
  const server = setupServer();
  const reports: ErrorEvent[] = [];
  let stopListening = () => {};

  beforeAll(async () => {
    await setUpI18n();
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    reports.length = 0;
    stopListening = subscribe('error', (event) => reports.push(event));
    // Reported failures are logged too; the assertions read `reports` instead of the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    stopListening();
    vi.restoreAllMocks();
    server.resetHandlers();
    resetBrowserState();
  });
  afterAll(() => server.close());

  return { server, reports };
}
