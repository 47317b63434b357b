import { getLegalDocumentsEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import type { PermissionsRecord, SoldTo } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpApiServer } from '../../support/api-server.ts';
import { legalDocumentsPage } from '../../support/content.ts';
import { forgetCookieChoice, storeCookieChoice } from '../../support/cookie-consent.ts';
import { permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

const { server } = setUpApiServer();

function serve(username: string, record: PermissionsRecord, soldTos: SoldTo[]) {
  signInAs(username);
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(record)),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json(soldTos)),
    mockEndpoint(getLegalDocumentsEndpoint, () => legalDocumentsPage()),
  );
}

const alpha = soldTo('1000001', { legalName: 'Alpha Sports' });
const beta = soldTo('1000002', { legalName: 'Beta Outdoor' });

async function expectNoModalOn(
  heading: string,
  pathname: string,
  router: { state: { location: { pathname: string } } },
) {
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitFor(() => expect(router.state.location.pathname).toMatch(pathname));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

beforeEach(forgetCookieChoice);

describe('when the cookie-policy modal shows (spec 2.1, 2.6 and 6)', () => {
  it('shows for a customer without a choice on a login-required page of the shell', async () => {
    serve('buyer@example.com', permissionsRecord(), [alpha]);
    renderRoutes('/dashboard');
    expect(await screen.findByRole('alertdialog', { name: 'Your cookie settings' })).toBeVisible();
  });

  it('shows on the cookie policy page too', async () => {
    serve('buyer@example.com', permissionsRecord(), [alpha]);
    renderRoutes('/cookie-policy');
    expect(await screen.findByRole('alertdialog', { name: 'Your cookie settings' })).toBeVisible();
  });

  it('does not show once the customer has an unexpired choice', async () => {
    storeCookieChoice(true);
    serve('buyer@example.com', permissionsRecord(), [alpha]);
    const { router } = renderRoutes('/dashboard');
    await expectNoModalOn('Welcome to the customer portal', '/dashboard', router);
  });

  it('shows again once the choice has expired', async () => {
    storeCookieChoice(false, Date.now() - 1);
    serve('buyer@example.com', permissionsRecord(), [alpha]);
    renderRoutes('/dashboard');
    expect(await screen.findByRole('alertdialog', { name: 'Your cookie settings' })).toBeVisible();
  });

  it('never shows for an internal user', async () => {
    const staff = permissionsRecord({
      userName: 'staff@example.com',
      companyType: 'internal',
      portalPrivileges: [
        { customer: '', enabled: ['ON_BEHALF', 'TICKET'], role: 'INTERNAL_STAFF', legacyBrandList: [] },
      ],
    });
    serve('staff@example.com', staff, []);
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('is hidden on the sold-to picker', async () => {
    const multi = permissionsRecord({
      userName: 'multi@example.com',
      portalPrivileges: [privilege(alpha.customerId), privilege(beta.customerId)],
    });
    serve('multi@example.com', multi, [alpha, beta]);
    const { router } = renderRoutes('/dashboard');
    await expectNoModalOn('Choose an account', '/sold-to', router);
  });

  it('is hidden on the waiting page', async () => {
    serve('pending@example.com', permissionsRecord({ portalPrivileges: [] }), []);
    const { router } = renderRoutes('/dashboard');
    await expectNoModalOn('Your portal access is being set up', '/waiting', router);
  });

  it('is hidden on the terms acceptance page', async () => {
    const unaccepted = { ...alpha, termsAndConditionsAcceptedBy: null, termsAndConditionsTimestamp: null };
    serve('newterms@example.com', permissionsRecord(), [unaccepted]);
    const { router } = renderRoutes('/dashboard');
    await expectNoModalOn('Terms and conditions', '/accept-terms-conditions/1000001', router);
  });

  it('is hidden on public pages', async () => {
    const { router } = renderRoutes('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
