import { reportListSchema, reportResultSchema, type ReportResult } from '@portal/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments, orderDeliveries, orders } from '../../../src/db/schema/index.ts';
import { createSignedInUser } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import {
  createTestCallers,
  removeTestCallers,
  testCallerNames,
  type TestCaller,
  type TestCallers,
} from '../../helpers/callers.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createReportHistory } from '../../helpers/report-history.ts';

/** The reports endpoints: who may call them, what the figures add up to, the download and bad input. */

let testApp: TestApp;
let the: TestCallers;
/** A user of admin's sold-to with the report permission but not reportDownload. */
let withoutDownload: { token: string; customerId: string };

function get(caller: TestCaller | { token: string }, url: string) {
  const headers = typeof caller === 'string' ? the.headers[caller] : bearer(caller.token);
  return testApp.app.inject({ method: 'GET', url: url.replaceAll('{own}', the.ownCustomer.admin), headers });
}

/** A report of admin's sold-to, which has the report history (`createReportHistory`). */
async function report(slug: string, query = ''): Promise<ReportResult> {
  const response = await get('admin', `/priv/api/v1/reports/${slug}?customer={own}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return reportResultSchema.parse(response.json());
}

const sum = (rows: ReportResult['rows'], key: string) => rows.reduce((total, row) => total + Number(row[key]), 0);

// The app, the callers' sign-ins and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  the = await createTestCallers(testApp.app, testApp.database.db);
});

beforeAll(async () => {
  const { db } = testApp.database;
  await createReportHistory(db, the.ownCustomer.admin);
  const customerId = the.ownCustomer.admin;
  const user = await createSignedInUser(testApp.app, db, [{ customerId, enabled: ['REPORT'] }]);
  withoutDownload = { token: user.token, customerId };
});

afterAll(async () => {
  await removeTestCallers(testApp.database.db, the);
  await testApp.close();
});

const ownCustomerOf = (caller: TestCaller) => the.ownCustomer[caller];
const foreign = () => the.foreignCustomer;

/**
 * Every reports endpoint x every caller. Columns:
 *   admin multi newTerms noPrivileges ticketsOnly german service approver salesRep (no token)
 * multi has not chosen a sold-to, yet reads the one it names (ADR 042); noPrivileges has no access; ticketsOnly has
 * no report permission; the staff call in an on-behalf session for admin's sold-to, so another customer's id is
 * refused to them too.
 */
const matrix: Array<[name: string, url: (caller: TestCaller) => string, expected: number[]]> = [
  [
    'GET reports, own sold-to',
    (caller) => `/priv/api/v1/reports?customer=${ownCustomerOf(caller)}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET reports, another customer's id",
    () => `/priv/api/v1/reports?customer=${foreign()}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET report, own sold-to',
    (caller) => `/priv/api/v1/reports/order-intake?customer=${ownCustomerOf(caller)}`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET report, another customer's id",
    () => `/priv/api/v1/reports/top-styles?customer=${foreign()}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
  [
    'GET report download, own sold-to',
    (caller) => `/priv/api/v1/reports/delivery-performance/download?customer=${ownCustomerOf(caller)}&format=csv`,
    [200, 200, 200, 403, 403, 200, 200, 200, 200, 401],
  ],
  [
    "GET report download, another customer's id",
    () => `/priv/api/v1/reports/open-order-book/download?customer=${foreign()}`,
    [403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
  ],
];

describe('reports authorization matrix', () => {
  const cells = matrix.flatMap(([name, url, expected]) =>
    testCallerNames.map((caller, index) => ({ name, caller, url, expected: expected[index] ?? 0 })),
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
    expect((await get({ token: the.tokens.service }, '/priv/api/v1/reports?customer={own}')).statusCode).toBe(403);
  });
});

describe('bad input names the field', () => {
  const cases: Array<[url: string, field: string]> = [
    ['/priv/api/v1/reports', 'customer'],
    ['/priv/api/v1/reports/order-intake?customer=abc', 'customer'],
    ['/priv/api/v1/reports/order-intake?customer={own}&brand=99', 'brand'],
    ['/priv/api/v1/reports/order-intake?customer={own}&season=SS2026', 'season'],
    ['/priv/api/v1/reports/order-intake?customer={own}&from=2026-02-30', 'from'],
    ['/priv/api/v1/reports/order-intake?customer={own}&from=2026-05-01&to=2026-04-01', 'to'],
    ['/priv/api/v1/reports/order-intake/download?customer={own}&format=pdf', 'format'],
  ];
  it.each(cases)('%s → 400 naming %s', async (url, field) => {
    const response = await get('admin', url);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Bad Request',
      details: expect.arrayContaining([{ field, message: expect.any(String) }]),
    });
  });
});

it('answers a report that does not exist with 404 naming the slug', async () => {
  const response = await get('admin', '/priv/api/v1/reports/sales-forecast?customer={own}');
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toMatchObject({
    error: 'Not Found',
    details: [{ field: 'slug', message: expect.any(String) }],
  });
});

describe('the figures', () => {
  it('lists the reports with a title and a description', async () => {
    const response = await get('admin', '/priv/api/v1/reports?customer={own}');
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
    const expected = await db.$count(
      orders,
      and(eq(orders.customerId, the.ownCustomer.admin), ne(orders.status, 'cancelled')),
    );
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
      .where(eq(orders.customerId, the.ownCustomer.admin));
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
      .where(eq(billingDocuments.customerId, the.ownCustomer.admin));
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
