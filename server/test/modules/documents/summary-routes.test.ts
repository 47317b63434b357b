import type { InjectOptions } from 'fastify';
import { accountSummarySchema, documentTotalsSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments } from '../../../src/db/schema/index.ts';
import { createTestCustomer, grantPrivileges, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';
import { pdfText } from './pdf-text.ts';

/**
 * The account summary, the statement of account and the list totals (issue 32): who may call them, bad input, and
 * the figures of a small made customer against sums worked out by hand.
 */

let testApp: TestApp;
let the: TestCallers;
/** A made customer's user with every document permission, one without payments, one without PDFs. */
const tokens: Record<'full' | 'noPayments' | 'noPdf', string> = { full: '', noPayments: '', noPdf: '' };
let made = '';

const documents = '/priv/api/v1/documents';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function call(headers: Record<string, string>, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers } as InjectOptions);
}

const party = { id: 'X', name: 'Made', street: 'Street 1', postcode: '1000', city: 'City', country: 'DE' };

/** A document of the made customer; amounts as the billing system stores them (credit notes negative). */
function document(
  type: 'invoice' | 'credit_note' | 'payment',
  documentId: string,
  values: { issue: number; due?: number; currency: string; gross: number; open: number; status: string },
) {
  return {
    type,
    documentId,
    customerId: made,
    brandId: null,
    issueDate: day(values.issue),
    dueDate: values.due === undefined ? null : day(values.due),
    currency: values.currency,
    netAmount: values.gross.toFixed(2),
    taxAmount: '0.00',
    grossAmount: values.gross.toFixed(2),
    openAmount: values.open.toFixed(2),
    status: values.status,
    billTo: party,
    payer: party,
    orders: [],
    deliveries: [],
    lines: [],
    settlements: [],
  };
}

async function signIn(customerId: string, enabled: string[]): Promise<string> {
  const user = await createTestUser(testApp.database.db);
  await grantPrivileges(testApp.database.db, user.id, [{ customerId, enabled }]);
  return (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
}

const allDocumentPermissions = [
  'DOCUMENT',
  'DOCUMENT_INVOICE',
  'DOCUMENT_CREDIT_NOTE',
  'DOCUMENT_PAYMENT',
  'DOWNLOAD_DOCUMENT_PDF',
];

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  made = await createTestCustomer(testApp.database.db, { currency: 'EUR', creditLimit: '5000.00' });
  // Before the period (opening): EUR invoice 1000 paid 600 on day -200; GBP invoice 300 still open, 120 days late.
  // In the period (-100 .. -1): EUR invoices, a credit note and a payment; GBP a payment.
  await testApp.database.db.insert(billingDocuments).values([
    document('invoice', 'T-OLD-1', {
      issue: -230,
      due: -200,
      currency: 'EUR',
      gross: 1000,
      open: 400,
      status: 'partially_paid',
    }),
    document('payment', 'T-PAY-0', { issue: -190, currency: 'EUR', gross: 600, open: 0, status: 'paid' }),
    document('invoice', 'T-OLD-2', {
      issue: -150,
      due: -120,
      currency: 'GBP',
      gross: 300,
      open: 300,
      status: 'open',
    }),
    document('invoice', 'T-INV-1', { issue: -80, due: -50, currency: 'EUR', gross: 500, open: 500, status: 'open' }),
    document('invoice', 'T-INV-2', { issue: -40, due: -10, currency: 'EUR', gross: 200, open: 0, status: 'paid' }),
    document('credit_note', 'T-CRN-1', { issue: -30, currency: 'EUR', gross: -50, open: 0, status: 'paid' }),
    document('payment', 'T-PAY-1', { issue: -20, currency: 'EUR', gross: 150, open: 0, status: 'paid' }),
    document('invoice', 'T-INV-3', { issue: -5, due: 25, currency: 'EUR', gross: 250, open: 250, status: 'open' }),
    document('invoice', 'T-INV-4', { issue: -70, due: -65, currency: 'EUR', gross: 80, open: 80, status: 'open' }),
    document('payment', 'T-PAY-2', { issue: -2, currency: 'GBP', gross: 100, open: 0, status: 'paid' }),
  ]);
  tokens.full = await signIn(made, allDocumentPermissions);
  tokens.noPayments = await signIn(made, ['DOCUMENT', 'DOCUMENT_INVOICE', 'DOCUMENT_CREDIT_NOTE']);
  tokens.noPdf = await signIn(made, ['DOCUMENT', 'DOCUMENT_INVOICE', 'DOCUMENT_CREDIT_NOTE', 'DOCUMENT_PAYMENT']);
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [made]);
  await removeTestCallers(testApp.database.db, the);
  await testApp.close();
});

const period = 'from=2025-01-01&to=2025-12-31';

/**
 * Every new endpoint x every caller (columns as in routes.test.ts):
 *   admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token)
 * noPrivileges has no access, ticketsOnly no document permission; staff call on behalf of admin's sold-to.
 */
const ownCustomerOf = (caller: TestCaller) => the.ownCustomer[caller];
const matrix: Array<[name: string, url: (caller: TestCaller) => string, expected: number[]]> = [
  [
    'GET summary, own sold-to',
    (caller) => `${documents}/summary?customer=${ownCustomerOf(caller)}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET summary, another customer's id",
    () => `${documents}/summary?customer=${the.foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET totals, own sold-to',
    (caller) => `${documents}/totals?customer=${ownCustomerOf(caller)}&type=invoice`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET totals, another customer's id",
    () => `${documents}/totals?customer=${the.foreignCustomer}&type=invoice`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET statement PDF, own sold-to',
    (caller) => `${documents}/statement?customer=${ownCustomerOf(caller)}&${period}&format=pdf`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET statement CSV, another customer's id",
    () => `${documents}/statement?customer=${the.foreignCustomer}&${period}&format=csv`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

const cells = matrix.flatMap(([name, url, expected]) =>
  testCallerNames.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
);

describe('account summary and statement authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await call(the.headers[caller], url(caller));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('refuses the statement without a type flag, and its PDF without downloadDocumentPdf', async () => {
    const noPayments = await call(
      bearer(tokens.noPayments),
      `${documents}/statement?customer=${made}&${period}&format=csv`,
    );
    expect(noPayments.statusCode, noPayments.body).toBe(403);
    expect(noPayments.json().message).toContain('payment');
    const noPdf = await call(bearer(tokens.noPdf), `${documents}/statement?customer=${made}&${period}&format=pdf`);
    expect(noPdf.statusCode, noPdf.body).toBe(403);
    const csv = await call(bearer(tokens.noPdf), `${documents}/statement?customer=${made}&${period}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
  });
});

describe('bad input', () => {
  const cases: Array<[url: string, field: string]> = [
    [`${documents}/summary`, 'customer'],
    [`${documents}/statement?customer={own}&from=2025-13-01&to=2025-12-31&format=pdf`, 'from'],
    [`${documents}/statement?customer={own}&to=2025-12-31&format=pdf`, 'from'],
    [`${documents}/statement?customer={own}&from=2025-06-01&to=2025-05-31&format=pdf`, 'to'],
    [`${documents}/statement?customer={own}&from=2020-01-01&to=2025-05-31&format=pdf`, 'to'],
    [`${documents}/statement?customer={own}&${period}&format=docx`, 'format'],
    [`${documents}/statement?customer={own}&${period}`, 'format'],
    [`${documents}/totals?customer={own}&type=invoice&status=lost`, 'status'],
    [`${documents}/totals?customer={own}&type=invoice&dueFrom=2025-06-01&dueTo=2025-05-01`, 'dueTo'],
    [`${documents}?customer={own}&type=invoice&currency=euro`, 'currency'],
  ];
  it.each(cases)('%s → 400 naming %s', async (url, field) => {
    const response = await call(the.headers.admin, url.replace('{own}', the.ownCustomer.admin));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining(field),
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });
});

describe('figures of a made customer', () => {
  it('sums the open balance, overdue and aging per currency, with the credit limit in its currency', async () => {
    const response = await call(bearer(tokens.full), `${documents}/summary?customer=${made}`);
    expect(response.statusCode, response.body).toBe(200);
    const summary = accountSummarySchema.parse(response.json());
    expect(summary.asOf).toBe(day(0));
    // EUR open: T-OLD-1 400 (200 days late), T-INV-1 500 (50), T-INV-4 80 (65), T-INV-3 250 (not due) = 1230.
    expect(summary.currencies).toEqual([
      {
        currency: 'EUR',
        open: 1230,
        overdue: 980,
        overdueCount: 3,
        openCount: 4,
        aging: { not_due: 250, days_1_30: 0, days_31_60: 500, days_61_90: 80, days_over_90: 400 },
        creditLimit: { limit: 5000, used: 1230, available: 3770 },
      },
      {
        currency: 'GBP',
        open: 300,
        overdue: 300,
        overdueCount: 1,
        openCount: 1,
        aging: { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 300 },
        creditLimit: null,
      },
    ]);
    expect(summary.nextDue.map((item) => item.documentId)).toEqual([
      'T-OLD-1',
      'T-OLD-2',
      'T-INV-4',
      'T-INV-1',
      'T-INV-3',
    ]);
    expect(summary.lastPayments.map((item) => item.documentId)).toEqual(['T-PAY-2', 'T-PAY-1', 'T-PAY-0']);

    const withoutPayments = await call(bearer(tokens.noPayments), `${documents}/summary?customer=${made}`);
    expect(accountSummarySchema.parse(withoutPayments.json()).lastPayments).toEqual([]);
  });

  it('links each aging bucket to a list filter that finds the same invoices', async () => {
    const list = async (query: string) => {
      const response = await call(bearer(tokens.full), `${documents}?customer=${made}&type=invoice&${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { items: Array<{ documentId: string }> }).items.map((item) => item.documentId).sort();
    };
    expect(await list('status=overdue&currency=EUR')).toEqual(['T-INV-1', 'T-INV-4', 'T-OLD-1']);
    expect(await list(`status=unpaid&dueFrom=${day(-90)}&dueTo=${day(-61)}`)).toEqual(['T-INV-4']);
    expect(await list(`status=unpaid&dueTo=${day(-91)}`)).toEqual(['T-OLD-1', 'T-OLD-2']);
    expect(await list('status=unpaid&currency=GBP')).toEqual(['T-OLD-2']);
  });

  it('totals the whole filtered set per currency, not a page', async () => {
    const response = await call(bearer(tokens.full), `${documents}/totals?customer=${made}&type=invoice`);
    expect(response.statusCode, response.body).toBe(200);
    expect(documentTotalsSchema.parse(response.json()).totals).toEqual([
      { currency: 'EUR', count: 5, gross: 2030, open: 1230 },
      { currency: 'GBP', count: 1, gross: 300, open: 300 },
    ]);
    const overdue = await call(bearer(tokens.full), `${documents}/totals?customer=${made}&type=invoice&status=overdue`);
    expect(documentTotalsSchema.parse(overdue.json()).totals).toEqual([
      { currency: 'EUR', count: 3, gross: 1580, open: 980 },
      { currency: 'GBP', count: 1, gross: 300, open: 300 },
    ]);
  });

  // T-PAY-2 (day -2) falls after the period.
  const statementPeriod = () => `from=${day(-100)}&to=${day(-3)}`;

  it('writes the statement as CSV: opening balance, entries with the running balance, closing balance', async () => {
    const response = await call(
      bearer(tokens.full),
      `${documents}/statement?customer=${made}&${statementPeriod()}&format=csv`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Currency,Date,Document,Number,Due date,Amount,Balance');
    // EUR opening: 1000 - 600 = 400; then +500, +80, +200, -50, -150, +250 = 1230 (its open balance). GBP: 300
    // before the period, nothing in it.
    expect(lines.slice(1)).toEqual([
      `EUR,${day(-100)},Opening balance,,,,400`,
      `EUR,${day(-80)},Invoice,T-INV-1,${day(-50)},500,900`,
      `EUR,${day(-70)},Invoice,T-INV-4,${day(-65)},80,980`,
      `EUR,${day(-40)},Invoice,T-INV-2,${day(-10)},200,1180`,
      `EUR,${day(-30)},Credit note,T-CRN-1,,-50,1130`,
      `EUR,${day(-20)},Payment,T-PAY-1,,-150,980`,
      `EUR,${day(-5)},Invoice,T-INV-3,${day(25)},250,1230`,
      `EUR,${day(-3)},Closing balance,,,,1230`,
      `GBP,${day(-100)},Opening balance,,,,300`,
      `GBP,${day(-3)},Closing balance,,,,300`,
    ]);
  });

  it('writes the statement as a PDF in the customer language with the opening and closing balances', async () => {
    const response = await call(
      bearer(tokens.full),
      `${documents}/statement?customer=${made}&${statementPeriod()}&format=pdf`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`statement-${made}-`);
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Statement of account');
    expect(text).toContain('Opening balance');
    // The standard fonts' encoding (WinAnsi) writes € as byte 0x80; the text is read as Latin-1.
    expect(text).toContain('Opening balance\n\x80400.00');
    expect(text).toContain('Closing balance\n\x801,230.00');
    expect(text).toContain('Closing balance\n£300.00');
    expect(text).toContain('Payment T-PAY-1');
  });

  it('writes the statement as XLSX', async () => {
    const response = await call(
      bearer(tokens.full),
      `${documents}/statement?customer=${made}&${statementPeriod()}&format=xlsx`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
