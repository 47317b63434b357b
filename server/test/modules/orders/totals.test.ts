import type { InjectOptions } from 'fastify';
import { orderPageSchema, orderTotalsSchema, type OrderSummary } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { createTestOrders, type TestOrder } from '../../helpers/orders.ts';

/** The order list's totals (issue 32): who may ask, bad input, and the sums of every page of the filtered list. */

let testApp: TestApp;
let the: TestCallers;

const statuses = ['open', 'confirmed', 'shipped', 'invoiced', 'cancelled'] as const;
/**
 * Admin's sold-to: 130 orders five days apart from 2025-09-01 (over two pages of 100), every fourth in pounds, the
 * statuses in turn, one to three lines of different prices.
 */
const history: TestOrder[] = Array.from({ length: 130 }, (_unused, index) => ({
  status: statuses[index % statuses.length],
  currency: index % 4 === 3 ? 'GBP' : 'EUR',
  orderDate: new Date(Date.parse('2025-09-01T00:00:00Z') + index * 5 * 86_400_000).toISOString().slice(0, 10),
  lines: Array.from({ length: 1 + (index % 3) }, (_line, position) => ({
    size: ['S', 'M', 'L'][position],
    quantity: 1 + ((index + position) % 7),
    unitPrice: 19.95 + index + position * 3.5,
  })),
}));

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  await createTestOrders(testApp.database.db, the.ownCustomer.admin, history);
});

afterAll(async () => {
  await removeTestCallers(testApp.database.db, the);
  await testApp.close();
});

/** `{own}` in a URL stands for admin's sold-to. */
const get = (caller: TestCaller, url: string) =>
  testApp.app.inject({
    method: 'GET',
    url: url.replaceAll('{own}', the.ownCustomer.admin),
    headers: the.headers[caller],
  } as InjectOptions);
const totals = '/priv/api/v1/orders/totals';
const ownCustomerOf = (caller: TestCaller) => the.ownCustomer[caller];

/**
 * Columns as in routes.test.ts: admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no
 * token).
 */
const matrix: Array<[name: string, url: (caller: TestCaller) => string, expected: number[]]> = [
  [
    'GET order totals, own sold-to',
    (caller) => `${totals}?customer=${ownCustomerOf(caller)}&status=open`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET order totals, another customer's id",
    () => `${totals}?customer=${the.foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];
const cells = matrix.flatMap(([name, url, expected]) =>
  testCallerNames.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
);

describe('order totals authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await get(caller, url(caller));
    expect(response.statusCode, response.body).toBe(expected);
  });
});

describe('order totals', () => {
  it.each([
    [`${totals}?customer={own}&status=lost`, 'status'],
    [`${totals}?customer={own}&from=2026-05-01&to=2026-04-01`, 'to'],
    [`${totals}`, 'customer'],
  ])('%s → 400 naming %s', async (url, field) => {
    const response = await get('admin', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });

  it.each(['', '&status=invoiced', '&from=2026-01-01&to=2026-06-30'])(
    'sums every page of the list filtered by "%s", per currency',
    async (filter) => {
      const all: OrderSummary[] = [];
      for (let pageNumber = 0; ; pageNumber += 1) {
        const response = await get(
          'admin',
          `/priv/api/v1/orders?customer={own}${filter}&pageSize=100&pageNumber=${pageNumber}`,
        );
        const page = orderPageSchema.parse(response.json());
        all.push(...page.items);
        if ((pageNumber + 1) * page.pageSize >= page.totalElements) break;
      }
      const expected = new Map<string, { count: number; netTotal: number }>();
      for (const order of all) {
        const total = expected.get(order.currency) ?? { count: 0, netTotal: 0 };
        total.count += 1;
        total.netTotal = Math.round((total.netTotal + order.netTotal) * 100) / 100;
        expected.set(order.currency, total);
      }
      const response = await get('admin', `${totals}?customer={own}${filter}`);
      expect(response.statusCode, response.body).toBe(200);
      const answered = orderTotalsSchema.parse(response.json()).totals;
      expect(all.length).toBe(
        history.filter(
          (order) =>
            (filter !== '&status=invoiced' || order.status === 'invoiced') &&
            (!filter.startsWith('&from') ||
              ((order.orderDate ?? '') >= '2026-01-01' && (order.orderDate ?? '') <= '2026-06-30')),
        ).length,
      );
      expect(answered.map((total) => total.currency)).toEqual(['EUR', 'GBP']);
      expect(answered).toEqual(
        [...expected.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, total]) => ({ currency, ...total })),
      );
    },
  );
});
