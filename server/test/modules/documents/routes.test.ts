import type { InjectOptions } from 'fastify';
import { documentDetailSchema, documentPageSchema, type DocumentSummary } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments } from '../../../src/db/schema/index.ts';
import {
  foreignCustomer,
  grantPrivileges,
  matrixCallers,
  matrixHeaders,
  ownCustomerOf,
  personaTokens,
  type MatrixCaller,
  type PersonaName,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { outboxFor } from '../../helpers/outbox.ts';
import { createTestUser } from '../../helpers/users.ts';
import { pdfText, zipEntryNames } from './pdf-text.ts';

/** The documents endpoints: who may call them, per-type flags, PDFs, zips, mails, bad input and the list's filters. */

type Caller = MatrixCaller | 'invoicesOnly' | 'mailer';

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
/** Users of buyer@'s sold-to: one with invoices only (no other type, no PDFs), one for the mail rate limit. */
const extraTokens: Partial<Record<Caller, string>> = {};
/** One invoice of each caller's own sold-to and of the foreign sold-to. */
const invoiceOf: Record<string, string> = {};
let buyerPayment = '';

/** Each matrix caller's headers; staff call in an on-behalf session for their `ownCustomerOf`. */
let headersOf: Record<MatrixCaller, Record<string, string>>;

function send(caller: Caller, options: Omit<InjectOptions, 'headers'>) {
  const extra = extraTokens[caller];
  const headers = extra ? bearer(extra) : (headersOf[caller as MatrixCaller] ?? {});
  return testApp.app.inject({ ...options, headers } as InjectOptions);
}
const get = (caller: Caller, url: string) => send(caller, { method: 'GET', url });
const post = (caller: Caller, url: string, payload: object) => send(caller, { method: 'POST', url, payload });

async function first(customerId: string, type: string): Promise<string> {
  const [row] = await testApp.database.db
    .select({ documentId: billingDocuments.documentId })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.customerId, customerId), eq(billingDocuments.type, type)))
    .limit(1);
  if (!row) throw new Error(`no ${type} for ${customerId}`);
  return row.documentId;
}

async function signInWith(enabled: string[]): Promise<string> {
  const user = await createTestUser(testApp.database.db);
  await grantPrivileges(testApp.database.db, user.id, [{ customerId: '1000101', enabled }]);
  return (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app);
  headersOf = await matrixHeaders(testApp.app, tokens);
  for (const customerId of new Set([...Object.values(ownCustomerOf), foreignCustomer])) {
    invoiceOf[customerId] = await first(customerId, 'invoice');
  }
  buyerPayment = await first('1000101', 'payment');
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
  await testApp.close();
});

const documents = '/priv/api/v1/documents';
const detail = (customerId: string, of: string, suffix = '') =>
  `${documents}/invoice/${invoiceOf[of]}${suffix}?customer=${customerId}`;

/**
 * Every documents endpoint x every caller. Columns:
 *   buyer multi newterms pending limited klaus staff approver salesrep (no token)
 * multi@ has not chosen among their sold-tos, yet reads the one it names (ADR 042); pending@ has no access;
 * limited@ has no document permission. The staff personas call in an on-behalf session for buyer@'s sold-to, with
 * the on-behalf document permissions, so another customer's id is refused to them.
 */
const matrix: Array<[name: string, url: (caller: MatrixCaller) => string, expected: number[]]> = [
  [
    'GET invoices, own sold-to',
    (caller) => `${documents}?customer=${ownCustomerOf[caller]}&type=invoice`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET invoices, another customer's id",
    () => `${documents}?customer=${foreignCustomer}&type=invoice`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET invoice, own sold-to and invoice',
    (caller) => detail(ownCustomerOf[caller], ownCustomerOf[caller]),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET invoice, own sold-to and another customer's invoice",
    (caller) => detail(ownCustomerOf[caller], foreignCustomer),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    'GET invoice PDF, own sold-to and invoice',
    (caller) => detail(ownCustomerOf[caller], ownCustomerOf[caller], '/pdf'),
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET invoice PDF, own sold-to and another customer's invoice",
    (caller) => detail(ownCustomerOf[caller], foreignCustomer, '/pdf'),
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
  [
    "GET zip, own sold-to with another customer's invoice",
    (caller) =>
      `${documents}/download?customer=${ownCustomerOf[caller]}&ids=invoice/${invoiceOf[ownCustomerOf[caller]]},invoice/${invoiceOf[foreignCustomer]}`,
    [404, 404, 404, 403, 403, 404, 404, 404, 404, 401],
  ],
];

const cells = matrix.flatMap(([name, url, expected]) =>
  matrixCallers.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
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
    const before = (await outboxFor(testApp.app, 'foreign-check@example.com')).length;
    const response = await post('buyer', `${documents}/send-email?customer=1000101`, {
      documents: [
        { type: 'invoice', documentId: invoiceOf['1000101'] },
        { type: 'invoice', documentId: invoiceOf[foreignCustomer] },
      ],
      recipients: ['foreign-check@example.com'],
    });
    expect(response.statusCode, response.body).toBe(404);
    expect(await outboxFor(testApp.app, 'foreign-check@example.com')).toHaveLength(before);
  });
});

describe('per-type flags and the PDF permission', () => {
  it('lists only the types the user has the flag for', async () => {
    expect((await get('invoicesOnly', `${documents}?customer=1000101&type=invoice`)).statusCode).toBe(200);
    for (const type of ['credit_note', 'payment']) {
      const response = await get('invoicesOnly', `${documents}?customer=1000101&type=${type}`);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await get('invoicesOnly', `${documents}/payment/${buyerPayment}?customer=1000101`)).statusCode).toBe(403);
  });

  it('refuses PDFs, zips and mails without downloadDocumentPdf (403)', async () => {
    const invoice = invoiceOf['1000101'];
    expect((await get('invoicesOnly', `${documents}/invoice/${invoice}?customer=1000101`)).statusCode).toBe(200);
    expect((await get('invoicesOnly', `${documents}/invoice/${invoice}/pdf?customer=1000101`)).statusCode).toBe(403);
    expect(
      (await get('invoicesOnly', `${documents}/download?customer=1000101&ids=invoice/${invoice}`)).statusCode,
    ).toBe(403);
    const mail = await post('invoicesOnly', `${documents}/send-email?customer=1000101`, {
      documents: [{ type: 'invoice', documentId: invoice }],
      recipients: ['someone@example.com'],
    });
    expect(mail.statusCode, mail.body).toBe(403);
  });

  it('refuses a zip with a type the user lacks the flag for (403)', async () => {
    const response = await get(
      'invoicesOnly',
      `${documents}/download?customer=1000101&ids=invoice/${invoiceOf['1000101']},payment/${buyerPayment}`,
    );
    expect(response.statusCode, response.body).toBe(403);
  });
});

describe('bad input', () => {
  const tooMany = Array.from({ length: 11 }, (_unused, index) => `r${index}@example.com`);
  const getCases: Array<[url: string, field: string]> = [
    [`${documents}?customer=1000101`, 'type'],
    [`${documents}?customer=1000101&type=receipt`, 'type'],
    [`${documents}?customer=1000101&type=invoice&status=lost`, 'status'],
    [`${documents}?customer=1000101&type=invoice&from=2026-13-01`, 'from'],
    [`${documents}?customer=1000101&type=invoice&from=2026-05-01&to=2026-04-01`, 'to'],
    [`${documents}?customer=1000101&type=invoice&q=${'x'.repeat(61)}`, 'q'],
    [`${documents}?customer=1000101&type=invoice&pageSize=101`, 'pageSize'],
    [`${documents}/invoice/9010100001/pdf`, 'customer'],
    [`${documents}/download?customer=1000101&ids=invoice`, 'ids'],
    [`${documents}/download?customer=1000101&ids=invoice/9010100001,invoice/9010100001`, 'ids'],
  ];
  it.each(getCases)('%s → 400 naming %s', async (url, field) => {
    const response = await get('buyer', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      message: expect.stringContaining(field),
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });

  it.each([
    [`${documents}/receipt/9010100001?customer=1000101`, 'type'],
    [`${documents}/invoice/not%20a%20number?customer=1000101`, 'documentId'],
  ])('%s names no document: 404 naming %s', async (url, field) => {
    const response = await get('buyer', url);
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: 'Not Found', details: [{ field, message: expect.any(String) }] });
  });

  const valid = { documents: [{ type: 'invoice', documentId: '9010100001' }], recipients: ['a@example.com'] };
  const postCases: Array<[name: string, field: string, body: object]> = [
    ['no documents', 'documents', { ...valid, documents: [] }],
    ['a bad type', 'documents.0.type', { ...valid, documents: [{ type: 'order', documentId: '1' }] }],
    ['no recipients', 'recipients', { ...valid, recipients: [] }],
    ['an address that is none', 'recipients.1', { ...valid, recipients: ['a@example.com', 'not-an-address'] }],
    ['11 recipients', 'recipients', { ...valid, recipients: tooMany }],
    ['a message too long', 'message', { ...valid, message: 'x'.repeat(2001) }],
  ];
  it.each(postCases)('send-email with %s → 400 naming %s', async (_name, field, body) => {
    const response = await post('buyer', `${documents}/send-email?customer=1000101`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining(field),
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
    expect(await outboxFor(testApp.app, 'a@example.com')).toHaveLength(0);
  });
});

describe('document list', () => {
  const list = async (query: string) => {
    const response = await get('buyer', `${documents}?customer=1000101${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return documentPageSchema.parse(response.json());
  };
  const newestFirst = (items: DocumentSummary[]) =>
    items.every((item, index) => index === 0 || (items[index - 1]?.issueDate ?? '') >= item.issueDate);

  it("pages through the sold-to's invoices newest first, counting them all", async () => {
    const all = await testApp.database.db.$count(
      billingDocuments,
      and(eq(billingDocuments.customerId, '1000101'), eq(billingDocuments.type, 'invoice')),
    );
    expect(all).toBeGreaterThan(20);
    const firstPage = await list('&type=invoice&pageSize=20');
    const secondPage = await list('&type=invoice&pageSize=20&pageNumber=1');
    expect(firstPage.totalElements).toBe(all);
    expect(firstPage.items).toHaveLength(20);
    expect(newestFirst([...firstPage.items, ...secondPage.items])).toBe(true);
    const ids = new Set([...firstPage.items, ...secondPage.items].map((item) => item.documentId));
    expect(ids.size).toBe(firstPage.items.length + secondPage.items.length);
    expect(firstPage.items.every((item) => item.type === 'invoice' && item.customerId === '1000101')).toBe(true);
  });

  it('filters by status (overdue: not settled after the due date), issue dates and q', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const overdue = await list('&type=invoice&status=overdue&pageSize=100');
    expect(overdue.items.length).toBeGreaterThan(0);
    for (const item of overdue.items) {
      expect(item.status).toBe('overdue');
      expect(item.openAmount).toBeGreaterThan(0);
      expect((item.dueDate ?? today) < today).toBe(true);
    }
    const paid = await list('&type=invoice&status=paid&pageSize=100');
    expect(paid.items.every((item) => item.status === 'paid' && item.openAmount === 0)).toBe(true);

    const ranged = await list('&type=invoice&from=2026-03-01&to=2026-05-31&pageSize=100');
    expect(ranged.items.length).toBeGreaterThan(0);
    expect(ranged.items.every((item) => item.issueDate >= '2026-03-01' && item.issueDate <= '2026-05-31')).toBe(true);

    const invoice = documentDetailSchema.parse(
      (await get('buyer', `${documents}/invoice/${invoiceOf['1000101']}?customer=1000101`)).json(),
    );
    const orderId = invoice.orders[0]?.orderId ?? '';
    const byOrder = await list(`&type=invoice&q=${orderId.toLowerCase()}`);
    expect(byOrder.items.map((item) => item.documentId)).toContain(invoice.documentId);
    const byNumber = await list(`&type=invoice&q=${invoice.documentId.slice(-6)}`);
    expect(byNumber.items.map((item) => item.documentId)).toContain(invoice.documentId);
    expect((await list('&type=invoice&q=%25')).totalElements).toBe(0);
  });

  it('answers an invoice with its parties, lines, tax summary and orders, consistent in its amounts', async () => {
    const response = await get('buyer', `${documents}/invoice/${invoiceOf['1000101']}?customer=1000101`);
    const invoice = documentDetailSchema.parse(response.json());
    expect(invoice.soldTo).toEqual({ id: '1000101', name: 'Collins Outdoor Ltd' });
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
    const response = await get('buyer', `${documents}/payment/${buyerPayment}?customer=1000101`);
    const payment = documentDetailSchema.parse(response.json());
    expect(payment.status).toBe('paid');
    expect(payment.settlements.length).toBeGreaterThan(0);
    expect(payment.paymentMethod).not.toBeNull();
  });
});

describe('PDFs, zips and mails', () => {
  it('answers a real PDF with the invoice number, in the customer’s language', async () => {
    const invoice = invoiceOf['1000101'] ?? '';
    const response = await get('buyer', `${documents}/invoice/${invoice}/pdf?customer=1000101`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(pdf);
    expect(text).toContain(invoice);
    expect(text).toContain('Invoice');
    expect(text).toContain('Collins Outdoor Ltd');

    // klaus@'s sold-to is German.
    const german = await get('klaus', `${documents}/invoice/${invoiceOf['1000107']}/pdf?customer=1000107`);
    expect(german.statusCode).toBe(200);
    const germanText = pdfText(german.rawPayload);
    expect(germanText).toContain('Rechnung');
    expect(germanText).toContain('Zahlungsbedingungen');
  });

  it('draws credit notes and payments too', async () => {
    const credit = await first('1000101', 'credit_note');
    const creditPdf = await get('buyer', `${documents}/credit_note/${credit}/pdf?customer=1000101`);
    expect(creditPdf.statusCode).toBe(200);
    expect(pdfText(creditPdf.rawPayload)).toContain(`Credit note`);
    expect(pdfText(creditPdf.rawPayload)).toContain(credit);
    const paymentPdf = await get('buyer', `${documents}/payment/${buyerPayment}/pdf?customer=1000101`);
    expect(paymentPdf.statusCode).toBe(200);
    expect(pdfText(paymentPdf.rawPayload)).toContain('Payment advice');
    expect(pdfText(paymentPdf.rawPayload)).toContain(buyerPayment);
  });

  it('streams three PDFs as one zip', async () => {
    const page = documentPageSchema.parse(
      (await get('buyer', `${documents}?customer=1000101&type=invoice&pageSize=3`)).json(),
    );
    const ids = page.items.map((item) => `invoice/${item.documentId}`).join(',');
    const response = await get('buyer', `${documents}/download?customer=1000101&ids=${ids}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(zipEntryNames(response.rawPayload)).toEqual(page.items.map((item) => `invoice-${item.documentId}.pdf`));
  });

  it('mails two PDFs to each recipient, with the message', async () => {
    const credit = await first('1000101', 'credit_note');
    const response = await post('buyer', `${documents}/send-email?customer=1000101`, {
      documents: [
        { type: 'invoice', documentId: invoiceOf['1000101'] },
        { type: 'credit_note', documentId: credit },
      ],
      recipients: ['Accounts@Example.com', 'accounts@example.com', 'controller@example.com'],
      message: 'As discussed on the phone.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      recipients: ['accounts@example.com', 'controller@example.com'],
      attachments: [`invoice-${invoiceOf['1000101']}.pdf`, `credit-note-${credit}.pdf`],
    });
    for (const recipient of ['accounts@example.com', 'controller@example.com']) {
      const mails = await outboxFor(testApp.app, recipient);
      expect(mails).toHaveLength(1);
      const [mail] = mails as Array<(typeof mails)[number] & { attachments: Array<{ contentType: string }> }>;
      expect(mail?.subject).toContain('Collins Outdoor Ltd');
      expect(mail?.text).toContain('As discussed on the phone.');
      expect(mail?.text).toContain('buyer@example.com');
      expect(mail?.attachments).toHaveLength(2);
      expect(mail?.attachments.every((file) => file.contentType === 'application/pdf')).toBe(true);
    }
  });

  it('limits the sends per user (429 past the hour’s budget)', async () => {
    const attempt = () =>
      post('mailer', `${documents}/send-email?customer=1000101`, {
        documents: [{ type: 'invoice', documentId: '9099999999' }],
        recipients: ['nobody@example.com'],
      });
    for (let index = 0; index < 10; index += 1) expect((await attempt()).statusCode).toBe(404);
    const refused = await attempt();
    expect(refused.statusCode, refused.body).toBe(429);
    // Another user's budget is their own.
    expect((await get('buyer', `${documents}?customer=1000101&type=invoice&pageSize=1`)).statusCode).toBe(200);
  });
});
