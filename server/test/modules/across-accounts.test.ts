import { accountSummarySchema, documentPageSchema, orderPageSchema } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCustomer,
  grantPrivileges,
  personaTokens,
  removeTestCustomers,
  startOnBehalf,
} from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer, Browser } from '../helpers/oidc-flow.ts';
import { onBehalfSessionHeader } from '@portal/contracts';
import { createTestUser } from '../helpers/users.ts';

/**
 * The lists, exports, totals and the account summary across several sold-tos (issue 32, ADR 063): `customer` names
 * them comma-separated; every one is judged, a refusal names the one refused, and the answers name each row's
 * sold-to. multi@ has 1000102, 1000103 and 1000104; 1000108 is nobody's here.
 */

let testApp: TestApp;
let headers: Record<'multi' | 'buyer' | 'staffOutside' | 'staffOnBehalf' | 'partial', Record<string, string>>;
let partial: { allowed: string; withoutLists: string };
const testCustomers: string[] = [];

const multiAll = '1000102,1000103,1000104';

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

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const tokens = await personaTokens(testApp.app, ['multi', 'buyer', 'staff'] as const);
  const sessionId = await startOnBehalf(testApp.app, tokens.staff, '1000101');
  // A user with two sold-tos: the lists and documents in one, only tickets in the other.
  const user = await createTestUser(db);
  partial = { allowed: await createTestCustomer(db), withoutLists: await createTestCustomer(db) };
  testCustomers.push(partial.allowed, partial.withoutLists);
  await grantPrivileges(db, user.id, [
    { customerId: partial.allowed, enabled: ['ORDER_INQUIRY_NEW', 'DOCUMENT', 'DOCUMENT_INVOICE'] },
    { customerId: partial.withoutLists, enabled: ['TICKET'] },
  ]);
  const partialToken = (await new Browser(testApp.app).signIn(user.username, user.password)).access_token;
  headers = {
    multi: bearer(tokens.multi),
    buyer: bearer(tokens.buyer),
    staffOutside: bearer(tokens.staff),
    staffOnBehalf: { ...bearer(tokens.staff), [onBehalfSessionHeader]: sessionId },
    partial: bearer(partialToken),
  };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

describe('several sold-tos: who may ask', () => {
  const cells: Array<[caller: keyof typeof headers, customers: () => string, status: number, names?: () => string]> = [
    ['multi', () => multiAll, 200],
    ['multi', () => '1000102, 1000103', 200],
    ['multi', () => '1000102,1000108', 403, () => '1000108'],
    ['buyer', () => '1000101,1000102', 403, () => '1000102'],
    ['staffOutside', () => '1000101,1000102', 403],
    ['staffOnBehalf', () => '1000101', 200],
    ['staffOnBehalf', () => '1000101,1000102', 403, () => '1000102'],
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
    for (const customers of ['1000102,12ab', '1000102,', '1000102;1000103']) {
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
    expect(new Set(page.items.map((order) => order.customerId))).toEqual(new Set(['1000102', '1000103', '1000104']));
    const dates = page.items.map((order) => order.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const ones = await Promise.all(
      ['1000102', '1000103', '1000104'].map(async (customer) =>
        orderPageSchema.parse((await get('multi', `/priv/api/v1/orders?customer=${customer}`)).json()),
      ),
    );
    expect(page.totalElements).toBe(ones.reduce((sum, one) => sum + one.totalElements, 0));
  });

  it('adds up the totals of every sold-to', async () => {
    type Totals = { totals: Array<{ currency: string; count: number }> };
    const count = (totals: Totals) => totals.totals.reduce((sum, total) => sum + total.count, 0);
    const across = (
      await get('multi', `/priv/api/v1/documents/totals?customer=${multiAll}&type=invoice`)
    ).json<Totals>();
    let separately = 0;
    for (const customer of ['1000102', '1000103', '1000104']) {
      separately += count(
        (await get('multi', `/priv/api/v1/documents/totals?customer=${customer}&type=invoice`)).json<Totals>(),
      );
    }
    expect(count(across)).toBe(separately);
    expect(count(across)).toBeGreaterThan(0);
  });

  it('lists documents of several sold-tos, each naming its own', async () => {
    const page = documentPageSchema.parse(
      (await get('multi', `/priv/api/v1/documents?customer=${multiAll}&type=invoice&pageSize=100`)).json(),
    );
    expect(new Set(page.items.map((document) => document.customerId)).size).toBeGreaterThan(1);
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
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(3);
    const one = await get('multi', '/priv/api/v1/orders/export?customer=1000102&format=csv');
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
    expect(summary.customerIds).toEqual(['1000102', '1000103', '1000104']);
    const one = accountSummarySchema.parse(
      (await get('multi', '/priv/api/v1/documents/summary?customer=1000102')).json(),
    );
    expect(one.customerIds).toEqual(['1000102']);
    const openCount = (figures: typeof summary) => figures.currencies.reduce((sum, row) => sum + row.openCount, 0);
    expect(openCount(summary)).toBeGreaterThanOrEqual(openCount(one));
  });
});
