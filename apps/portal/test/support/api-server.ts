import { subscribe, type ErrorEvent } from '@portal/portal-kit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { storeCookieChoice } from './cookie-consent.ts';
import { origin, resetBrowserState, setUpI18n } from './render.tsx';
import { useTestRuntimeConfig } from './runtime-config.ts';

/**
 * Content of the pages most flows end on (the dashboard after sign-in, the login page): empty unless a test
 * serves its own with `server.use`, so a test about something else neither waits for it nor fails on it.
 */
const baselineHandlers = [
  http.get(`${origin}/priv/api/v1/cms/contents-homepage/:lang`, ({ params }) =>
    HttpResponse.json({ id: 'homepage', name: 'Homepage', title: '', language: String(params.lang), rows: [] }),
  ),
  http.get(`${origin}/pub/api/v1/cms/contents-prelogin/:lang`, ({ params }) =>
    HttpResponse.json({ id: 'prelogin', name: 'Pre-login', title: '', language: String(params.lang), rows: [] }),
  ),
];

/**
 * One MSW server per test file with the lifecycle every API-backed test needs: labels loaded, unhandled
 * requests failing the test, the spec's error events collected in `reports`, browser state reset after each.
 */
export function setUpApiServer() {
  const server = setupServer(...baselineHandlers);
  const reports: ErrorEvent[] = [];
  let stopListening = () => {};

  beforeAll(async () => {
    await setUpI18n();
    useTestRuntimeConfig();
    server.listen({ onUnhandledFrame: 'error' });
  });
  beforeEach(() => {
    reports.length = 0;
    stopListening = subscribe('error', (event) => reports.push(event));
    // Most tests are about something else: their user has already declined analytics cookies, so the cookie-policy
    // modal stays closed. Tests of the consent clear this with `forgetCookieChoice`.
    storeCookieChoice(false);
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
