import { getCustomerEndpoint, getLegalDocumentsEndpoint } from '@portal/contracts';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import type { PermissionsRecord } from '@portal/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../src/config/runtime-config.ts';
import { forgetCustomerCountries } from '../../../src/lib/analytics/customer-country.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { legalDocumentsPage } from '../../support/content.ts';
import { forgetCookieChoice, storeCookieChoice } from '../../support/cookie-consent.ts';
import { permissionsRecord, soldTo } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';
import { testRuntimeConfig, useTestRuntimeConfig } from '../../support/runtime-config.ts';

const { server, reports } = setUpApiServer();
const alpha = soldTo('1000001', { legalName: 'Alpha Sports' });

function serve(username: string, record: PermissionsRecord) {
  signInAs(username);
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(record)),
    http.get(`${origin}/priv/api/v1/user/customers`, () => HttpResponse.json([alpha])),
    mockEndpoint(getLegalDocumentsEndpoint, () => legalDocumentsPage()),
    mockEndpoint(getCustomerEndpoint, (request) => {
      const customerId = new URL(request.url).searchParams.get('currentCustomerId') ?? '';
      return [{ customerId, legalName: 'Alpha Sports', division: '10', country: 'CH', language: 'de' }];
    }),
  );
}

const buyer = permissionsRecord();
const staff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'internal',
  portalPrivileges: [{ customer: '', enabled: ['ON_BEHALF', 'TICKET'], role: 'INTERNAL_STAFF', legacyBrandList: [] }],
});

function withTagManager(containerId: string | null) {
  setRuntimeConfig({ ...testRuntimeConfig, analytics: { tagManagerContainerId: containerId } });
}

function tagManagerScripts() {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]')];
}

function pageViews() {
  return (window.dataLayer ?? []).filter((entry) => 'event' in entry && entry.event === 'page_view');
}

async function dashboardShown() {
  expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to the customer portal' })).toBeVisible();
}

const buyerFields = {
  mail: 'buyer@example.com',
  external: true,
  persona: 'CUSTOMER',
  soldToId: ['1000001'],
  soldToLegalName: ['Alpha Sports'],
  brands: ['The North Face', 'Vans'],
  language: 'en',
  country: 'CH',
};

beforeEach(() => {
  forgetCookieChoice();
  forgetCustomerCountries();
});
afterEach(useTestRuntimeConfig);

describe('page views (spec 1 and 4)', () => {
  it('pushes nothing before consent: no data layer at all', async () => {
    serve('buyer@example.com', buyer);
    renderRoutes('/dashboard');
    await screen.findByRole('alertdialog', { name: 'Your cookie settings' });
    // The page is there, behind the modal (hidden from the accessibility tree while it is open).
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent('Welcome to the customer portal');
    expect(window.dataLayer).toBeUndefined();
  });

  it('pushes the current page when consent arrives, then one view per route change', async () => {
    serve('buyer@example.com', buyer);
    const { router } = renderRoutes('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/dashboard', page_title: 'dashboard', ...buyerFields },
    ]);

    await act(() => router.navigate('/cookie-policy?from=test'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(pageViews()[1]).toEqual({
      event: 'page_view',
      page_path: '/cookie-policy',
      page_title: 'cookiePolicy',
      ...buyerFields,
    });
    // The same page again (a query change) is no new view.
    await act(() => router.navigate('/cookie-policy?from=again'));
    expect(pageViews()).toHaveLength(2);
  });

  it('pushes the first page right away with an earlier acceptance', async () => {
    storeCookieChoice(true);
    serve('buyer@example.com', buyer);
    renderRoutes('/dashboard');
    await dashboardShown();
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("carries the selected sold-to's country from the customer call; without it (reported), the view has none", async () => {
    storeCookieChoice(true);
    serve('buyer@example.com', buyer);
    server.use(
      mockEndpoint(
        getCustomerEndpoint,
        () => new Response(JSON.stringify({ error: 'Internal Server Error', message: 'down' }), { status: 500 }),
      ),
    );
    renderRoutes('/dashboard');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(pageViews()[0]).toMatchObject({ page_path: '/dashboard', country: null });
    expect(reports.map((report) => report.description)).toContain('Error getting customer info');
  });

  it('pushes nothing after a decline', async () => {
    serve('buyer@example.com', buyer);
    const { router } = renderRoutes('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Do not accept' }));
    await act(() => router.navigate('/cookie-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    expect(window.dataLayer).toBeUndefined();
  });

  it('never tracks an internal user, even with an acceptance in this browser', async () => {
    storeCookieChoice(true);
    serve('staff@example.com', staff);
    const { router } = renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await act(() => router.navigate('/cookie-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeVisible();
    expect(window.dataLayer).toBeUndefined();
  });
});

describe('tag manager', () => {
  it('loads the configured container once consent is given, once, async', async () => {
    withTagManager('GTM-TEST1');
    serve('buyer@example.com', buyer);
    const { router } = renderRoutes('/dashboard');
    await screen.findByRole('alertdialog', { name: 'Your cookie settings' });
    expect(tagManagerScripts()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(tagManagerScripts()).toHaveLength(1));
    const [script] = tagManagerScripts();
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(script?.async).toBe(true);
    expect(window.dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
    expect((window as unknown as Record<string, unknown>)['ga-disable-GTM-TEST1']).toBe(false);

    await act(() => router.navigate('/cookie-policy'));
    await waitFor(() => expect(pageViews()).toHaveLength(2));
    expect(tagManagerScripts()).toHaveLength(1);
  });

  it('is not loaded without consent, and the opt-out flag is set', async () => {
    withTagManager('GTM-TEST1');
    serve('buyer@example.com', buyer);
    renderRoutes('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Do not accept' }));
    await dashboardShown();
    expect(tagManagerScripts()).toEqual([]);
    expect((window as unknown as Record<string, unknown>)['ga-disable-GTM-TEST1']).toBe(true);
  });

  it('is not loaded when none is configured, even with consent', async () => {
    withTagManager(null);
    storeCookieChoice(true);
    serve('buyer@example.com', buyer);
    renderRoutes('/dashboard');
    await waitFor(() => expect(pageViews()).toHaveLength(1));
    expect(tagManagerScripts()).toEqual([]);
  });

  it('is never loaded for an internal user', async () => {
    withTagManager('GTM-TEST1');
    storeCookieChoice(true);
    serve('staff@example.com', staff);
    renderRoutes('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    expect(tagManagerScripts()).toEqual([]);
    expect((window as unknown as Record<string, unknown>)['ga-disable-GTM-TEST1']).toBe(true);
  });
});
