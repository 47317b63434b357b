import {
  getDocumentEndpoint,
  getDocumentsEndpoint,
  getDocumentTotalsEndpoint,
  sendDocumentsEndpoint,
  type DocumentDetail,
  type DocumentPage,
  type DocumentSummary,
} from '@portal/contracts';
import { allPrivilegeCodes, mockEndpoint, renderRemotePage, startMockServer } from '@portal/portal-kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import remoteModule from '../src/module.ts';
import { testDocument } from './document-fixture.ts';

/** The documents remote: tabs per permitted type, filters, selection totals, the document modal and sending. */

function invoice(number: number, overrides: Partial<DocumentSummary> = {}): DocumentSummary {
  return testDocument({
    documentId: `9010100${String(number).padStart(3, '0')}`,
    openAmount: 0,
    status: 'paid',
    ...overrides,
  });
}

const invoices = [
  invoice(1, { status: 'overdue', openAmount: 120 }),
  invoice(2, { grossAmount: 240, netAmount: 200, taxAmount: 40 }),
  invoice(3),
];

function detail(summary: DocumentSummary): DocumentDetail {
  const party = {
    id: '1000101',
    name: 'Collins Outdoor Ltd',
    street: '14 Deansgate',
    postcode: 'M3 2BA',
    city: 'Manchester',
    country: 'GB',
  };
  return {
    ...summary,
    soldTo: { id: '1000101', name: 'Collins Outdoor Ltd' },
    billTo: party,
    payer: party,
    paymentTermsDays: 30,
    paymentMethod: null,
    orders: [{ source: 'sap', orderId: '4510100042' }],
    deliveries: ['8101000001'],
    lines: [
      {
        lineNumber: 10,
        description: 'Nuptse Jacket – Black, M',
        sku: 'NF0A3C8D-JK3-M',
        quantity: 2,
        unitPrice: 50,
        netAmount: 100,
        taxRate: 20,
      },
    ],
    taxSummary: [{ rate: 20, base: 100, tax: 20 }],
    settlements: [],
  };
}

const requests: URLSearchParams[] = [];
const mails: unknown[] = [];
startMockServer(
  mockEndpoint(getDocumentsEndpoint, (request): DocumentPage => {
    const query = new URL(request.url).searchParams;
    requests.push(query);
    const items = invoices.filter((item) => !query.get('status') || item.status === query.get('status'));
    return { items, pageNumber: 0, pageSize: 20, totalElements: items.length, totalCapped: false };
  }),
  mockEndpoint(getDocumentTotalsEndpoint, (request) => {
    const status = new URL(request.url).searchParams.get('status');
    const items = invoices.filter((item) => !status || item.status === status);
    const sum = (amount: (item: DocumentSummary) => number) => items.reduce((total, item) => total + amount(item), 0);
    return {
      totals: [
        {
          currency: 'GBP',
          count: items.length,
          gross: sum((item) => item.grossAmount),
          open: sum((item) => item.openAmount),
        },
      ],
    };
  }),
  mockEndpoint(getDocumentEndpoint, (_request, params) => {
    const found = invoices.find((item) => item.documentId === params.documentId);
    return found
      ? detail(found)
      : new Response(JSON.stringify({ error: 'Not Found', message: 'none' }), { status: 404 });
  }),
  mockEndpoint(sendDocumentsEndpoint, async (request) => {
    const body = (await request.json()) as {
      documents: Array<{ type: string; documentId: string }>;
      recipients: string[];
    };
    mails.push(body);
    return {
      recipients: body.recipients,
      attachments: body.documents.map((document) => `${document.type}-${document.documentId}.pdf`),
    };
  }),
);

beforeEach(() => {
  requests.length = 0;
  mails.length = 0;
});

async function renderAt(path: string, enabled: readonly string[]) {
  return (await renderRemotePage(remoteModule, path, { enabled })).router;
}

describe('the documents list', () => {
  it('shows only the permitted types, opens the first, totals the selection, and offers no PDFs without the permission', async () => {
    const router = await renderAt('/documents', ['DOCUMENT', 'DOCUMENT_INVOICE']);
    const tabs = await screen.findByRole('navigation', { name: 'Kinds of document' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Account summary', 'Invoices']);
    expect(router.state.location.pathname).toBe('/documents/invoice');
    expect(await screen.findByText('3 documents')).toBeInTheDocument();
    // The totals of the whole filtered set, from the server.
    expect(await screen.findByText('£480.00 (open £120.00)')).toBeInTheDocument();
    expect(requests[0]?.get('type')).toBe('invoice');

    const table = screen.getByRole('table', { name: 'Invoices of Collins Outdoor Ltd (1000101)' });
    const overdueRow = within(table).getByRole('button', { name: 'Show Invoice 9010100001' }).closest('tr');
    expect(within(overdueRow as HTMLElement).getByText('Overdue')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 9010100001' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 9010100002' }));
    expect(screen.getByRole('heading', { name: '2 documents selected' })).toBeInTheDocument();
    const selectionBar = within(screen.getByRole('region', { name: '2 documents selected' }));
    expect(selectionBar.getByText(/Total £360\.00/)).toBeInTheDocument();
    expect(selectionBar.getByText(/open £120\.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download PDFs (zip)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send by e-mail' })).toBeNull();

    // Without ticket writing the document modal offers no new ticket.
    await userEvent.click(screen.getByRole('button', { name: 'Show Invoice 9010100002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 9010100002' });
    expect(await within(dialog).findByText('Nuptse Jacket – Black, M')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Raise a ticket about this document' })).toBeNull();
  });

  it('filters by status through the address', async () => {
    const router = await renderAt('/documents/invoice', allPrivilegeCodes);
    await screen.findByText('3 documents');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'overdue');
    expect(await screen.findByText('1 document')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=overdue');
    expect(requests.at(-1)?.get('status')).toBe('overdue');
  });
});

describe('the document modal and sending', () => {
  it('shows a document with links to its order and to a new ticket, and sends it by e-mail after checking the addresses', async () => {
    await renderAt('/documents/invoice', allPrivilegeCodes);
    await userEvent.click(await screen.findByRole('button', { name: 'Show Invoice 9010100002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice 9010100002' });
    expect(await within(dialog).findByText('Nuptse Jacket – Black, M')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Order 4510100042' })).toHaveAttribute(
      'href',
      '/orders/sap/4510100042',
    );
    expect(within(dialog).getByRole('link', { name: 'Raise a ticket about this document' })).toHaveAttribute(
      'href',
      '/ticket/new?category=invoice&document=invoice%2F9010100002&subject=Invoice+9010100002',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send by e-mail' }));
    const send = await screen.findByRole('dialog', { name: 'Send documents by e-mail' });
    const recipients = within(send).getByLabelText('Recipients');
    await userEvent.type(recipients, 'accounts@example.com, not-an-address');
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    expect(within(send).getByText('Not an e-mail address: not-an-address')).toBeInTheDocument();
    expect(recipients).toHaveAttribute('aria-invalid', 'true');
    expect(recipients).toHaveFocus();

    await userEvent.clear(recipients);
    await userEvent.type(recipients, Array.from({ length: 11 }, (_v, index) => `r${index}@example.com`).join(' '));
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    expect(within(send).getByText('Enter at most 10 addresses (you entered 11).')).toBeInTheDocument();
    expect(mails).toHaveLength(0);

    await userEvent.clear(recipients);
    await userEvent.type(recipients, 'Accounts@Example.com');
    await userEvent.type(within(send).getByLabelText('Message (optional)'), 'For your records');
    await userEvent.click(within(send).getByRole('button', { name: 'Send' }));
    expect(await within(send).findByText('Sent invoice-9010100002.pdf to accounts@example.com.')).toBeInTheDocument();
    expect(mails).toEqual([
      {
        documents: [{ type: 'invoice', documentId: '9010100002' }],
        recipients: ['accounts@example.com'],
        message: 'For your records',
      },
    ]);
  });
});
