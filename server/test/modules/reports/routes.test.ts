import type { InjectOptions } from 'fastify';
import { reportListSchema, reportResultSchema, type ReportResult } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments, orderDeliveries, orders } from '../../../src/db/schema/index.ts';
import {
  createTestCustomer,
  foreignCustomer,
  grantPrivileges,
  matrixCallers,
  matrixHeaders,
  ownCustomerOf,
  personaTokens,
  removeTestCustomers,
  type MatrixCaller,
  type PersonaName,
} from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer, Browser } from '../../helpers/oidc-flow.ts';
import { createTestUser } from '../../helpers/users.ts';

/** The reports endpoints: who may call them, what the figures add up to, the download and bad input. */

let testApp: TestApp;
let tokens: Record<PersonaName, string>;
/** A user with the report permission but not reportDownload, and their sold-to. */
let withoutDownload: { token: string; customerId: string };
const testCustomers: string[] = [];

/** Each caller's headers; staff call in an on-behalf session for their `ownCustomerOf`. */
let headersOf: Record<MatrixCaller, Record<string, string>>;

function get(caller: MatrixCaller | { token: string }, url: string) {
  const headers = typeof caller === 'string' ? headersOf[caller] : bearer(caller.token);
  return testApp.app.inject({ method: 'GET', url, headers } as InjectOptions);
}

async function report(slug: string, query = ''): Promise<ReportResult> {
  const response = await get('buyer', `/priv/api/v1/reports/${slug}?customer=1000101${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return reportResultSchema.parse(response.json());
}

const sum = (rows: ReportResult['rows'], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  tokens = await personaTokens(testApp.app);
  headersOf = await matrixHeaders(testApp.app, tokens);
  const user = await createTestUser(db);
  const customerId = await createTestCustomer(db);
  testCustomers.push(customerId);
  await grantPrivileges(db, user.id, [{ customerId, enabled: ['REPORT'] }]);
  withoutDownload = {
    token: (await new Browser(testApp.app).signIn(user.username, user.password)).access_token,
    customerId,
  };
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, testCustomers);
  await testApp.close();
});

/**
 * Every reports endpoint x every caller. Columns:
 *   buyer multi newterms pending limited klaus staff approver salesrep (no token)
 * multi@ has not chosen a sold-to, yet reads the one it names (ADR 042); limited@ has no report permission; the staff personas call in an on-behalf
 * session for buyer@'s sold-to, so another customer's id is refused to them too.
 */
const matrix: Array<[name: string, url: (caller: MatrixCaller) => string, expected: number[]]> = [
  [
    'GET reports, own sold-to',
    (caller) => `/priv/api/v1/reports?customer=${ownCustomerOf[caller]}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET reports, another customer's id",
    () => `/priv/api/v1/reports?customer=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET report, own sold-to',
    (caller) => `/priv/api/v1/reports/order-intake?customer=${ownCustomerOf[caller]}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET report, another customer's id",
    () => `/priv/api/v1/reports/top-styles?customer=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET report download, own sold-to',
    (caller) => `/priv/api/v1/reports/delivery-performance/download?customer=${ownCustomerOf[caller]}&format=csv`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET report download, another customer's id",
    () => `/priv/api/v1/reports/open-order-book/download?customer=${foreignCustomer}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

describe('reports authorization matrix', () => {
  const cells = matrix.flatMap(([name, url, expected]) =>
    matrixCallers.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
  );
  it.each(cells)('$name as $caller → $expected', async ({ caller, url, expected }) => {
    const response = await get(caller, url(caller));
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) {
      expect(response.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });

  it('opens a report without reportDownload but refuses its download (403)', async () => {
    const url = `/priv/api/v1/reports/order-intake?customer=${withoutDownload.customerId}`;
    expect((await get(withoutDownload, url)).statusCode).toBe(200);
    const download = await get(withoutDownload, url.replace('?', '/download?'));
    expect(download.statusCode, download.body).toBe(403);
  });

  it('refuses staff the reports of a customer outside an on-behalf session', async () => {
    expect((await get({ token: tokens.staff }, '/priv/api/v1/reports?customer=1000101')).statusCode).toBe(403);
  });
});

describe('bad input names the field', () => {
  const cases: Array<[url: string, field: string]> = [
    ['/priv/api/v1/reports', 'customer'],
    ['/priv/api/v1/reports/order-intake?customer=abc', 'customer'],
    ['/priv/api/v1/reports/order-intake?customer=1000101&brand=99', 'brand'],
    ['/priv/api/v1/reports/order-intake?customer=1000101&season=SS2026', 'season'],
    ['/priv/api/v1/reports/order-intake?customer=1000101&from=2026-02-30', 'from'],
    ['/priv/api/v1/reports/order-intake?customer=1000101&from=2026-05-01&to=2026-04-01', 'to'],
    ['/priv/api/v1/reports/order-intake/download?customer=1000101&format=pdf', 'format'],
  ];
  it.each(cases)('%s → 400 naming %s', async (url, field) => {
    const response = await get('buyer', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });
});

it('answers a report that does not exist with 404 naming the slug', async () => {
  const response = await get('buyer', '/priv/api/v1/reports/sales-forecast?customer=1000101');
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({
    error: 'Not Found',
    details: [{ field: 'slug', message: expect.any(String) }],
  });
});

describe('the figures', () => {
  it('lists the reports with a title and a description', async () => {
    const response = await get('buyer', '/priv/api/v1/reports?customer=1000101');
    const list = reportListSchema.parse(response.json());
    expect(list.map((entry) => entry.slug)).toEqual(
      expect.arrayContaining([
        'order-intake',
        'open-order-book',
        'delivery-performance',
        'invoiced-vs-credited',
        'top-styles',
      ]),
    );
  });

  it('order intake counts every order that is not cancelled, and its chart the same units', async () => {
    const { db } = testApp.database;
    const expected = await db.$count(orders, and(eq(orders.customerId, '1000101'), ne(orders.status, 'cancelled')));
    const result = await report('order-intake');
    expect(sum(result.rows, 'orders')).toBe(expected);
    const chartUnits = result.chart.series.flatMap((series) => series.values).reduce((a, b) => a + b, 0);
    expect(chartUnits).toBe(sum(result.rows, 'units'));
    // Money stays per currency: no row mixes two.
    expect(result.rows.every((row) => typeof row.currency === 'string' && /^[A-Z]{3}$/.test(row.currency))).toBe(true);
    // Two years of seasons, in time order in the chart and within each brand's rows.
    const inTimeOrder = ['SS25', 'FW25', 'SS26', 'FW26', 'SS27'];
    expect(result.chart.series.map((series) => series.key)).toEqual(inTimeOrder);
    const firstBrand = result.rows.filter((row) => row.brandId === result.rows[0]?.brandId);
    const seasons = [...new Set(firstBrand.map((row) => String(row.season)))];
    expect(seasons).toEqual(inTimeOrder.filter((season) => seasons.includes(season)));
  });

  it('filters by brand, season and period', async () => {
    const all = await report('order-intake');
    const vans = await report('order-intake', '&brand=50');
    expect(vans.rows.length).toBeGreaterThan(0);
    expect(vans.rows.every((row) => row.brandId === '50')).toBe(true);
    expect(sum(vans.rows, 'orders')).toBeLessThan(sum(all.rows, 'orders'));
    const season = await report('order-intake', '&season=SS27');
    expect(season.rows.every((row) => row.season === 'SS27')).toBe(true);
    const none = await report('order-intake', '&from=2001-01-01&to=2001-12-31');
    expect(none.rows).toEqual([]);
    expect(none.chart.categories).toEqual([]);
  });

  it('delivery performance splits every delivery into on time or late', async () => {
    const { db } = testApp.database;
    const deliveries = await db
      .select({ n: orderDeliveries.deliveryNumber })
      .from(orderDeliveries)
      .innerJoin(orders, and(eq(orders.source, orderDeliveries.source), eq(orders.orderId, orderDeliveries.orderId)))
      .where(eq(orders.customerId, '1000101'));
    const result = await report('delivery-performance');
    expect(sum(result.rows, 'deliveries')).toBe(deliveries.length);
    expect(sum(result.rows, 'onTime') + sum(result.rows, 'late')).toBe(deliveries.length);
    expect(result.chart.kind).toBe('stacked-bar');
    for (const row of result.rows) expect(row.onTimeRate).toBeCloseTo(Number(row.onTime) / Number(row.deliveries));
  });

  it('invoiced vs credited adds up the sold-to’s invoices and credit notes per currency', async () => {
    const { db } = testApp.database;
    const documents = await db
      .select({ type: billingDocuments.type, gross: billingDocuments.grossAmount, currency: billingDocuments.currency })
      .from(billingDocuments)
      .where(eq(billingDocuments.customerId, '1000101'));
    const invoices = documents.filter((document) => document.type === 'invoice');
    expect(invoices.length).toBeGreaterThan(0);
    const result = await report('invoiced-vs-credited');
    expect(sum(result.rows, 'invoices')).toBe(invoices.length);
    expect(sum(result.rows, 'creditNotes')).toBe(
      documents.filter((document) => document.type === 'credit_note').length,
    );
    const eur = (type: string) =>
      documents
        .filter((document) => document.type === type && document.currency === 'EUR')
        .reduce((total, document) => total + Math.abs(Number(document.gross)), 0);
    const eurRows = result.rows.filter((row) => row.currency === 'EUR');
    expect(sum(eurRows, 'invoiced')).toBeCloseTo(eur('invoice'), 2);
    expect(sum(eurRows, 'credited')).toBeCloseTo(eur('credit_note'), 2);
  });

  it('open order book and top styles answer the most owed months and the ten biggest styles', async () => {
    const open = await report('open-order-book');
    expect(open.rows.length).toBeGreaterThan(0);
    expect(open.rows.every((row) => Number(row.openUnits) > 0)).toBe(true);
    const top = await report('top-styles');
    expect(top.rows.length).toBeLessThanOrEqual(10);
    const units = top.rows.map((row) => Number(row.units));
    expect(units).toEqual([...units].sort((a, b) => b - a));
  });
});
