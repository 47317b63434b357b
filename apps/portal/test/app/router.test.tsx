import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getTermsDocumentEndpoint, sections } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { createRoutes, type RouteHandle } from '../../src/app/router.tsx';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../support/fixtures.ts';
import { setUpApiServer } from '../support/api-server.ts';
import { origin, renderRoutes, signInAs } from '../support/render.tsx';

const { server } = setUpApiServer();

function signedInWith(codes: string[]) {
  signInAs('buyer@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () =>
      HttpResponse.json(permissionsRecord({ portalPrivileges: [privilege('1000001', codes)] })),
    ),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([soldTo('1000001')])),
  );
}

function routeNameAt(url: string, maintenance = false): string | undefined {
  const matches = matchRoutes(createRoutes({ maintenance }), url) ?? [];
  return (matches.at(-1)?.route.handle as RouteHandle | undefined)?.name;
}

describe('route table', () => {
  // Every route of spec 2.1 and 2.2, as a user would type it, with the route that answers it.
  it.each([
    ['/dashboard', 'dashboard'],
    ['/brands', 'brand'],
    ['/brands/shop/40', 'brand'],
    ['/orders', 'orderHistory'],
    ['/orders/sap/4500012345', 'orderDetails'],
    ['/reports', 'report'],
    ['/reports/open-orders', 'report'],
    ['/updates', 'updates'],
    ['/updates/42', 'updates'],
    ['/ticket/history', 'tickets'],
    ['/faqs', 'help'],
    ['/faqs/topic/orders', 'help'],
    ['/faqs/topic/orders/faq/12', 'help'],
    ['/faqs/user-guide', 'help'],
    ['/cookie-policy', 'cookiePolicy'],
    ['/customer-search', 'onBehalf'],
    ['/customer-search/results', 'onBehalf'],
    ['/account', 'accountSettings'],
    ['/account/stores', 'accountSettings'],
    ['/account/stores/1/2/3', 'accountSettings'],
    ['/account/company-info', 'accountSettings'],
    ['/account/documents', 'accountSettings'],
    ['/account/contacts', 'accountSettings'],
    ['/account/terms-conditions', 'accountSettings'],
    ['/documents', 'documents'],
    ['/documents/invoices', 'documents'],
    ['/order', 'order'],
    ['/ecommerce', 'ecommerce'],
    ['/inquiry', 'inquiry'],
    ['/returns', 'returns'],
    ['/warranty', 'warranty'],
    ['/etaf', 'etaf'],
    ['/etaf-config', 'etafConfig'],
    ['/b2b-cms', 'oldB2bCms'],
    ['/mm-config', 'mmConfig'],
    ['/mm-dashboard', 'mmDashboard'],
    ['/sap-control-report', 'sapControlReport'],
    ['/digital-showroom', 'digitalShowroom'],
    ['/digital-showroom-config', 'digitalShowroomConfig'],
    ['/terms-conditions', 'termsConditions'],
    ['/accept-terms-conditions/1000001', 'acceptTermsConditions'],
    ['/sold-to', 'soldTo'],
    ['/waiting', 'waiting'],
    ['/customer-creation-requests', 'customerCreationRequests'],
    ['/customer-creation-new', 'customerCreationNew'],
    ['/customer-creation-new-edit/r-1', 'customerCreationNewEdit'],
    ['/customer-creation-new-action/r-1', 'customerCreationNewAction'],
    ['/customer-creation-extend/1000001', 'customerCreationExtend'],
    ['/customer-creation-extend-edit/r-1', 'customerCreationExtendEdit'],
    ['/customer-creation-extend-action/r-1', 'customerCreationExtendAction'],
    ['/customer-creation-add-shipto/1000001', 'customerCreationAddShipTo'],
    ['/customer-creation-add-shipto-edit/r-1', 'customerCreationAddShipToEdit'],
    ['/customer-creation-add-shipto-action/r-1', 'customerCreationAddShipToAction'],
    ['/customer-creation-show/r-1', 'customerCreationShow'],
    ['/tnf-gtm-hub', 'brandLandingHub'],
    ['/page/sustainability', 'contentPage'],
    ['/content/page.about', 'contentItem'],
    ['/faqs/public', 'publicFaq'],
    ['/login', 'login'],
    ['/login/callback', 'loginCallback'],
    ['/forgot-password', 'forgotPassword'],
    ['/public/video/abc', 'publicVideo'],
    ['/public/accept-terms-conditions/tok', 'publicTermsConditionsPage'],
    ['/maintenance', 'maintenance'],
    ['/', 'root'],
    ['/no/such/page', 'notFound'],
  ])('%s is the %s route', (url, name) => {
    expect(routeNameAt(url)).toBe(name);
  });

  it('names every route once', () => {
    const names = sections.flatMap((section) => section.routes.map((route) => route.name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('maintenance (spec 2.3)', () => {
  // The sign-in stays, so staff with the admin tool can pass maintenance (ADR 071; maintenance.test.tsx).
  it.each(['/dashboard', '/forgot-password', '/public/accept-terms-conditions/tok', '/sold-to', '/'])(
    'sends %s to the maintenance page when the flag is set',
    async (path) => {
      const { router } = renderRoutes(path, createRoutes({ maintenance: true }));
      expect(await screen.findByRole('heading', { level: 1, name: 'The portal is under maintenance' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/maintenance');
    },
  );

  it('leaves the maintenance page for the portal when the flag is not set', async () => {
    const { router } = renderRoutes('/maintenance');
    // The dashboard needs a sign-in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('routes', () => {
  it('sends the root and unknown paths to the dashboard', async () => {
    signedInWith(allCustomerCodes);
    const root = renderRoutes('/');
    await waitFor(() => expect(root.router.state.location.pathname).toBe('/dashboard'));
    root.unmount();
    const unknown = renderRoutes('/no/such/page');
    await waitFor(() => expect(unknown.router.state.location.pathname).toBe('/dashboard'));
  });

  it("shows a host feature's page inside the shell (the terms document)", async () => {
    signedInWith(allCustomerCodes);
    server.use(
      mockEndpoint(getTermsDocumentEndpoint, {
        customerId: '1000001',
        version: '2026-06',
        language: 'en',
        title: 'Terms of trade',
        body: '<p>Goods remain ours until paid.</p>',
      }),
    );
    renderRoutes('/terms-conditions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of trade' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  it('mounts a remote under its guard', async () => {
    signedInWith(allCustomerCodes);
    renderRoutes('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Remote page /documents' })).toBeVisible();
  });

  it('sends a user without the permission away from a guarded remote', async () => {
    signedInWith(['TICKET', 'FAQ']);
    const { router } = renderRoutes('/documents');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a customer away from an internal page', async () => {
    signedInWith(allCustomerCodes.filter((code) => code !== 'ETAF'));
    const { router } = renderRoutes('/etaf');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('opens the public terms page without a sign-in', async () => {
    server.use(
      http.get(`${origin}/pub/api/v1/cms/terms_and_conditions`, () =>
        HttpResponse.json({ error: 'Not Found', message: 'Unknown token' }, { status: 404 }),
      ),
    );
    const { router } = renderRoutes('/public/accept-terms-conditions/some-token-value-0123456789');
    expect(await screen.findByText('This link is not valid')).toBeVisible();
    expect(router.state.location.pathname).toBe('/public/accept-terms-conditions/some-token-value-0123456789');
  });
});
