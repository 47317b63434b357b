import { getAccountSummaryEndpoint, getHomepageContentEndpoint, type AccountSummary } from '@portal/contracts';
import { mockEndpoint, neverAnswers, serverFailure } from '@portal/portal-kit/testing/endpoints';
import { storePermissions, storeSelectedSoldTo } from '@portal/portal-kit/host';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerDashboard } from '../../../src/features/dashboard/components/customer-dashboard.tsx';
import { setUpApiServer } from '../../support/api-server.ts';
import { contentPage } from '../../support/content.ts';
import { allCustomerCodes, permissionsRecord, privilege, soldTo } from '../../support/fixtures.ts';
import { renderRoutes, signInAs } from '../../support/render.tsx';

/** The customer dashboard's "Your account" panel (issue 32): after the first content row, never before it. */

const { server, reports } = setUpApiServer();
afterEach(cleanup);

const summary: AccountSummary = {
  customerId: '1000001',
  customerIds: ['1000001'],
  asOf: '2026-11-28',
  currencies: [
    {
      currency: 'EUR',
      open: 0,
      overdue: 0,
      overdueCount: 0,
      openCount: 0,
      aging: { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
      creditLimit: { limit: 5000, used: 0, available: 5000 },
    },
    {
      currency: 'GBP',
      open: 1450.5,
      overdue: 1200,
      overdueCount: 3,
      openCount: 4,
      aging: { not_due: 250.5, days_1_30: 100, days_31_60: 200, days_61_90: 300, days_over_90: 600 },
      creditLimit: null,
    },
  ],
  nextDue: [],
  lastPayments: [],
};

function renderDashboard(enabled: string[] = allCustomerCodes) {
  signInAs('buyer@example.com');
  storePermissions(permissionsRecord({ portalPrivileges: [privilege('1000001', enabled)] }));
  storeSelectedSoldTo(soldTo('1000001'));
  return renderRoutes('/dashboard', [{ path: '/dashboard', element: <CustomerDashboard /> }]);
}

describe('the "Your account" panel', () => {
  it('shows the open balance and what is overdue per currency below the first row, linking to the summary', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(getHomepageContentEndpoint, contentPage()),
      mockEndpoint(getAccountSummaryEndpoint, (request) => {
        asked.push(new URL(request.url).searchParams.get('customer') ?? '');
        return summary;
      }),
    );
    renderDashboard();
    const panel = await screen.findByRole('region', { name: 'Your account' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Your account' })).toBeInTheDocument();
    expect(await within(panel).findByText('£1,450.50')).toBeInTheDocument();
    expect(within(panel).getByText('Overdue (GBP)')).toBeInTheDocument();
    expect(within(panel).getByText('£1,200.00')).toBeInTheDocument();
    // A currency with nothing open or overdue is left out.
    expect(within(panel).queryByText('Open balance (EUR)')).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Account summary' })).toHaveAttribute('href', '/documents/summary');
    expect(asked).toEqual(['1000001']);

    // Below the first row (the hero), above the rest (the quick links).
    const hero = screen.getByRole('heading', { level: 2, name: 'The autumn/winter 2026 collection' });
    const quickLinks = screen.getByRole('heading', { level: 2, name: 'Your quick links' });
    expect(hero.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(panel.compareDocumentPosition(quickLinks) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(reports).toEqual([]);
  });

  it('asks for nothing while the content loads', async () => {
    let asked = false;
    server.use(
      mockEndpoint(getHomepageContentEndpoint, neverAnswers),
      mockEndpoint(getAccountSummaryEndpoint, () => {
        asked = true;
        return summary;
      }),
    );
    renderDashboard();
    expect(await screen.findByText('Loading content…')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Your account' })).toBeNull();
    expect(asked).toBe(false);
  });

  it('is not there without the invoice permission', async () => {
    let asked = false;
    server.use(
      mockEndpoint(getHomepageContentEndpoint, contentPage()),
      mockEndpoint(getAccountSummaryEndpoint, () => {
        asked = true;
        return summary;
      }),
    );
    renderDashboard(allCustomerCodes.filter((code) => code !== 'DOCUMENT_INVOICE'));
    expect(await screen.findByRole('heading', { name: 'Your quick links' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your account' })).toBeNull();
    expect(asked).toBe(false);
  });

  it('says the figures are not available when the call fails, and keeps the content', async () => {
    server.use(
      mockEndpoint(getHomepageContentEndpoint, contentPage()),
      mockEndpoint(getAccountSummaryEndpoint, serverFailure),
    );
    renderDashboard();
    expect(await screen.findByText('Your account figures are not available right now.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your quick links' })).toBeInTheDocument();
  });
});
