import { getPortalState, subscribe } from '@portal/portal-kit';
import { storeSoldTos } from '@portal/portal-kit/host';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSelectSoldTo } from '../../../src/features/accounts/api/save-last-login.ts';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, Providers, renderRoutes, signInAs } from '../../support/render.tsx';
import { setUpApiServer } from '../../support/api-server.ts';

const { server, reports } = setUpApiServer();
const lastLoginUrl = `${origin}/priv/api/v1/user/save/last_login`;

const alpha = soldTo('1000001', { legalName: 'Alpha Sports' });
const beta = soldTo('1000002', { legalName: 'beta outdoor' });
const gamma = soldTo('1000003', { legalName: 'Gamma Shoes' });

beforeEach(() => {
  signInAs('multi@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(
        permissionsRecord({
          userName: 'multi@example.com',
          portalPrivileges: [privilege(alpha.customerId), privilege(beta.customerId), privilege(gamma.customerId)],
        }),
      ),
    ),
    // Deliberately unsorted: the picker sorts by legal name, ignoring case.
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([gamma, beta, alpha])),
  );
});

describe('sold-to picker', () => {
  it('lists every account as a button with legal name and customer number, sorted by legal name', async () => {
    renderRoutes('/sold-to');
    const list = await screen.findByRole('list', { name: 'Your accounts' });
    const buttons = await waitFor(() => {
      const found = list.querySelectorAll('button');
      expect(found).toHaveLength(3);
      return [...found];
    });
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Alpha SportsCustomer number 1000001',
      'beta outdoorCustomer number 1000002',
      'Gamma ShoesCustomer number 1000003',
    ]);
  });

  it('saves the choice, stamps every lastLogin, broadcasts and remembers it, and opens the dashboard', async () => {
    let savedFor: string | null = null;
    server.use(
      http.post(lastLoginUrl, ({ request }) => {
        savedFor = new URL(request.url).searchParams.get('customer');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const selections: unknown[] = [];
    const stop = subscribe('selectedSoldTo', (payload) => selections.push(payload));
    const { router } = renderRoutes('/sold-to');
    fireEvent.click(await screen.findByRole('button', { name: /beta outdoor/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    stop();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(savedFor).toBe(beta.customerId);
    expect(getPortalState().selectedSoldTo).toMatchObject({ customerId: beta.customerId, lastLogin: beta.customerId });
    expect(getPortalState().soldTos?.map((entry) => entry.lastLogin)).toEqual([
      beta.customerId,
      beta.customerId,
      beta.customerId,
    ]);
    expect(selections).toContainEqual(expect.objectContaining({ customerId: beta.customerId }));
    expect(JSON.parse(sessionStorage.getItem('portal.selectedSoldToByUser') ?? '{}')).toEqual({
      'multi@example.com': beta.customerId,
    });
  });

  it('reports a failed selection and keeps the user on the picker', async () => {
    server.use(http.post(lastLoginUrl, () => HttpResponse.json({ error: 'Internal', message: 'x' }, { status: 500 })));
    const { router } = renderRoutes('/sold-to');
    fireEvent.click(await screen.findByRole('button', { name: /Gamma Shoes/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The account could not be selected');
    expect(router.state.location.pathname).toBe('/sold-to');
    expect(getPortalState().selectedSoldTo).toBeNull();
    expect(reports.map((report) => report.description)).toEqual(['Error selecting the customer']);
  });
});

describe('useSelectSoldTo', () => {
  it('logs an error and does nothing without a sold-to (spec 5)', async () => {
    storeSoldTos([alpha, beta]);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Providers>
        <MemoryRouter initialEntries={['/sold-to']}>{children}</MemoryRouter>
      </Providers>
    );
    const { result } = renderHook(() => useSelectSoldTo(), { wrapper });
    // No handler for the last-login call: a request would fail the test (onUnhandledFrame: 'error').
    await act(() => result.current.mutateAsync(null));
    expect(console.error).toHaveBeenCalledWith('Saving the last selected sold-to needs a sold-to');
    expect(getPortalState().selectedSoldTo).toBeNull();
    expect(getPortalState().soldTos?.map((entry) => entry.lastLogin)).toEqual([null, null]);
  });
});
