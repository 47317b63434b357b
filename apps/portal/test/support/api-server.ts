import {
  endpointPath,
  getAccountSummaryEndpoint,
  getCustomerEndpoint,
  getHomepageContentEndpoint,
  getInternalHomepageContentEndpoint,
  getOrderTotalsEndpoint,
  getPreloginContentEndpoint,
  getUpdatesEndpoint,
  streamUnreadUpdatesEndpoint,
} from '@portal/contracts';
import { subscribe, type ErrorEvent } from '@portal/portal-kit';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { storeCookieChoice } from './cookie-consent.ts';
import { resetBrowserState, setUpI18n } from './render.tsx';
import { useTestRuntimeConfig } from './runtime-config.ts';

/**
 * Content of the pages most flows end on (the dashboard after sign-in, the login page): empty unless a test
 * serves its own with `server.use`, so a test about something else neither waits for it nor fails on it.
 */
const baselineHandlers = [
  mockEndpoint(getHomepageContentEndpoint, (_request, params) => ({
    id: 'homepage',
    name: 'Homepage',
    title: '',
    language: String(params.lang),
    rows: [],
  })),
  mockEndpoint(getInternalHomepageContentEndpoint, (_request, params) => ({
    id: 'homepage',
    name: 'Staff homepage',
    title: '',
    language: String(params.lang),
    rows: [],
  })),
  mockEndpoint(getPreloginContentEndpoint, (_request, params) => ({
    id: 'prelogin',
    name: 'Pre-login',
    title: '',
    language: String(params.lang),
    rows: [],
  })),
  // The customer call (the analytics country, asked once tracking is allowed).
  mockEndpoint(getCustomerEndpoint, (request) => {
    const customerId = new URL(request.url).searchParams.get('currentCustomerId') ?? '';
    return [{ customerId, legalName: 'Customer', division: '10', country: 'GB', language: 'en' }];
  }),
  // The customer dashboard's "Your account" panel: nothing open.
  mockEndpoint(getAccountSummaryEndpoint, (request) => ({
    customerId: new URL(request.url).searchParams.get('customer') ?? '',
    customerIds: [new URL(request.url).searchParams.get('customer') ?? ''],
    asOf: '2026-11-28',
    currencies: [],
    nextDue: [],
    lastPayments: [],
  })),
  // The order list's totals: none, unless a test about them serves its own.
  mockEndpoint(getOrderTotalsEndpoint, { totals: [] }),
  // The shell's unread counter and alert box: no updates, and a stream that says so once.
  mockEndpoint(getUpdatesEndpoint, { items: [], pageNumber: 0, pageSize: 1, totalElements: 0, unread: 0 }),
  http.get(
    `*${endpointPath(streamUnreadUpdatesEndpoint)}`,
    () =>
      new HttpResponse('event: unread\ndata: {"unread":0}\n\n', { headers: { 'content-type': 'text/event-stream' } }),
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
