import {
  getRecentCustomersEndpoint,
  searchCustomersEndpoint,
  startOnBehalfSessionEndpoint,
  type CustomerSearchResult,
} from '@portal/contracts';
import { getPortalState } from '@portal/portal-kit';
import { setActingOnBehalf } from '@portal/portal-kit/host';
import { mockEndpoint } from '@portal/portal-kit/testing/endpoints';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { deepLinkOf, onBehalfTarget } from '../../../src/features/on-behalf/hooks/deep-link.ts';
import { setUpApiServer } from '../../support/api-server.ts';
import { permissionsRecord, privilege } from '../../support/fixtures.ts';
import { origin, renderRoutes, signInAs } from '../../support/render.tsx';

/**
 * The customer search's result count (a plural per language, and no count beside the empty state), and deep links
 * into the on-behalf mode (issue 34): `/customer-search?customer=…&to=…&reason=…` opens the reason dialog for the
 * customer (focus inside and kept there), then the page it names in the mode; a page outside the mode, or another
 * site, is refused with a message.
 */

const { server } = setUpApiServer();

const staff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['ON_BEHALF'])],
});

/** Staff who may open the customer's orders on behalf: a deep link's target. */
const ordersStaff = permissionsRecord({
  userName: 'staff@example.com',
  companyType: 'INTERNAL',
  portalPrivileges: [privilege('*', ['ON_BEHALF', 'ON_BEHALF_ORDER_INQUIRY'])],
});

const collins: CustomerSearchResult = {
  customerId: '1000101',
  legalName: 'Collins Outdoor Ltd',
  city: 'Manchester',
  postcode: 'M1 1AA',
  country: 'GB',
  vatId: null,
  brands: [],
  matchedBy: { kind: 'shipToName', text: 'Collins Outdoor Leeds Trinity' },
};

function serve(matches: readonly CustomerSearchResult[]) {
  signInAs('staff@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(staff)),
    mockEndpoint(getRecentCustomersEndpoint, () => ({ items: [] })),
    mockEndpoint(searchCustomersEndpoint, () => ({
      items: [...matches],
      pageNumber: 0,
      pageSize: 10,
      totalElements: matches.length,
    })),
  );
}

async function search(text: string) {
  renderRoutes('/customer-search');
  // The first render loads the page's code.
  const box = await screen.findByRole('searchbox', { name: 'Search customers' }, { timeout: 5000 });
  await userEvent.type(box, text);
}

describe('/customer-search result count', () => {
  it('counts one customer in the singular', async () => {
    serve([collins]);
    await search('Collins');
    expect(await screen.findByText(/found$/, { selector: '[role="status"]' }, { timeout: 3000 })).toHaveTextContent(
      /^1 customer found$/,
    );
    // Issue 34: the result says what the search matched.
    expect(screen.getByText('Matched: store Collins Outdoor Leeds Trinity')).toBeInTheDocument();
  });

  it('says only that nothing matches when nothing does', async () => {
    serve([]);
    await search('Nobody');
    const status = await screen.findByText(/^No customer matches/, { selector: '[role="status"]' }, { timeout: 3000 });
    expect(status).toHaveTextContent('No customer matches “Nobody”.');
    expect(screen.queryByText(/0 customers found/)).toBeNull();
  });
});

function serveDeepLink() {
  const started: unknown[] = [];
  signInAs('staff@example.com');
  server.use(
    http.get(`${origin}/priv/api/admin/tools/permissions`, () => HttpResponse.json(ordersStaff)),
    mockEndpoint(getRecentCustomersEndpoint, () => ({ items: [] })),
    mockEndpoint(searchCustomersEndpoint, (request) => {
      const q = new URL(request.url).searchParams.get('q');
      const items = q === collins.customerId ? [collins] : [];
      return { items, pageNumber: 0, pageSize: 5, totalElements: items.length };
    }),
    mockEndpoint(startOnBehalfSessionEndpoint, async (request) => {
      started.push(await request.json());
      return {
        sessionId: '5b7c1e2a-0d3f-4a8b-9c6d-2e1f0a9b8c7d',
        customer: { customerId: collins.customerId, legalName: collins.legalName },
        reason: 'T-1000101-0005',
        startedAt: new Date().toISOString(),
        expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      };
    }),
  );
  return started;
}

afterEach(() => {
  act(() => setActingOnBehalf(null));
});

describe('a deep link into the on-behalf mode', () => {
  it('opens the reason dialog with the reason given, keeps focus in it, and lands on the page in the mode', async () => {
    const started = serveDeepLink();
    const { router } = renderRoutes(
      '/customer-search?customer=1000101&to=%2Forders%2Fsap%2F4510100074&reason=T-1000101-0005',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Open Collins Outdoor Ltd' }, { timeout: 5000 });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason or ticket number' });
    await expect.poll(() => document.activeElement).toBe(reason);
    expect(reason).toHaveValue('T-1000101-0005');
    // Tab moves around inside the dialog and never out of it.
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the account' }));
    await expect.poll(() => router.state.location.pathname, { timeout: 5000 }).toBe('/orders/sap/4510100074');
    expect(started).toEqual([{ customerId: '1000101', reason: 'T-1000101-0005' }]);
    expect(getPortalState().onBehalfSession?.customerId).toBe('1000101');
  }, 20_000);

  it('refuses a page outside the mode with a message, and opens no dialog', async () => {
    serveDeepLink();
    renderRoutes('/customer-search?customer=1000101&to=%2Fetaf');
    expect(
      await screen.findByText('The link leads to a page that cannot be opened on behalf of a customer.', undefined, {
        timeout: 5000,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when the customer does not exist', async () => {
    serveDeepLink();
    renderRoutes('/customer-search?customer=1999999&to=%2Forders');
    expect(await screen.findByText('No customer 1999999 was found.', undefined, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the target of a deep link', () => {
  it('is a page of this portal allowed in the mode, never another site', () => {
    expect(onBehalfTarget('/orders/sap/4510100074')).toBe('/orders/sap/4510100074');
    expect(onBehalfTarget('/documents/invoice?q=9001')).toBe('/documents/invoice?q=9001');
    for (const refused of [
      '//evil.example/orders',
      'https://evil.example/orders',
      '/\\evil.example',
      'javascript:alert(1)',
      '/etaf',
      '/customer-search',
      'orders',
    ]) {
      expect(onBehalfTarget(refused), refused).toBeUndefined();
    }
  });

  it('reads the customer, the page and the reason from the address', () => {
    expect(deepLinkOf(new URLSearchParams(''))).toEqual({ kind: 'none' });
    expect(deepLinkOf(new URLSearchParams('customer=1000101&reason=%20T-1%20'))).toEqual({
      kind: 'open',
      customerId: '1000101',
      target: undefined,
      reason: 'T-1',
    });
    expect(deepLinkOf(new URLSearchParams('customer=abc'))).toEqual({ kind: 'refused', problem: 'customer' });
    expect(deepLinkOf(new URLSearchParams('customer=1000101&to=https://evil.example'))).toEqual({
      kind: 'refused',
      problem: 'target',
    });
  });
});
