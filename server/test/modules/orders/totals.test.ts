import type { InjectOptions } from 'fastify';
import { orderPageSchema, orderTotalsSchema, type OrderSummary } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foreignCustomer,
  matrixCallers,
  matrixHeaders,
  ownCustomerOf,
  personaTokens,
  type MatrixCaller,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';

/** The order list's totals (issue 32): who may ask, bad input, and the sums of every page of the filtered list. */

let testApp: TestApp;
let headersOf: Record<MatrixCaller, Record<string, string>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  headersOf = await matrixHeaders(testApp.app, await personaTokens(testApp.app));
});

afterAll(async () => {
  await testApp.close();
});

const get = (caller: MatrixCaller, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: headersOf[caller] } as InjectOptions);
const totals = '/priv/api/v1/orders/totals';

/** Columns as in routes.test.ts: buyer multi newterms pending limited klaus staff approver salesrep (no token). */
const matrix: Array<[name: string, url: (caller: MatrixCaller) => string, expected: number[]]> = [
  [
    'GET order totals, own sold-to',
    (caller) => `${totals}?customer=${ownCustomerOf[caller]}&status=open`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET order totals, another customer's id",
    () => `${totals}?customer=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];
const cells = matrix.flatMap(([name, url, expected]) =>
  matrixCallers.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
);

describe('order totals authorization matrix', () => {
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await get(caller, url(caller));
    expect(response.statusCode, response.body).toBe(expected);
  });
});

describe('order totals', () => {
  it.each([
    [`${totals}?customer=1000101&status=lost`, 'status'],
    [`${totals}?customer=1000101&from=2026-05-01&to=2026-04-01`, 'to'],
    [`${totals}`, 'customer'],
  ])('%s → 400 naming %s', async (url, field) => {
    const response = await get('buyer', url);
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
          'buyer',
          `/priv/api/v1/orders?customer=1000101${filter}&pageSize=100&pageNumber=${pageNumber}`,
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
      const response = await get('buyer', `${totals}?customer=1000101${filter}`);
      expect(response.statusCode, response.body).toBe(200);
      const answered = orderTotalsSchema.parse(response.json()).totals;
      expect(answered.length).toBeGreaterThan(0);
      expect(answered).toEqual(
        [...expected.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([currency, total]) => ({ currency, ...total })),
      );
    },
  );
});
