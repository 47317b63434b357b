import type { InjectOptions } from 'fastify';
import { documentDetailSchema, documentPageSchema, type DocumentSummary } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { createTestDocuments, type CreatedDocument, type TestDocument } from '../../helpers/documents.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { outboxFor } from '../../helpers/outbox.ts';
import { pdfText, zipEntryNames } from './pdf-text.ts';

/** The documents endpoints: who may call them, per-type flags, PDFs, zips, mails, bad input and the list's filters. */

type Caller = TestCaller | 'invoicesOnly' | 'mailer';

let testApp: TestApp;
let the: TestCallers;
/** Users of admin's sold-to: one with invoices only (no other type, no PDFs), one for the mail rate limit. */
const extraTokens: Partial<Record<Caller, string>> = {};
/** One invoice of each caller's own sold-to and of the foreign sold-to. */
const invoiceOf: Record<string, string> = {};
/** The documents of admin's sold-to, as written. */
let adminDocuments: CreatedDocument[];
let adminPayment = '';
let adminCredit = '';
/** Mail addresses of this run only. */
const mark = `dr${Date.now().toString(36)}`;
const address = (name: string) => `${name}.${mark}@example.com`;

const today = new Date().toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Admin's sold-to: 24 invoices a week apart from 2026-01-05 (in turn paid, half paid and unpaid, so the unpaid ones
 * are overdue; the first covers an order), one issued today and not yet due, a credit note.
 */
const history = (customerId: string): TestDocument[] => [
  ...Array.from({ length: 24 }, (_unused, index): TestDocument => ({
    type: 'invoice',
    issueDate: addDays('2026-01-05', index * 7),
    net: 1000 + index * 10,
    paid: index % 3 === 0 ? Number.MAX_SAFE_INTEGER : index % 3 === 1 ? 600 : 0,
    orders: index === 0 ? [{ source: 'sap', orderId: `T${customerId}-1` }] : [],
  })),
  { type: 'invoice', issueDate: today, dueDate: addDays(today, 30) },
  { type: 'credit_note', issueDate: '2026-02-02', net: 80 },
];

/** Admin's sold-to unless the URL names another: `{own}` stands for it. */
const own = (url: string) => url.replaceAll('{own}', the.ownCustomer.admin);

function send(caller: Caller, options: Omit<InjectOptions, 'headers'> & { url: string }) {
  const extra = extraTokens[caller];
  const headers = extra ? bearer(extra) : (the.headers[caller as TestCaller] ?? {});
  return testApp.app.inject({ ...options, url: own(options.url), headers } as InjectOptions);
}
const get = (caller: Caller, url: string) => send(caller, { method: 'GET', url });
const post = (caller: Caller, url: string, payload: object) => send(caller, { method: 'POST', url, payload });

async function signInWith(enabled: string[]): Promise<string> {
  const { db } = testApp.database;
  return (await createSignedInUser(testApp.app, db, [{ customerId: the.ownCustomer.admin, enabled }])).token;
}

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  const { db } = testApp.database;
  const admin = the.ownCustomer.admin;
  adminDocuments = await createTestDocuments(db, admin, history(admin));
  const documentOf = (type: string) => adminDocuments.find((document) => document.type === type)?.documentId ?? '';
  invoiceOf[admin] = documentOf('invoice');
  adminPayment = documentOf('payment');
  adminCredit = documentOf('credit_note');
  for (const customerId of new Set([...Object.values(the.ownCustomer), the.foreignCustomer])) {
    if (customerId === admin) continue;
    const [invoice] = await createTestDocuments(db, customerId, [{ type: 'invoice' }]);
    invoiceOf[customerId] = invoice?.documentId ?? '';
  }
  extraTokens.invoicesOnly = await signInWith(['DOCUMENT', 'DOCUMENT_INVOICE']);
  extraTokens.mailer = await signInWith([
    'DOCUMENT',
    'DOCUMENT_INVOICE',
    'DOCUMENT_CREDIT_NOTE',
    'DOCUMENT_PAYMENT',
    'DOWNLOAD_DOCUMENT_PDF',
  ]);
});

afterAll(async () => {
  await removeTestCallers(testApp.database.db, the);
  await testApp.close();
});

const documents = '/priv/api/v1/documents';
const detail = (customerId: string, of: string, suffix = '') =>
  `${documents}/invoice/${invoiceOf[of]}${suffix}?customer=${customerId}`;

/**
 * Every documents endpoint x every caller. Columns:
 *   admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token)
 * multi has not chosen among its sold-tos, yet reads the one it names (ADR 042); noPrivileges has no access;
 * ticketsOnly has no document permission. The staff call in an on-behalf session for admin's sold-to, with the
 * on-behalf document permissions, so another customer's id is refused to them.
 */
const ownCustomerOf = (caller: TestCaller) => the.ownCustomer[caller];
const matrix: Array<[name: string, url: (caller: TestCaller) => string, expected: number[]]> = [
  [
    'GET invoices, own sold-to',
    (caller) => `${documents}?customer=${ownCustomerOf(caller)}&type=invoice`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET invoices, another customer's id",
    () => `${documents}?customer=${the.foreignCustomer}&type=invoice`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET invoice, own sold-to and invoice',
    (caller) => detail(ownCustomerOf(caller), ownCustomerOf(caller)),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET invoice, own sold-to and another customer's invoice",
    (caller) => detail(ownCustomerOf(caller), the.foreignCustomer),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    'GET invoice PDF, own sold-to and invoice',
    (caller) => detail(ownCustomerOf(caller), ownCustomerOf(caller), '/pdf'),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET invoice PDF, own sold-to and another customer's invoice",
    (caller) => detail(ownCustomerOf(caller), the.foreignCustomer, '/pdf'),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "GET zip, own sold-to with another customer's invoice",
    (caller) =>
      `${documents}/download?customer=${ownCustomerOf(caller)}&ids=invoice/${invoiceOf[ownCustomerOf(caller)]},invoice/${invoiceOf[the.foreignCustomer]}`,
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
];

const cells = matrix.flatMap(([name, url, expected]) =>
  testCallerNames.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
);

describe('documents authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await get(caller, url(caller));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it("sends nothing when a document is another customer's (404)", async () => {
    const foreignCheck = address('foreign-check');
    const before = (await outboxFor(testApp.app, foreignCheck)).length;
    const response = await post('admin', `${documents}/send-email?customer={own}`, {
      documents: [
        { type: 'invoice', documentId: invoiceOf[the.ownCustomer.admin] },
        { type: 'invoice', documentId: invoiceOf[the.foreignCustomer] },
      ],
      recipients: [foreignCheck],
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(await outboxFor(testApp.app, foreignCheck)).toHaveLength(before);
  });
});

describe('per-type flags and the PDF permission', () => {
  it('lists only the types the user has the flag for', async () => {
    expect((await get('invoicesOnly', `${documents}?customer={own}&type=invoice`)).statusCode).toBe(200);
    for (const type of ['credit_note', 'payment']) {
      const response = await get('invoicesOnly', `${documents}?customer={own}&type=${type}`);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await get('invoicesOnly', `${documents}/payment/${adminPayment}?customer={own}`)).statusCode).toBe(403);
  });

  it('refuses PDFs, zips and mails without downloadDocumentPdf (403)', async () => {
    const invoice = invoiceOf[the.ownCustomer.admin];
    expect((await get('invoicesOnly', `${documents}/invoice/${invoice}?customer={own}`)).statusCode).toBe(200);
    expect((await get('invoicesOnly', `${documents}/invoice/${invoice}/pdf?customer={own}`)).statusCode).toBe(403);
    expect((await get('invoicesOnly', `${documents}/download?customer={own}&ids=invoice/${invoice}`)).statusCode).toBe(
      403,
    );
    const mail = await post('invoicesOnly', `${documents}/send-email?customer={own}`, {
      documents: [{ type: 'invoice', documentId: invoice }],
      recipients: ['someone@example.com'],
    });
    expect(mail.statusCode, mail.body).toBe(403);
  });

  it('refuses a zip with a type the user lacks the flag for (403)', async () => {
    const response = await get(
      'invoicesOnly',
      `${documents}/download?customer={own}&ids=invoice/${invoiceOf[the.ownCustomer.admin]},payment/${adminPayment}`,
    );
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('bad input', () => {
  const tooMany = Array.from({ length: 11 }, (_unused, index) => `r${index}@example.com`);
  const getCases: Array<[url: string, field: string]> = [
    [`${documents}?customer={own}`, 'type'],
    [`${documents}?customer={own}&type=receipt`, 'type'],
    [`${documents}?customer={own}&type=invoice&status=lost`, 'status'],
    [`${documents}?customer={own}&type=invoice&from=2026-13-01`, 'from'],
    [`${documents}?customer={own}&type=invoice&from=2026-05-01&to=2026-04-01`, 'to'],
    [`${documents}?customer={own}&type=invoice&q=${'x'.repeat(61)}`, 'q'],
    [`${documents}?customer={own}&type=invoice&pageSize=101`, 'pageSize'],
    [`${documents}/invoice/9010100001/pdf`, 'customer'],
    [`${documents}/download?customer={own}&ids=invoice`, 'ids'],
    [`${documents}/download?customer={own}&ids=invoice/9010100001,invoice/9010100001`, 'ids'],
  ];
  it.each(getCases)('%s → 400 naming %s', async (url, field) => {
    const response = await get('admin', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining(field),
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });

  it.each([
    [`${documents}/receipt/9010100001?customer={own}`, 'type'],
    [`${documents}/invoice/not%20a%20number?customer={own}`, 'documentId'],
  ])('%s names no document: 404 naming %s', async (url, field) => {
    const response = await get('admin', url);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', details: [{ field, message: expect.any(String) }] });
  });

  const valid = { documents: [{ type: 'invoice', documentId: '9010100001' }], recipients: [address('a')] };
  const postCases: Array<[name: string, field: string, body: object]> = [
    ['no documents', 'documents', { ...valid, documents: [] }],
    ['a bad type', 'documents.0.type', { ...valid, documents: [{ type: 'order', documentId: '1' }] }],
    ['no recipients', 'recipients', { ...valid, recipients: [] }],
    ['an address that is none', 'recipients.1', { ...valid, recipients: [address('a'), 'not-an-address'] }],
    ['11 recipients', 'recipients', { ...valid, recipients: tooMany }],
    ['a message too long', 'message', { ...valid, message: 'x'.repeat(2001) }],
  ];
  it.each(postCases)('send-email with %s → 400 naming %s', async (_name, field, body) => {
    const response = await post('admin', `${documents}/send-email?customer={own}`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining(field),
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
    expect(await outboxFor(testApp.app, address('a'))).toHaveLength(0);
  });
});

describe('document list', () => {
  const list = async (query: string) => {
    const response = await get('admin', `${documents}?customer={own}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return documentPageSchema.parse(response.json());
  };
  const newestFirst = (items: DocumentSummary[]) =>
    items.every((item, index) => index === 0 || (items[index - 1]?.issueDate ?? '') >= item.issueDate);

  it("pages through the sold-to's invoices newest first, counting them all", async () => {
    const all = adminDocuments.filter((document) => document.type === 'invoice').length;
    expect(all).toBe(25);
    const firstPage = await list('&type=invoice&pageSize=20');
    const secondPage = await list('&type=invoice&pageSize=20&pageNumber=1');
    expect(firstPage.totalElements).toBe(all);
    expect(firstPage.items).toHaveLength(20);
    expect(newestFirst([...firstPage.items, ...secondPage.items])).toBe(true);
    const ids = new Set([...firstPage.items, ...secondPage.items].map((item) => item.documentId));
    expect(ids.size).toBe(firstPage.items.length + secondPage.items.length);
    expect(firstPage.items.every((item) => item.type === 'invoice' && item.customerId === the.ownCustomer.admin)).toBe(
      true,
    );
  });

  it('filters by status (overdue: not settled after the due date), issue dates and q', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const overdue = await list('&type=invoice&status=overdue&pageSize=100');
    const unpaidAndDue = adminDocuments.filter(
      (document) => document.type === 'invoice' && document.openAmount > 0 && (document.dueDate ?? today) < today,
    );
    expect(unpaidAndDue.length).toBeGreaterThan(0);
    expect(overdue.items.map((item) => item.documentId).sort()).toEqual(
      unpaidAndDue.map((document) => document.documentId).sort(),
    );
    for (const item of overdue.items) {
      expect(item.status).toBe('overdue');
      expect(item.openAmount).toBeGreaterThan(0);
      expect((item.dueDate ?? today) < today).toBe(true);
    }
    const paid = await list('&type=invoice&status=paid&pageSize=100');
    expect(paid.items.every((item) => item.status === 'paid' && item.openAmount === 0)).toBe(true);
    expect(paid.totalElements).toBe(
      adminDocuments.filter((document) => document.type === 'invoice' && document.status === 'paid').length,
    );
    // Each status chooses its own conditions: asked one after another, none answers with another's statement.
    const unpaid = await list('&type=invoice&status=unpaid&pageSize=100');
    expect(unpaid.items.every((item) => item.openAmount > 0)).toBe(true);
    expect(unpaid.totalElements).toBe(
      adminDocuments.filter((document) => document.type === 'invoice' && document.openAmount > 0).length,
    );
    expect((await list('&type=invoice&pageSize=100')).totalElements).toBe(
      adminDocuments.filter((document) => document.type === 'invoice').length,
    );

    const ranged = await list('&type=invoice&from=2026-03-01&to=2026-05-31&pageSize=100');
    expect(ranged.totalElements).toBe(
      adminDocuments.filter(
        (document) =>
          document.type === 'invoice' && document.issueDate >= '2026-03-01' && document.issueDate <= '2026-05-31',
      ).length,
    );
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(ranged.items.every((item) => item.issueDate >= '2026-03-01' && item.issueDate <= '2026-05-31')).toBe(true);

    const invoice = documentDetailSchema.parse(
      (await get('admin', `${documents}/invoice/${invoiceOf[the.ownCustomer.admin]}?customer={own}`)).json(),
    );
    const orderId = invoice.orders[0]?.orderId ?? '';
    const byOrder = await list(`&type=invoice&q=${orderId.toLowerCase()}`);
    expect(byOrder.items.map((item) => item.documentId)).toContain(invoice.documentId);
    const byNumber = await list(`&type=invoice&q=${invoice.documentId.slice(-6)}`);
    expect(byNumber.items.map((item) => item.documentId)).toContain(invoice.documentId);
    expect((await list('&type=invoice&q=%25')).totalElements).toBe(0);
  });

  it('answers an invoice with its parties, lines, tax summary and orders, consistent in its amounts', async () => {
    const response = await get('admin', `${documents}/invoice/${invoiceOf[the.ownCustomer.admin]}?customer={own}`);
    const invoice = documentDetailSchema.parse(response.json());
    const admin = the.ownCustomer.admin;
    expect(invoice.soldTo).toEqual({ id: admin, name: `Test Retail ${admin}` });
    expect(invoice.lines.length).toBeGreaterThan(0);
    expect(invoice.orders.length).toBe(1);
    const net = invoice.lines.reduce((sum, line) => sum + line.netAmount, 0);
    expect(invoice.netAmount).toBeCloseTo(net, 2);
    expect(invoice.grossAmount).toBeCloseTo(invoice.netAmount + invoice.taxAmount, 2);
    expect(invoice.taxSummary).toEqual([{ rate: 20, base: invoice.netAmount, tax: invoice.taxAmount }]);
    const settled = invoice.settlements.reduce((sum, settlement) => sum + settlement.amount, 0);
    expect(invoice.openAmount).toBeCloseTo(invoice.grossAmount - settled, 2);
  });

  it('answers a payment with the documents it settles', async () => {
    const response = await get('admin', `${documents}/payment/${adminPayment}?customer={own}`);
    const payment = documentDetailSchema.parse(response.json());
    expect(payment.status).toBe('paid');
    expect(payment.settlements.length).toBeGreaterThan(0);
    expect(payment.paymentMethod).not.toBeNull();
  });
});

describe('PDFs, zips and mails', () => {
  it('answers a real PDF with the invoice number, in the customer’s language', async () => {
    const invoice = invoiceOf[the.ownCustomer.admin] ?? '';
    const response = await get('admin', `${documents}/invoice/${invoice}/pdf?customer={own}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain(invoice);
    expect(text).toContain('Invoice');
    expect(text).toContain(`Test Retail ${the.ownCustomer.admin}`);

    // german's sold-to is German.
    const germanCustomer = the.ownCustomer.german;
    const german = await get(
      'german',
      `${documents}/invoice/${invoiceOf[germanCustomer]}/pdf?customer=${germanCustomer}`,
    );
    expect(german.statusCode).toBe(200);
    const germanText = pdfText(german.rawPayload);
    expect(germanText).toContain('Rechnung');
    expect(germanText).toContain('Zahlungsbedingungen');
  });

  it('draws credit notes and payments too', async () => {
    const credit = adminCredit;
    const creditPdf = await get('admin', `${documents}/credit_note/${credit}/pdf?customer={own}`);
    expect(creditPdf.statusCode).toBe(200);
    expect(pdfText(creditPdf.rawPayload)).toContain(`Credit note`);
    expect(pdfText(creditPdf.rawPayload)).toContain(credit);
    const paymentPdf = await get('admin', `${documents}/payment/${adminPayment}/pdf?customer={own}`);
    expect(paymentPdf.statusCode).toBe(200);
    expect(pdfText(paymentPdf.rawPayload)).toContain('Payment advice');
    expect(pdfText(paymentPdf.rawPayload)).toContain(adminPayment);
  });

  it('streams three PDFs as one zip', async () => {
    const page = documentPageSchema.parse(
      (await get('admin', `${documents}?customer={own}&type=invoice&pageSize=3`)).json(),
    );
    const ids = page.items.map((item) => `invoice/${item.documentId}`).join(',');
    const response = await get('admin', `${documents}/download?customer={own}&ids=${ids}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(zipEntryNames(response.rawPayload)).toEqual(page.items.map((item) => `invoice-${item.documentId}.pdf`));
  });

  it('mails two PDFs to each recipient, with the message', async () => {
    const credit = adminCredit;
    const response = await post('admin', `${documents}/send-email?customer={own}`, {
      documents: [
        { type: 'invoice', documentId: invoiceOf[the.ownCustomer.admin] },
        { type: 'credit_note', documentId: credit },
      ],
      recipients: [address('Accounts'), address('accounts'), address('controller')],
      message: 'As discussed on the phone.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      recipients: [address('accounts'), address('controller')],
      attachments: [`invoice-${invoiceOf[the.ownCustomer.admin]}.pdf`, `credit-note-${credit}.pdf`],
    });
    for (const recipient of [address('accounts'), address('controller')]) {
      const mails = await outboxFor(testApp.app, recipient);
      expect(mails).toHaveLength(1);
      const [mail] = mails as Array<(typeof mails)[number] & { attachments: Array<{ contentType: string }> }>;
      expect(mail?.subject).toContain(`Test Retail ${the.ownCustomer.admin}`);
      expect(mail?.text).toContain('As discussed on the phone.');
      expect(mail?.text).toContain(the.usernames.admin);
      expect(mail?.attachments).toHaveLength(2);
      expect(mail?.attachments.every((file) => file.contentType === 'application/pdf')).toBe(true);
    }
  });

  it('limits the sends per user (429 past the hour’s budget)', async () => {
    const attempt = () =>
      post('mailer', `${documents}/send-email?customer={own}`, {
        documents: [{ type: 'invoice', documentId: '9099999999' }],
        recipients: ['nobody@example.com'],
      });
    for (let index = 0; index < 10; index += 1) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode, refused.body).toBe(429);
    // Another user's budget is their own.
    expect((await get('admin', `${documents}?customer={own}&type=invoice&pageSize=1`)).statusCode).toBe(200);
  });
});
