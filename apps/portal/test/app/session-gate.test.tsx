import { getTermsDocumentEndpoint, type PermissionsRecord, type SoldTo } from '@portal/contracts';
import { getPortalState, subscribe } from '@portal/portal-kit';
import { storeSelectedSoldTo } from '@portal/portal-kit/host';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../support/render.tsx';
import { setUpApiServer } from '../support/api-server.ts';

const { server, reports } = setUpApiServer();
const permissionsUrl = `${origin}/priv/api/admin/tools/permissions`;
const customersUrl = `${origin}/priv/api/v1/user/customers`;

function serve(permissions: PermissionsRecord | object | Response, soldTos?: SoldTo[] | Response): void {
  server.use(
    http.get(permissionsUrl, () => (permissions instanceof Response ? permissions : HttpResponse.json(permissions))),
  );
  if (soldTos) {
    server.use(http.get(customersUrl, () => (soldTos instanceof Response ? soldTos : HttpResponse.json(soldTos))));
  }
}

async function expectPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
}

const alpha = soldTo('1000001', { legalName: 'Alpha Sports' });
const beta = soldTo('1000002', { legalName: 'beta outdoor' });
const gamma = soldTo('1000003', { legalName: 'Gamma Shoes' });
const threeAccounts = permissionsRecord({
  userName: 'multi@example.com',
  portalPrivileges: [privilege(alpha.customerId), privilege(beta.customerId), privilege(gamma.customerId)],
});

describe('session gate: account selection', () => {
  it('selects the only sold-to automatically and opens the page asked for', async () => {
    signInAs('buyer@example.com');
    serve(permissionsRecord(), [alpha]);
    const selections: unknown[] = [];
    const stop = subscribe('selectedSoldTo', (payload) => selections.push(payload));
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    stop();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getPortalState().selectedSoldTo?.customerId).toBe(alpha.customerId);
    expect(selections).toEqual([alpha]);
  });

  it('sends a user with several sold-tos and none chosen before to the picker', async () => {
    signInAs('multi@example.com');
    serve(threeAccounts, [alpha, beta, gamma]);
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose an account' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/sold-to');
    // The picker has no shell navigation.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('selects again the sold-to this user chose earlier in this tab', async () => {
    signInAs('multi@example.com');
    storeSelectedSoldTo(beta, 'multi@example.com');
    storeSelectedSoldTo(null);
    serve(threeAccounts, [alpha, beta, gamma]);
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(getPortalState().selectedSoldTo?.customerId).toBe(beta.customerId);
  });

  it("does not use another user's earlier choice", async () => {
    signInAs('multi@example.com');
    storeSelectedSoldTo(beta, 'someone-else@example.com');
    storeSelectedSoldTo(null);
    serve(threeAccounts, [alpha, beta, gamma]);
    const { router } = renderRoutes('/dashboard');
    await expectPath(router, '/sold-to');
  });

  it('selects the sold-to whose lastLogin equals its id', async () => {
    signInAs('multi@example.com');
    serve(threeAccounts, [alpha, beta, { ...gamma, lastLogin: gamma.customerId }]);
    renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    expect(getPortalState().selectedSoldTo?.customerId).toBe(gamma.customerId);
  });

  it('sends a user without sold-tos to the waiting page', async () => {
    signInAs('buyer@example.com');
    serve(permissionsRecord(), []);
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your portal access is being set up' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/waiting');
  });

  it('shows dashboard.error_accounts and reports when the sold-to list fails', async () => {
    signInAs('buyer@example.com');
    serve(permissionsRecord(), HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 }));
    renderRoutes('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error retrieving your accounts')).toBeVisible();
    expect(reports.map((report) => report.description)).toEqual(['Error getting the sold-to list']);
  });

  it('offers "Change account" in the user menu only with more than one sold-to, and switches there', async () => {
    signInAs('multi@example.com');
    storeSelectedSoldTo(alpha, 'multi@example.com');
    serve(threeAccounts, [alpha, beta, gamma]);
    server.use(http.post(`${origin}/priv/api/v1/user/save/last_login`, () => new HttpResponse(null, { status: 204 })));
    const { router } = renderRoutes('/documents');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Change account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change account' });
    expect(within(dialog).getByText('Alpha Sports')).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: /beta outdoor/ }));
    await expectPath(router, '/dashboard');
  });

  it('has no "Change account" for a single sold-to', async () => {
    signInAs('buyer@example.com');
    serve(permissionsRecord(), [alpha]);
    renderRoutes('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Change account' })).not.toBeInTheDocument();
  });
});

describe('session gate: permissions', () => {
  it('shows a polite loading state while the permissions load', async () => {
    signInAs('buyer@example.com');
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(permissionsUrl, async () => {
        await released;
        return HttpResponse.json(permissionsRecord());
      }),
      http.get(customersUrl, () => HttpResponse.json([alpha])),
    );
    renderRoutes('/dashboard');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
  });

  it('sends the user to the waiting page on HTTP 403, without reporting an error', async () => {
    signInAs('pending@example.com');
    serve(HttpResponse.json({ error: 'Forbidden', message: 'No portal access' }, { status: 403 }));
    const { router } = renderRoutes('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your portal access is being set up' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/waiting');
    expect(reports).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Signing out stays possible.
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it.each([
    ['an empty result', {}],
    ['no portal privileges', permissionsRecord({ portalPrivileges: [] })],
    ['privilege entries without codes', permissionsRecord({ portalPrivileges: [privilege('1000001', [])] })],
  ])('sends the user to the waiting page for %s', async (_case, answer) => {
    signInAs('pending@example.com');
    serve(answer);
    const { router } = renderRoutes('/dashboard');
    await expectPath(router, '/waiting');
    expect(reports).toEqual([]);
  });

  it('shows dashboard.error_permissions and reports other failures', async () => {
    signInAs('buyer@example.com');
    serve(HttpResponse.json({ error: 'Internal', message: 'down' }, { status: 500 }));
    const { router } = renderRoutes('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error retrieving user permissions')).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(reports.map((report) => report.description)).toEqual(['Error getting the user permissions']);
  });

  it('lets a user who has access leave the waiting page', async () => {
    signInAs('buyer@example.com');
    serve(permissionsRecord(), [alpha]);
    const { router } = renderRoutes('/waiting');
    await expectPath(router, '/dashboard');
  });
});

describe('session gate: terms', () => {
  const unaccepted = soldTo('1000001', {
    legalName: 'Nordic Trail Outfitters',
    termsAndConditionsAcceptedBy: null,
    termsAndConditionsTimestamp: null,
  });

  it('sends a user whose account has not accepted the terms to accept them, and on to the dashboard', async () => {
    signInAs('newterms@example.com');
    serve(permissionsRecord(), [unaccepted]);
    let posted: string | null = null;
    server.use(
      http.post(`${origin}/priv/api/v1/customer/terms_and_conditions`, ({ request }) => {
        posted = new URL(request.url).searchParams.get('customer');
        return HttpResponse.json({
          customerId: '1000001',
          termsAndConditionsAcceptedBy: 'newterms@example.com',
          termsAndConditionsTimestamp: '2026-03-02T10:00:00.000Z',
          documentVersion: '2026-01',
        });
      }),
    );
    const { router } = renderRoutes('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/accept-terms-conditions/1000001');
    expect(screen.getByText('Nordic Trail Outfitters')).toBeVisible();
    expect(screen.getByText('1000001')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Read the terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions?customer=1000001',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accept the terms and conditions' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(posted).toBe('1000001');
    expect(getPortalState().soldTos?.[0]).toMatchObject({
      termsAndConditionsAcceptedBy: 'newterms@example.com',
      termsAndConditionsTimestamp: '2026-03-02T10:00:00.000Z',
    });
    expect(getPortalState().selectedSoldTo?.termsAndConditionsAcceptedBy).toBe('newterms@example.com');
  });

  it('reports a failed acceptance and keeps the user on the page', async () => {
    signInAs('newterms@example.com');
    serve(permissionsRecord(), [unaccepted]);
    server.use(
      http.post(`${origin}/priv/api/v1/customer/terms_and_conditions`, () =>
        HttpResponse.json({ error: 'Internal', message: 'x' }, { status: 500 }),
      ),
    );
    renderRoutes('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept the terms and conditions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your acceptance could not be saved');
    expect(reports.map((report) => report.description)).toEqual(['Error accepting the terms & conditions']);
  });

  it('leaves the terms page itself reachable (the terms document)', async () => {
    signInAs('newterms@example.com');
    serve(permissionsRecord(), [unaccepted]);
    server.use(
      mockEndpoint(getTermsDocumentEndpoint, {
        customerId: '1000001',
        version: '2026-06',
        language: 'en',
        title: 'Terms of trade',
        body: '<p>Goods remain ours until paid.</p>',
      }),
    );
    const { router } = renderRoutes('/terms-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(await screen.findByText('Goods remain ours until paid.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/terms-conditions');
  });

  it('does not ask without the terms privilege', async () => {
    signInAs('newterms@example.com');
    serve(
      permissionsRecord({
        portalPrivileges: [
          privilege(
            '1000001',
            allCustomerCodes.filter((code) => code !== 'TERMS_AND_CONDITIONS'),
          ),
        ],
      }),
      [unaccepted],
    );
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('session gate: internal users', () => {
  const staff = permissionsRecord({
    userName: 'staff@example.com',
    companyType: 'INTERNAL',
    portalPrivileges: [privilege('*', ['ON_BEHALF', 'CUSTOMER_CREATION', 'TERMS_AND_CONDITIONS', 'TICKET'])],
  });

  it('skip account selection and terms (the sold-to list is not even asked for)', async () => {
    signInAs('staff@example.com');
    serve(staff);
    const { router } = renderRoutes('/dashboard');
    // The internal dashboard (spec 2.6) greets staff by name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma Collins' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each(['/sold-to', '/waiting', '/accept-terms-conditions/1000001'])(
    'are sent from %s to the dashboard',
    async (path) => {
      signInAs('staff@example.com');
      serve(staff);
      const { router } = renderRoutes(path);
      await expectPath(router, '/dashboard');
    },
  );

  it('reach the pages of their internal flags', async () => {
    signInAs('staff@example.com');
    serve(staff);
    renderRoutes('/customer-creation-new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New customer request' })).toBeVisible();
  });
});
