import { contactLimit, customerPrivilegeCodes, onBehalfSessionHeader, type SearchResult } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerNodes } from '../../../src/db/schema/index.ts';
import { provisionShipTo } from '../../../src/modules/accounts/index.ts';
import { insertContact } from '../../../src/modules/account-settings/store.ts';
import {
  acceptTerms,
  createSignedInUser,
  createTestCustomer,
  removeTestCustomers,
  startOnBehalf,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { staffEntries } from '../../helpers/callers.ts';
import { createTestDocuments, type CreatedDocument } from '../../helpers/documents.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestOrders, type CreatedOrder } from '../../helpers/orders.ts';
import { createTestTickets, type CreatedTicket } from '../../helpers/tickets.ts';

/** Search everywhere: what each caller finds, where, and the refusals (the authorization matrix). */

let testApp: TestApp;
/**
 * A customer admin (`buyer`) and a user with tickets and the FAQ only (`limited`), each on a sold-to of its own, a
 * third user who only remembers searches (`other`), and customer service (`staff`).
 */
let tokens: Record<'buyer' | 'limited' | 'staff' | 'other', string>;
let buyerUsername: string;
let buyerCustomer: string;
let limitedCustomer: string;
let foreignCustomer: string;
/** The data written: orders of each sold-to (newest last), the buyer's invoices and tickets, the limited's ticket. */
const ordersOf: Record<string, CreatedOrder[]> = {};
let buyerInvoices: CreatedDocument[];
let buyerTickets: CreatedTicket[];
let limitedTicket: CreatedTicket;

const legalName = 'Larkspur Outdoor Ltd';
const shipToName = 'Larkspur Harrogate Montpellier';
const contactEmail = 'imogen.fairweather@larkspur-outdoor.example';

// The app, the users' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { app, database } = testApp;
  const { db } = database;
  buyerCustomer = await createTestCustomer(db, { legalName });
  limitedCustomer = await createTestCustomer(db);
  foreignCustomer = await createTestCustomer(db);
  const buyer = await createSignedInUser(app, db, [
    { customerId: buyerCustomer, role: 'CUSTOMER_ADMIN', enabled: [...customerPrivilegeCodes] },
  ]);
  await acceptTerms(db, buyerCustomer, buyer);
  const limited = await createSignedInUser(app, db, [
    { customerId: limitedCustomer, enabled: ['TICKET', 'TICKET_WRITE', 'FAQ'] },
  ]);
  await acceptTerms(db, limitedCustomer, limited);
  const other = await createSignedInUser(app, db, [
    { customerId: limitedCustomer, enabled: ['TICKET', 'TICKET_WRITE', 'FAQ'] },
  ]);
  const staff = await createSignedInUser(app, db, [staffEntries.service], { companyType: 'internal' });
  buyerUsername = buyer.username;
  tokens = { buyer: buyer.token, limited: limited.token, staff: staff.token, other: other.token };
});

beforeAll(async () => {
  const { app, database } = testApp;
  const { db } = database;
  for (const customerId of [buyerCustomer, limitedCustomer, foreignCustomer]) {
    ordersOf[customerId] = await createTestOrders(db, customerId, [
      { orderDate: '2026-01-05' },
      { orderDate: '2026-02-10', poNumber: null },
      {
        orderDate: '2026-03-15',
        lines: [{ style: 'NF0A7QSR', styleName: 'Ridge Fleece', quantity: 6, unitPrice: 40 }],
      },
    ]);
  }
  buyerInvoices = await createTestDocuments(db, buyerCustomer, [
    { type: 'invoice', issueDate: '2026-02-01' },
    { type: 'invoice', issueDate: '2026-03-01', paid: 300 },
    { type: 'credit_note', issueDate: '2026-03-05' },
  ]);
  buyerTickets = await createTestTickets(app, buyerCustomer, [
    { subject: 'Damaged cartons in the autumn delivery', category: 'delivery' },
    { subject: 'Question about the invoice layout', category: 'invoice', status: 'resolved' },
    { subject: 'Colours of the spring catalogue', category: 'product' },
  ]);
  [limitedTicket] = (await createTestTickets(app, limitedCustomer, [
    { subject: 'Opening hours of the warehouse' },
  ])) as [CreatedTicket];
  // The sold-to's own node, as the master data delivers it, and a ship-to below it through the accounts module.
  await db.insert(customerNodes).values({
    nodeId: buyerCustomer,
    customerId: buyerCustomer,
    parentNodeId: null,
    partnerFunction: 'SP',
    name: legalName,
    street: '12 Albion Street',
    postcode: 'LS1 6HX',
    city: 'Leeds',
    country: 'GB',
    language: 'en',
  });
  await provisionShipTo(db, buyerCustomer, {
    name: shipToName,
    street: '4 Station Parade',
    postcode: 'HG1 1TT',
    city: 'Harrogate',
    country: 'GB',
  });
  await insertContact(
    db,
    buyerCustomer,
    { firstName: 'Imogen', lastName: 'Fairweather', email: contactEmail, phone: '+441134960000', roles: ['orders'] },
    contactLimit,
  );
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [buyerCustomer, limitedCustomer, foreignCustomer]);
  await testApp.close();
});

function search(token: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/search?${new URLSearchParams(query).toString()}`,
    headers: { ...bearer(token), ...headers },
  });
}

async function found(token: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await search(token, query, headers);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as SearchResult).items;
}

const kinds = (items: SearchResult['items']) => [...new Set(items.map((item) => item.kind))];

/** The sold-to's newest order with a PO number, as written. */
function newestOrderWithPo(customerId: string) {
  const order = (ordersOf[customerId] ?? [])
    .filter((written) => written.poNumber)
    .sort((a, b) => b.orderDate.localeCompare(a.orderDate))[0];
  if (!order?.poNumber) throw new Error(`No order with a PO number for ${customerId}`);
  return order as CreatedOrder & { poNumber: string };
}

function newestInvoice() {
  const [invoice] = buyerInvoices
    .filter((document) => document.type === 'invoice')
    .sort((a, b) => b.issueDate.localeCompare(a.issueDate));
  if (!invoice) throw new Error('No invoice written');
  return invoice;
}

describe('search everywhere: what a customer admin finds', () => {
  it('finds an order by its PO number, the exact one first, with the order page as its address', async () => {
    const order = newestOrderWithPo(buyerCustomer);
    const items = await found(tokens.buyer, { q: order.poNumber.toLowerCase(), customer: buyerCustomer });
    expect(items[0]).toEqual({
      kind: 'order',
      title: order.orderId,
      context: expect.stringContaining(order.poNumber),
      href: `/orders/${order.source}/${order.orderId}`,
    });
  });

  it('finds orders by the beginning of an order number, and by a style of their lines', async () => {
    const order = newestOrderWithPo(buyerCustomer);
    const byPrefix = await found(tokens.buyer, { q: order.orderId.slice(0, -1), customer: buyerCustomer });
    expect(byPrefix.filter((item) => item.kind === 'order').map((item) => item.title)).toContain(order.orderId);
    const style = order.lines[0]?.style ?? 'none';
    const byStyle = await found(tokens.buyer, { q: style, customer: buyerCustomer });
    const styleHits = byStyle.filter((item) => item.kind === 'order');
    expect(styleHits.length).toBeGreaterThan(0);
    expect(styleHits.every((item) => item.context.includes(style))).toBe(true);
  });

  it('finds an invoice by its number, leading to its list filtered by that number', async () => {
    const invoice = newestInvoice();
    const items = await found(tokens.buyer, { q: invoice.documentId, customer: buyerCustomer });
    expect(items.find((item) => item.kind === 'document')).toEqual({
      kind: 'document',
      title: invoice.documentId,
      context: expect.stringContaining(invoice.issueDate),
      href: `/documents/invoice?q=${invoice.documentId}`,
    });
  });

  it('finds a ticket by its number and by its subject with a typo (trigrams)', async () => {
    const ticket = buyerTickets[0] as CreatedTicket;
    const byNumber = await found(tokens.buyer, { q: ticket.number, customer: buyerCustomer });
    expect(byNumber.find((item) => item.kind === 'ticket')).toEqual({
      kind: 'ticket',
      title: ticket.subject,
      context: ticket.number,
      href: `/ticket/${ticket.ticketId}`,
    });
    // One letter left out of the subject's longest word.
    const word = ticket.subject.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
    const typo = `${word.slice(0, 3)}${word.slice(4)}`;
    const bySubject = await found(tokens.buyer, { q: typo, customer: buyerCustomer });
    expect(bySubject.filter((item) => item.kind === 'ticket').map((item) => item.title)).toContain(ticket.subject);
  });

  it('ranks the exact number above the numbers that begin with it, and a subject match below both', async () => {
    const numbers = buyerTickets.map((ticket) => ticket.number).sort();
    const exact = numbers[0] ?? '';
    const prefix = exact.slice(0, -1);
    const byPrefix = (await found(tokens.buyer, { q: prefix, customer: buyerCustomer })).filter(
      (item) => item.kind === 'ticket',
    );
    expect(byPrefix.length).toBeGreaterThan(1);
    expect(byPrefix.every((item) => item.context.startsWith(prefix))).toBe(true);
    const byExact = (await found(tokens.buyer, { q: exact.toLowerCase(), customer: buyerCustomer })).filter(
      (item) => item.kind === 'ticket',
    );
    expect(byExact[0]?.context).toBe(exact);
  });

  it('finds help answers by words in the page language, typos allowed, with the answer page as address', async () => {
    const english = await found(tokens.buyer, { q: 'pre-sesaon orders', customer: buyerCustomer, lang: 'en' });
    const help = english.filter((item) => item.kind === 'help');
    expect(help[0]).toMatchObject({
      title: 'When can I place pre-season orders?',
      href: expect.stringMatching(/^\/faqs\/topic\/[a-z0-9-]+\/faq\/faq-1$/),
    });
    const german = await found(tokens.buyer, { q: 'Vororders', customer: buyerCustomer, lang: 'de' });
    expect(german.filter((item) => item.kind === 'help')[0]?.title).toBe('Wann kann ich Vororders aufgeben?');
  });

  it('finds content pages by their title in the page language', async () => {
    const items = await found(tokens.buyer, { q: 'about the group', customer: buyerCustomer, lang: 'en' });
    expect(items.find((item) => item.kind === 'page')).toEqual({
      kind: 'page',
      title: 'About the Group',
      context: '/page/about',
      href: '/page/about',
    });
  });

  it('groups hits by kind (orders, documents, tickets, help, pages) and gives at most five of each', async () => {
    const items = await found(tokens.buyer, { q: '2', customer: buyerCustomer });
    const order = ['order', 'document', 'ticket', 'help', 'page', 'customer'];
    const seen = items.map((item) => order.indexOf(item.kind));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    for (const kind of kinds(items)) expect(items.filter((item) => item.kind === kind).length).toBeLessThanOrEqual(5);
    expect(kinds(items)).not.toContain('customer');
  });

  it('without a sold-to, searches every sold-to of the caller', async () => {
    const order = newestOrderWithPo(buyerCustomer);
    const items = await found(tokens.buyer, { q: order.poNumber });
    expect(items[0]?.title).toBe(order.orderId);
  });

  it("finds nothing of another customer's even when searching its numbers", async () => {
    const order = newestOrderWithPo(foreignCustomer);
    const items = await found(tokens.buyer, { q: order.orderId, customer: buyerCustomer });
    expect(items.filter((item) => item.kind === 'order').map((item) => item.title)).not.toContain(order.orderId);
  });
});

describe('search everywhere: only the areas the caller may open', () => {
  it('a user with tickets and the FAQ only finds no orders or documents, but tickets and help', async () => {
    const order = newestOrderWithPo(limitedCustomer);
    expect(kinds(await found(tokens.limited, { q: order.orderId, customer: limitedCustomer }))).not.toContain('order');
    const ticket = limitedTicket;
    const items = await found(tokens.limited, { q: ticket.number, customer: limitedCustomer });
    expect(kinds(items)).toEqual(['ticket']);
    const help = await found(tokens.limited, { q: 'pre-season', customer: limitedCustomer, lang: 'en' });
    expect(kinds(help)).toContain('help');
    expect(kinds(help)).not.toContain('document');
  });

  it('staff outside the on-behalf mode find customers and no customer data', async () => {
    const items = await found(tokens.staff, { q: buyerCustomer });
    expect(items.find((item) => item.kind === 'customer')).toMatchObject({
      context: expect.stringContaining(buyerCustomer),
      href: `/customer-search?customer=${buyerCustomer}`,
    });
    const order = newestOrderWithPo(buyerCustomer);
    expect(kinds(await found(tokens.staff, { q: order.poNumber }))).not.toContain('order');
  });

  it('staff find customers by a ship-to, a contact or a portal user, each hit saying what matched', async () => {
    const customerHit = async (q: string) =>
      (await found(tokens.staff, { q })).find(
        (item) => item.kind === 'customer' && item.href === `/customer-search?customer=${buyerCustomer}`,
      );
    // One letter left out of the ship-to's name.
    expect(await customerHit('Harrogate Montpelier')).toMatchObject({
      title: legalName,
      matchedBy: { kind: 'shipToName', text: shipToName },
      href: `/customer-search?customer=${buyerCustomer}`,
    });
    expect((await customerHit('imogen.fairweather@'))?.matchedBy).toEqual({
      kind: 'contactEmail',
      text: contactEmail,
    });
    expect((await customerHit(buyerUsername))?.matchedBy).toEqual({
      kind: 'userEmail',
      text: buyerUsername,
    });
    // Other kinds of hit carry no match.
    const order = newestOrderWithPo(buyerCustomer);
    const buyerHits = await found(tokens.buyer, { q: order.poNumber, customer: buyerCustomer });
    expect(buyerHits.every((item) => item.matchedBy === undefined)).toBe(true);
  });

  it("staff on behalf find only that customer's items, and no customers", async () => {
    const sessionId = await startOnBehalf(testApp.app, tokens.staff, buyerCustomer);
    const session = { [onBehalfSessionHeader]: sessionId };
    const order = newestOrderWithPo(buyerCustomer);
    const items = await found(tokens.staff, { q: order.poNumber, customer: buyerCustomer }, session);
    expect(items[0]).toMatchObject({ kind: 'order', title: order.orderId });
    expect(kinds(await found(tokens.staff, { q: buyerCustomer }, session))).not.toContain('customer');
    const other = await search(tokens.staff, { q: order.poNumber, customer: foreignCustomer }, session);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain(foreignCustomer);
  });
});

describe('search everywhere: refusals', () => {
  it('refuses a sold-to that is not the caller’s with 403 naming it', async () => {
    const response = await search(tokens.buyer, { q: 'BN', customer: foreignCustomer });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(foreignCustomer);
  });

  it("refuses staff outside the mode a customer's data with 403 naming it", async () => {
    const response = await search(tokens.staff, { q: 'BN', customer: buyerCustomer });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain(buyerCustomer);
  });

  it.each([
    ['missing', {}],
    ['empty', { q: '  ' }],
    ['too long', { q: 'x'.repeat(81) }],
  ])('answers 400 naming q when it is %s', async (_case, query: Record<string, string>) => {
    const response = await search(tokens.buyer, { ...query, customer: buyerCustomer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.stringContaining('q') });
  });

  it('answers 400 naming customer when it is no customer number', async () => {
    const response = await search(tokens.buyer, { q: 'BN', customer: 'x;drop' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('customer');
  });

  it('answers 401 without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/priv/api/v1/search?q=BN' });
    expect(response.statusCode).toBe(401);
  });
});

describe('recent searches', () => {
  const recent = (token: string) =>
    testApp.app.inject({ method: 'GET', url: '/priv/api/v1/search/recent', headers: bearer(token) });
  const remember = (token: string, q: string) =>
    testApp.app.inject({ method: 'POST', url: '/priv/api/v1/search/recent', headers: bearer(token), payload: { q } });

  it('keeps the last ten of each user, newest first, and forgets one on request', async () => {
    for (let index = 1; index <= 12; index += 1) {
      expect((await remember(tokens.other, `query ${index}`)).statusCode).toBe(204);
    }
    expect((await remember(tokens.other, 'query 5')).statusCode).toBe(204);
    const listed = (await recent(tokens.other)).json() as { items: Array<{ q: string }> };
    expect(listed.items.map((item) => item.q)).toEqual([
      'query 5',
      'query 12',
      'query 11',
      'query 10',
      'query 9',
      'query 8',
      'query 7',
      'query 6',
      'query 4',
      'query 3',
    ]);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: '/priv/api/v1/search/recent?q=query%2012',
      headers: bearer(tokens.other),
    });
    expect(removed.statusCode).toBe(204);
    const after = (await recent(tokens.other)).json() as { items: Array<{ q: string }> };
    expect(after.items.map((item) => item.q)).not.toContain('query 12');
    expect(((await recent(tokens.limited)).json() as { items: unknown[] }).items).toEqual([]);
  });

  it('answers 400 naming q for an empty search to remember', async () => {
    const response = await remember(tokens.other, '');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('q');
  });
});
