import { getPortalState } from '@portal/portal-kit';
import { act, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  enterOnBehalf,
  leaveOnBehalf,
  useOnBehalfGuard,
} from '../../../src/features/on-behalf/hooks/use-on-behalf-mode.ts';
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
    ['/customer-search', '/dashboard', '/orders'].map((path) => ({ path, element: <Guard /> })),
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
    if (getPortalState().onBehalfSession) act(() => leaveOnBehalf('closed'));
  });

  it('leaves the search page it was entered on alone, then ends the mode on a page outside it', async () => {
    signInAs('staff@example.com');
    const ended: string[] = [];
    server.use(
      http.delete(`${origin}/priv/api/v1/on-behalf/sessions/:sessionId`, ({ request }) => {
        ended.push(new URL(request.url).searchParams.get('reason') ?? '');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    // The banner (and its guard) can mount before the navigation to the dashboard has happened.
    act(() => enterOnBehalf(session, '/customer-search'));
    const router = renderGuard('/customer-search');
    expect(getPortalState().onBehalfSession?.customerId).toBe('1000107');

    await act(() => router.navigate('/dashboard'));
    expect(getPortalState().onBehalfSession?.customerId).toBe('1000107');

    // Back on the search page: outside the mode's sections, so the mode ends.
    await act(() => router.navigate('/customer-search'));
    expect(getPortalState().onBehalfSession).toBeNull();
    await expect.poll(() => ended).toEqual(['left']);
  });
});
