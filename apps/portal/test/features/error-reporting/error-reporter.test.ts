import { clientErrorPaths } from '@portal/contracts';
import { ApiRequestError, reportError } from '@portal/portal-kit';
import { storePermissions } from '@portal/portal-kit/host';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  duplicateWindowMs,
  maxReportsPerPageLoad,
  startErrorReporter,
} from '../../../src/features/error-reporting/error-reporter.ts';
import { chooseCookieConsent } from '../../../src/lib/cookie-consent.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { forgetCookieChoice } from '../../support/cookie-consent.ts';
import { permissionsRecord } from '../../support/fixtures.ts';
import { origin, signInAs } from '../../support/render.tsx';

const { server, reports } = setUpApiServer();

interface Received {
  body: unknown;
  authorization: string | null;
  contentType: string | null;
}

function receiveReports(status = 204) {
  const received: Received[] = [];
  server.use(
    http.post(`${origin}${clientErrorPaths.report}`, async ({ request }) => {
      received.push({
        body: await request.json(),
        authorization: request.headers.get('authorization'),
        contentType: request.headers.get('content-type'),
      });
      return status === 204 ? new HttpResponse(null, { status }) : HttpResponse.json({}, { status });
    }),
  );
  return received;
}

let stop = () => {};
beforeEach(() => {
  forgetCookieChoice();
  window.history.replaceState(null, '', '/orders/sap/4500012345?token=secret#top');
  stop = startErrorReporter();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('error reporter (spec 8)', () => {
  it('posts the error event with the page path (no query), JSON, keepalive and the bearer token', async () => {
    signInAs('buyer@example.com');
    const received = receiveReports();
    // Watched, not replaced: the request still goes to the test server.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    reportError('Error getting CMS content - 7', new ApiRequestError(500, { message: 'down' }, 'req-42'));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toEqual({
      body: {
        id: 'error',
        asset: 'BE',
        description: 'Error getting CMS content - 7',
        techInfo: 'ApiRequestError: down (HTTP 500)',
        page: '/orders/sap/4500012345',
        requestId: 'req-42',
      },
      authorization: 'Bearer token-buyer@example.com',
      contentType: 'application/json',
    });
    // A report made while the page unloads still arrives.
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
  });

  it('reports before sign-in too, without a token', async () => {
    const received = receiveReports();
    reportError('Error getting public labels for language en', new Error('offline'));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.authorization).toBeNull();
    expect(received[0]?.body).not.toHaveProperty('requestId');
  });

  it('sends the same description and techInfo once within 10 s, and again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-02T09:00:00.000Z') });
    const received = receiveReports();
    reportError('Error getting the sold-to list', new Error('down'));
    reportError('Error getting the sold-to list', new Error('down'));
    reportError('Error getting the sold-to list', new Error('other'));
    vi.setSystemTime(Date.now() + duplicateWindowMs - 1);
    reportError('Error getting the sold-to list', new Error('down'));
    vi.setSystemTime(Date.now() + 1);
    reportError('Error getting the sold-to list', new Error('down'));
    await waitFor(() => expect(received).toHaveLength(3));
    // The posts may arrive in any order.
    expect(received.map((report) => (report.body as { techInfo: string }).techInfo).sort()).toEqual([
      'Error: down',
      'Error: down',
      'Error: other',
    ]);
  });

  it(`sends at most ${maxReportsPerPageLoad} reports per page load`, async () => {
    const received = receiveReports();
    for (let index = 0; index < maxReportsPerPageLoad + 5; index += 1) reportError(`Failure ${index}`, 'x');
    await waitFor(() => expect(received).toHaveLength(maxReportsPerPageLoad));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received).toHaveLength(maxReportsPerPageLoad);
  });

  it('swallows a refused report with a warning, and never reports it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const received = receiveReports(500);
    reportError('Error getting the legacy url', new Error('down'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The error report was refused (HTTP 500)'));
    expect(received).toHaveLength(1);
    expect(reports.map((report) => report.description)).toEqual(['Error getting the legacy url']);
  });

  it('swallows a report that cannot be sent at all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post(`${origin}${clientErrorPaths.report}`, () => HttpResponse.error()));
    reportError('Error getting the legacy url', new Error('down'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('The error report could not be sent', expect.anything()));
    expect(reports).toHaveLength(1);
  });

  it('pushes the error event to the data layer only while the customer consents', async () => {
    const received = receiveReports();
    signInAs('buyer@example.com');
    storePermissions(permissionsRecord());
    reportError('Error getting CMS brand page content', 'before');
    chooseCookieConsent(true);
    reportError('Error getting CMS brand page content', 'after');
    await waitFor(() => expect(received).toHaveLength(2));
    expect(window.dataLayer).toEqual([
      {
        event: 'error',
        id: 'error',
        asset: 'BE',
        description: 'Error getting CMS brand page content',
        techInfo: 'after',
      },
    ]);
  });
});
