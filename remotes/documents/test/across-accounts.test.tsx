import {
  getAccountSummaryEndpoint,
  getDocumentsEndpoint,
  getDocumentTotalsEndpoint,
  type AccountSummary,
  type SoldTo,
} from '@portal/contracts';
import {
  mockEndpoint,
  renderRemotePage,
  startMockServer,
  testPermissions,
  testSoldTo,
} from '@portal/portal-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';
import { testDocument } from './document-fixture.ts';

/** The documents list and the account summary across several of the user's sold-tos (`?accounts=`). */

const server = startMockServer();

const store = (customerId: string, name: string): SoldTo => ({ ...testSoldTo, customerId, legalName: name, name });
const soldTos = [store('1000201', 'Store Leeds'), store('1000202', 'Store York'), store('1000203', 'Store Hull')];
const entry = (customer: string, enabled: readonly string[]) => ({
  customer,
  enabled: [...enabled],
  role: 'CUSTOMER',
  legacyBrandList: [],
});
const all = testPermissions().portalPrivileges[0]?.enabled ?? [];
/** Three stores; the third may not see documents at all. */
const permissions = {
  ...testPermissions(),
  portalPrivileges: [
    entry('1000201', all),
    entry('1000202', all),
    entry(
      '1000203',
      all.filter((code) => !code.startsWith('DOCUMENT')),
    ),
  ],
};
const options = { permissions, soldTo: soldTos[0] ?? null, soldTos };

const invoice = (documentId: string, customerId: string) => testDocument({ documentId, customerId });

function documentsApi() {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(getDocumentsEndpoint, (request) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = (query.get('customer') ?? '')
        .split(',')
        .map((customer, index) => invoice(`901010000${index}`, customer));
      return { items, pageNumber: 0, pageSize: 20, totalElements: items.length, totalCapped: false };
    }),
    mockEndpoint(getDocumentTotalsEndpoint, () => ({ totals: [] })),
  );
  return queries;
}

describe('documents across accounts', () => {
  it('offers the selector, and with all accounts lists the sold-tos that may see documents, with a sold-to column', async () => {
    const queries = documentsApi();
    const { router } = await renderRemotePage(remoteModule, '/documents/invoice?status=unpaid', options);
    await screen.findByRole('table');
    expect(queries.at(-1)?.get('customer')).toBe('1000201');
    await userEvent.click(screen.getByRole('button', { name: /Accounts shown/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'All my accounts' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(router.state.location.search).toBe('?status=unpaid&accounts=all');
    const table = await screen.findByRole('table', { name: 'Invoices of 2 accounts' });
    expect(queries.at(-1)?.get('customer')).toBe('1000201,1000202');
    expect(within(table).getByRole('columnheader', { name: 'Sold-to' })).toBeInTheDocument();
    expect(within(table).getByText('Store York')).toBeInTheDocument();
  });

  it('keeps the accounts in the tabs and filters, and zips or mails the documents of one account only', async () => {
    documentsApi();
    const { router } = await renderRemotePage(remoteModule, '/documents/invoice?accounts=all', options);
    const table = await screen.findByRole('table', { name: 'Invoices of 2 accounts' });
    expect(screen.getByRole('link', { name: 'Account summary' })).toHaveAttribute(
      'href',
      '/documents/summary?accounts=all',
    );
    await userEvent.click(within(table).getByRole('checkbox', { name: /9010100000/ }));
    expect(screen.getByRole('button', { name: 'Download PDFs (zip)' })).toBeEnabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: /9010100001/ }));
    expect(screen.getByRole('button', { name: 'Download PDFs (zip)' })).toBeDisabled();
    expect(
      screen.getByText(
        'A download or an e-mail holds the documents of one account: select documents of one account only.',
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'overdue');
    expect(router.state.location.search).toBe('?status=overdue&accounts=all');
  });

  it('sums the summary across the accounts, names them, links its figures to the list of the same accounts', async () => {
    const asked: string[] = [];
    const summary: AccountSummary = {
      customerId: '1000201',
      customerIds: ['1000201', '1000202'],
      asOf: '2026-11-28',
      currencies: [
        {
          currency: 'GBP',
          open: 240,
          overdue: 240,
          overdueCount: 2,
          openCount: 2,
          aging: { not_due: 0, days_1_30: 240, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
          creditLimit: null,
        },
      ],
      nextDue: [],
      lastPayments: [],
    };
    server.use(
      mockEndpoint(getAccountSummaryEndpoint, (request) => {
        asked.push(new URL(request.url).searchParams.get('customer') ?? '');
        return summary;
      }),
    );
    await renderRemotePage(remoteModule, '/documents/summary?accounts=all', options);
    const covers = await screen.findByRole('region', { name: 'This summary covers 2 accounts' });
    expect(within(covers).getByText('Store Leeds (1000201)')).toBeInTheDocument();
    expect(within(covers).getByText('Store York (1000202)')).toBeInTheDocument();
    expect(asked).toEqual(['1000201,1000202']);
    expect(screen.getByRole('link', { name: /240.00 overdue in GBP/ })).toHaveAttribute(
      'href',
      '/documents/invoice?status=overdue&currency=GBP&accounts=all',
    );
    expect(screen.queryByRole('heading', { name: /Statement/ })).toBeNull();
  });

  it('says clearly when none of the accounts the address names may see documents', async () => {
    const queries = documentsApi();
    await renderRemotePage(remoteModule, '/documents/invoice?accounts=1000203', options);
    expect(
      await screen.findByText('None of the accounts in this address can be shown to you here. Choose accounts above.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(queries).toHaveLength(0);
  });
});
