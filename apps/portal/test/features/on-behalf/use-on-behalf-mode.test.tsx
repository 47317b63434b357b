import { getPortalState } from '@portal/portal-kit';
import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setActingOnBehalf } from '@portal/portal-kit/host';
import { enterOnBehalf, useOnBehalfGuard } from '../../../src/features/on-behalf/hooks/use-on-behalf-mode.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { origin, Providers, signInAs } from '../../support/render.tsx';

const { server } = setUpApiServer();

const session = {
  sessionId: '0f8d6a52-6d1e-4c1a-9a52-3f1d2b7e9c10',
  customer: { customerId: '1000107', legalName: 'Sporthaus Berger GmbH' },
  reason: 'Review of the credit limit request',
  startedAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-11-24T10:30:00.000Z',
};

/** The guard as the banner runs it: mounted only once the mode is on. */
function Guard() {
  useOnBehalfGuard();
  return null;
}

function renderGuard(at: string) {
  const router = createMemoryRouter(
    ['/customer-search', '/dashboard', '/orders', '/etaf'].map((path) => ({ path, element: <Guard /> })),
    { initialEntries: [at] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('the on-behalf guard', () => {
  afterEach(() => {
    // Out of the mode without a call: the test's server is gone by now.
    act(() => setActingOnBehalf(null));
  });

  function recordEnds(): string[] {
    const ended: string[] = [];
    server.use(
      http.delete(`${origin}/priv/api/v1/on-behalf/sessions/:sessionId`, ({ request, params }) => {
        ended.push(`${String(params['sessionId'])}:${new URL(request.url).searchParams.get('reason') ?? ''}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    return ended;
  }

  it('keeps the session on the customer search (where the banner goes back to), ends it on a page outside', async () => {
    signInAs('staff@example.com');
    const ended = recordEnds();
    // The banner (and its guard) can mount before the navigation to the dashboard has happened.
    act(() => enterOnBehalf(session));
    const router = renderGuard('/customer-search');
    expect(getPortalState().onBehalfSession?.customerId).toBe('1000107');

    await act(() => router.navigate('/dashboard'));
    expect(getPortalState().onBehalfSession?.customerId).toBe('1000107');

    // Back to the customer search: the session goes on.
    await act(() => router.navigate('/customer-search'));
    expect(getPortalState().onBehalfSession?.customerId).toBe('1000107');
    expect(ended).toEqual([]);

    // A staff tool is outside the mode: it ends as left.
    await act(() => router.navigate('/etaf'));
    expect(getPortalState().onBehalfSession).toBeNull();
    await expect.poll(() => ended).toEqual([`${session.sessionId}:left`]);
  });

  it('ends the open session as switched when staff pick another customer from the search', async () => {
    signInAs('staff@example.com');
    const ended = recordEnds();
    act(() => enterOnBehalf(session));
    const other = {
      ...session,
      sessionId: '5b7c1e2a-0d3f-4a8b-9c6d-2e1f0a9b8c7d',
      customer: { customerId: '1000101', legalName: 'Collins Outdoor Ltd' },
    };
    act(() => enterOnBehalf(other));
    expect(getPortalState().onBehalfSession?.customerId).toBe('1000101');
    await expect.poll(() => ended).toEqual([`${session.sessionId}:switched`]);
  });
});
