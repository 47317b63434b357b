import { accountSummarySchema, documentPageSchema, orderPageSchema } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, createTestCustomer, removeTestCustomers } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { createTestCallers, removeTestCallers, type TestCallers } from '../helpers/callers.ts';
import { createTestDocuments } from '../helpers/documents.ts';
import { bearer } from '../helpers/oidc-flow.ts';
import { createTestOrders } from '../helpers/orders.ts';

/**
 * The lists, exports, totals and the account summary across several sold-tos (issue 32, ADR 063): `customer` names
 * them comma-separated; every one is judged, a refusal names the one refused, and the answers name each row's
 * sold-to. `multi` has three sold-tos of its own; the foreign sold-to is nobody's here.
 */

let testApp: TestApp;
let the: TestCallers;
let headers: Record<'multi' | 'admin' | 'staffOutside' | 'staffOnBehalf' | 'partial', Record<string, string>>;
let partial: { allowed: string; withoutLists: string };
let testCustomers: string[] = [];

/** `multi`'s three sold-tos, and all three as one `customer` parameter. */
let multi: [string, string, string];
let multiAll: string;
/** The orders written for each of `multi`'s sold-tos (3, 2 and 1), and the invoices (2, 1 and none). */
const ordersPerSoldTo = [3, 2, 1];
const invoicesPerSoldTo = [2, 1, 0];

const endpoints: Array<[name: string, url: (customers: string) => string]> = [
  ['orders list', (customers) => `/priv/api/v1/orders?customer=${customers}`],
  ['orders totals', (customers) => `/priv/api/v1/orders/totals?customer=${customers}`],
  ['orders export', (customers) => `/priv/api/v1/orders/export?customer=${customers}&format=csv&status=open`],
  ['documents list', (customers) => `/priv/api/v1/documents?customer=${customers}&type=invoice`],
  ['documents totals', (customers) => `/priv/api/v1/documents/totals?customer=${customers}&type=invoice`],
  ['account summary', (customers) => `/priv/api/v1/documents/summary?customer=${customers}`],
];

function get(caller: keyof typeof headers, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: headers[caller] } as InjectOptions);
}

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { db } = testApp.database;
  the = await createTestCallers(testApp.app, db);
  multi = the.multiCustomers;
  multiAll = multi.join(',');
  // A user with two sold-tos: the lists and documents in one, only tickets in the other.
  partial = { allowed: await createTestCustomer(db), withoutLists: await createTestCustomer(db) };
  testCustomers.push(partial.allowed, partial.withoutLists);
  const partialUser = await createSignedInUser(testApp.app, db, [
    { customerId: partial.allowed, enabled: ['ORDER_INQUIRY_NEW', 'DOCUMENT', 'DOCUMENT_INVOICE'] },
    { customerId: partial.withoutLists, enabled: ['TICKET'] },
  ]);
  headers = {
    multi: the.headers.multi,
    admin: the.headers.admin,
    staffOutside: bearer(the.tokens.service),
    // Customer service in an on-behalf session for admin's sold-to.
    staffOnBehalf: the.headers.service,
    partial: bearer(partialUser.token),
  };
});

beforeAll(async () => {
  const { db } = testApp.database;
  for (const [index, customerId] of multi.entries()) {
    const day = (offset: number) => `2026-0${index + 1}-${String(10 + offset * 3).padStart(2, '0')}`;
    await createTestOrders(
      db,
      customerId,
      Array.from({ length: ordersPerSoldTo[index] ?? 0 }, (_unused, order) => ({
        status: 'open',
        orderDate: day(order),
      })),
    );
    await createTestDocuments(
      db,
      customerId,
      Array.from({ length: invoicesPerSoldTo[index] ?? 0 }, (_unused, invoice) => ({
        type: 'invoice',
        issueDate: day(invoice),
      })),
    );
  }
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await removeTestCallers(testApp.database.db, the);
  testCustomers = [];
  await testApp.close();
});

describe('several sold-tos: who may ask', () => {
  const cells: Array<[caller: keyof typeof headers, customers: () => string, status: number, names?: () => string]> = [
    ['multi', () => multiAll, 200],
    ['multi', () => `${multi[0]}, ${multi[1]}`, 200],
    ['multi', () => `${multi[0]},${the.foreignCustomer}`, 403, () => the.foreignCustomer],
    ['admin', () => `${the.ownCustomer.admin},${multi[0]}`, 403, () => multi[0]],
    ['staffOutside', () => `${the.ownCustomer.admin},${multi[0]}`, 403],
    ['staffOnBehalf', () => the.ownCustomer.admin, 200],
    ['staffOnBehalf', () => `${the.ownCustomer.admin},${multi[0]}`, 403, () => multi[0]],
    ['partial', () => partial.allowed, 200],
    ['partial', () => `${partial.allowed},${partial.withoutLists}`, 403, () => partial.withoutLists],
  ];
  const cases = endpoints.flatMap(([name, url]) =>
    cells.map(([caller, customers, status, names]) => ({ name, url, caller, customers, status, names })),
  );
  it.each(cases)('$name as $caller → $status', async ({ url, caller, customers, status, names }) => {
    const response = await get(caller, url(customers()));
    expect(response.statusCode, response.body).toBe(status);
    if (status === 403) {
      const { message } = response.json<{ message: string }>();
      if (names) expect(message).toContain(names());
    }
  });

  it.each(endpoints)('%s: a bad list is a 400 naming customer, nothing else', async (_name, url) => {
    for (const customers of [`${multi[0]},12ab`, `${multi[0]},`, `${multi[0]};${multi[1]}`]) {
      const response = await get('multi', url(customers));
      expect(response.statusCode, `${customers}: ${response.body}`).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.stringContaining('customer'),
        details: expect.arrayContaining([{ field: 'customer', message: expect.any(String) }]),
      });
    }
  });
});

describe('several sold-tos: what they answer', () => {
  it('lists the orders of every sold-to named, newest first, each naming its sold-to', async () => {
    const page = orderPageSchema.parse(
      (await get('multi', `/priv/api/v1/orders?customer=${multiAll}&pageSize=100`)).json(),
    );
    expect(new Set(page.items.map((order) => order.customerId))).toEqual(new Set(multi));
    const dates = page.items.map((order) => order.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const ones = await Promise.all(
      multi.map(async (customer) =>
        orderPageSchema.parse((await get('multi', `/priv/api/v1/orders?customer=${customer}`)).json()),
      ),
    );
    expect(ones.map((one) => one.totalElements)).toEqual(ordersPerSoldTo);
    expect(page.totalElements).toBe(6);
  });

  it('adds up the totals of every sold-to', async () => {
    type Totals = { totals: Array<{ currency: string; count: number }> };
    const count = (totals: Totals) => totals.totals.reduce((sum, total) => sum + total.count, 0);
    const across = (
      await get('multi', `/priv/api/v1/documents/totals?customer=${multiAll}&type=invoice`)
    ).json<Totals>();
    let separately = 0;
    for (const customer of multi) {
      separately += count(
        (await get('multi', `/priv/api/v1/documents/totals?customer=${customer}&type=invoice`)).json<Totals>(),
      );
    }
    expect(count(across)).toBe(separately);
    expect(count(across)).toBe(3);
  });

  it('lists documents of several sold-tos, each naming its own', async () => {
    const page = documentPageSchema.parse(
      (await get('multi', `/priv/api/v1/documents?customer=${multiAll}&type=invoice&pageSize=100`)).json(),
    );
    expect(page.items).toHaveLength(3);
    expect(new Set(page.items.map((document) => document.customerId))).toEqual(new Set([multi[0], multi[1]]));
  });

  it('exports with a sold-to column naming several sold-tos; one sold-to keeps the file as it was', async () => {
    const across = await get('multi', `/priv/api/v1/orders/export?customer=${multiAll}&format=csv`);
    expect(across.statusCode).toBe(200);
    expect(across.headers['content-disposition']).toContain('orders-3-accounts-');
    const [header, ...rows] = across.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header?.split(',')[0]).toBe('Sold-to');
    // One row per order line: six orders of two lines each.
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((row) => row.split(',')[0]))).toEqual(new Set(multi));
    const one = await get('multi', `/priv/api/v1/orders/export?customer=${multi[0]}&format=csv`);
    expect(
      one.body
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)[0]
        ?.split(',')[0],
    ).not.toBe('Sold-to');
  });

  it('answers one account summary over several sold-tos, naming them', async () => {
    const summary = accountSummarySchema.parse(
      (await get('multi', `/priv/api/v1/documents/summary?customer=${multiAll}`)).json(),
    );
    expect(summary.customerIds).toEqual(multi);
    const one = accountSummarySchema.parse(
      (await get('multi', `/priv/api/v1/documents/summary?customer=${multi[0]}`)).json(),
    );
    expect(one.customerIds).toEqual([multi[0]]);
    const openCount = (figures: typeof summary) => figures.currencies.reduce((sum, row) => sum + row.openCount, 0);
    expect(openCount(one)).toBe(2);
    expect(openCount(summary)).toBe(3);
  });
});
