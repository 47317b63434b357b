import {
  getAccountStatementEndpoint,
  getAccountSummaryEndpoint,
  getDocumentsEndpoint,
  type AccountSummary,
} from '@portal/contracts';
import {
  expectAnnounced,
  mockEndpoint,
  neverAnswers,
  refusal,
  renderRemotePage,
  serverFailure,
  startMockServer,
} from '@portal/portal-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';
import { testDocument } from './document-fixture.ts';

/** The account summary: its states, its figures linking to the filtered list, and the statement's download. */

const server = startMockServer();

const document = testDocument;

const summary: AccountSummary = {
  customerId: '1000101',
  customerIds: ['1000101'],
  asOf: '2026-11-28',
  currencies: [
    {
      currency: 'EUR',
      open: 300,
      overdue: 0,
      overdueCount: 0,
      openCount: 1,
      aging: { not_due: 300, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
      creditLimit: null,
    },
    {
      currency: 'GBP',
      open: 1450.5,
      overdue: 1200,
      overdueCount: 3,
      openCount: 4,
      aging: { not_due: 250.5, days_1_30: 100, days_31_60: 200, days_61_90: 300, days_over_90: 600 },
      creditLimit: { limit: 10000, used: 1450.5, available: 8549.5 },
    },
  ],
  nextDue: [document({ documentId: '9010100001' })],
  lastPayments: [document({ type: 'payment', documentId: '1410100007', dueDate: null, openAmount: 0, status: 'paid' })],
};
const emptySummary: AccountSummary = { ...summary, currencies: [], nextDue: [], lastPayments: [] };

const noDocuments = { items: [], pageNumber: 0, pageSize: 20, totalElements: 0, totalCapped: false };

describe('the account summary while it loads, empty, on a failure and on a 403', () => {
  it('announces that it loads', async () => {
    server.use(mockEndpoint(getAccountSummaryEndpoint, neverAnswers));
    await renderRemotePage(remoteModule, '/documents/summary');
    await expectAnnounced('Loading the account summary…');
  });

  it('says when nothing is open', async () => {
    server.use(mockEndpoint(getAccountSummaryEndpoint, emptySummary));
    await renderRemotePage(remoteModule, '/documents/summary');
    expect(await screen.findByRole('heading', { name: 'Nothing is open' })).toBeInTheDocument();
    expect(screen.getByText('No invoices are open.')).toBeInTheDocument();
  });

  it('says the summary failed and loads it again on retry', async () => {
    let failing = true;
    server.use(mockEndpoint(getAccountSummaryEndpoint, () => (failing ? serverFailure() : emptySummary)));
    await renderRemotePage(remoteModule, '/documents/summary');
    expect(await screen.findByRole('heading', { name: 'The account summary could not be loaded' })).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nothing is open' })).toBeInTheDocument();
  });

  it('shows a 403 as a refusal, without a retry', async () => {
    server.use(mockEndpoint(getAccountSummaryEndpoint, refusal));
    await renderRemotePage(remoteModule, '/documents/summary');
    expect(await screen.findByRole('heading', { name: 'You cannot see these documents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('opens the first list the user may see without the invoice permission, never calling the summary', async () => {
    let called = false;
    server.use(
      mockEndpoint(getAccountSummaryEndpoint, () => {
        called = true;
        return summary;
      }),
      mockEndpoint(getDocumentsEndpoint, noDocuments),
    );
    const { router } = await renderRemotePage(remoteModule, '/documents/summary', {
      enabled: ['DOCUMENT', 'DOCUMENT_PAYMENT'],
    });
    await screen.findByRole('heading', { name: 'No documents found' });
    expect(router.state.location.pathname).toBe('/documents/payment');
    expect(called).toBe(false);
  });
});

describe('the account summary', () => {
  it('shows each currency with its figures, each linking to the list filtered to it', async () => {
    server.use(mockEndpoint(getAccountSummaryEndpoint, summary));
    await renderRemotePage(remoteModule, '/documents/summary');
    const tabs = await screen.findByRole('navigation', { name: 'Kinds of document' });
    expect(within(tabs).getByRole('link', { name: 'Account summary' })).toHaveAttribute('aria-current', 'page');

    const pounds = await screen.findByRole('region', { name: 'Account in GBP' });
    // The open balance and the credit used are the same sum: both lead to the unpaid invoices.
    expect(
      within(pounds)
        .getAllByRole('link', { name: '£1,450.50' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/documents/invoice?status=unpaid&currency=GBP', '/documents/invoice?status=unpaid&currency=GBP']);
    expect(within(pounds).getByRole('link', { name: '£1,200.00 overdue in GBP: show these invoices' })).toHaveAttribute(
      'href',
      '/documents/invoice?status=overdue&currency=GBP',
    );
    expect(within(pounds).getByText('£10,000.00')).toBeInTheDocument();
    expect(within(pounds).getByText('£8,549.50')).toBeInTheDocument();
    const aging = within(pounds).getByRole('table', { name: 'Open invoices in GBP by days past due' });
    expect(
      within(aging)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Not yet due', '1–30 days', '31–60 days', '61–90 days', 'Over 90 days']);
    expect(within(aging).getByRole('link', { name: '£300.00' })).toHaveAttribute(
      'href',
      '/documents/invoice?status=unpaid&dueFrom=2026-08-30&dueTo=2026-09-28&currency=GBP',
    );
    expect(within(aging).getByRole('link', { name: '£600.00' })).toHaveAttribute(
      'href',
      '/documents/invoice?status=unpaid&dueTo=2026-08-29&currency=GBP',
    );
    const euros = screen.getByRole('region', { name: 'Account in EUR' });
    expect(within(euros).queryByText('Credit limit')).toBeNull();

    const due = screen.getByRole('region', { name: 'Next items falling due' });
    expect(within(due).getByRole('link', { name: '9010100001' })).toHaveAttribute(
      'href',
      '/documents/invoice?q=9010100001',
    );
    const payments = screen.getByRole('region', { name: 'Last payments received' });
    expect(within(payments).getByRole('link', { name: '1410100007' })).toHaveAttribute(
      'href',
      '/documents/payment?q=1410100007',
    );
  });

  it('writes money and dates the way the language does', async () => {
    server.use(mockEndpoint(getAccountSummaryEndpoint, summary));
    await renderRemotePage(remoteModule, '/documents/summary', { language: 'de' });
    const pounds = await screen.findByRole('region', { name: 'Konto in GBP' });
    expect(within(pounds).getAllByRole('link', { name: /^1\.450,50\s£$/ })).toHaveLength(2);
    expect(screen.getByText('31. Oktober 2026')).toBeInTheDocument();
  });

  it('downloads the statement for the chosen period and format', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      mockEndpoint(getAccountSummaryEndpoint, summary),
      http.get(`*${getAccountStatementEndpoint.path}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return new HttpResponse('%PDF-1.3', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="statement-1000101-2026-01-01-2026-11-28.pdf"',
          },
        });
      }),
    );
    await renderRemotePage(remoteModule, '/documents/summary');
    const statement = await screen.findByRole('region', { name: 'Statement of account' });
    expect(within(statement).getByLabelText('From')).toHaveValue('2026-01-01');
    expect(within(statement).getByLabelText('To')).toHaveValue('2026-11-28');
    await userEvent.selectOptions(within(statement).getByLabelText('Format'), 'PDF');
    await userEvent.click(within(statement).getByRole('button', { name: 'Download statement' }));
    expect(await within(statement).findByText('Saved statement-1000101-2026-01-01-2026-11-28.pdf')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      customer: '1000101',
      from: '2026-01-01',
      to: '2026-11-28',
      format: 'pdf',
    });

    const to = within(statement).getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2025-12-31');
    expect(within(statement).getByRole('alert')).toHaveTextContent(
      'Choose a start date that is not after the end date.',
    );
    expect(within(statement).getByRole('button', { name: 'Download statement' })).toBeDisabled();
  });

  it('offers no PDF statement without downloadDocumentPdf', async () => {
    server.use(mockEndpoint(getAccountSummaryEndpoint, summary));
    await renderRemotePage(remoteModule, '/documents/summary', {
      enabled: ['DOCUMENT', 'DOCUMENT_INVOICE', 'DOCUMENT_CREDIT_NOTE', 'DOCUMENT_PAYMENT'],
    });
    const statement = await screen.findByRole('region', { name: 'Statement of account' });
    expect(
      within(within(statement).getByLabelText('Format'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Excel (XLSX)', 'CSV']);
  });
});
