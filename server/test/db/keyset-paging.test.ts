import { documentCursorOf, documentPageSchema, orderCursorOf, orderPageSchema } from '@portal/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingDocuments } from '../../src/db/schema/index.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { bearer } from '../helpers/oidc-flow.ts';
import { createTestOrders, type TestOrder } from '../helpers/orders.ts';

/**
 * The orders and documents lists paged by cursor (`after`, ADR 075): moving page by page from each page's
 * `nextCursor` gives the same rows in the same order as the pages by number, across several sold-tos and for one,
 * ties on the date included; a bad cursor is a 400 naming `after`; the cursor opens no sold-to the request does not
 * name and the caller may not read.
 */

let testApp: TestApp;
/** Three sold-tos of the user, and one that is not theirs. */
let mine: string[] = [];
let foreign = '';
let token = '';

/** Nine orders per sold-to over four dates, so dates tie within a sold-to and across sold-tos. */
const dates = ['2026-03-02', '2026-03-02', '2026-03-02', '2026-02-14', '2026-02-14', '2026-01-31', '2026-01-31'];
const moreDates = ['2026-01-05', '2026-03-02'];
const sources = ['sap', 'b2b', 'edi'] as const;

/** The sold-to's orders: sources alternate so ties on the date are broken by source and by number. */
function orderSpecs(index: number): TestOrder[] {
  return [...dates, ...moreDates].map((orderDate, position) => ({
    source: sources[(position + index) % 3] ?? 'sap',
    orderDate,
    status: position % 2 === 0 ? 'open' : 'shipped',
  }));
}

const party = { id: 'X', name: 'Made', street: 'Street 1', postcode: '1000', city: 'City', country: 'DE' };

function invoiceRows(customerId: string) {
  return [...dates, ...moreDates].map((issueDate, position) => ({
    type: 'invoice',
    documentId: `T${customerId.slice(-6)}-${position}`,
    customerId,
    brandId: null,
    issueDate,
    dueDate: '2026-12-31',
    currency: 'EUR',
    netAmount: '10.00',
    taxAmount: '0.00',
    grossAmount: '10.00',
    openAmount: position % 2 === 0 ? '10.00' : '0.00',
    status: position % 2 === 0 ? 'open' : 'paid',
    billTo: party,
    payer: party,
    orders: [],
    deliveries: [],
    lines: [],
    settlements: [],
  }));
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  mine = [await createTestCustomer(db), await createTestCustomer(db), await createTestCustomer(db)];
  foreign = await createTestCustomer(db);
  for (const [index, customerId] of [...mine, foreign].entries()) {
    await createTestOrders(db, customerId, orderSpecs(index));
  }
  await db.insert(billingDocuments).values([...mine, foreign].flatMap(invoiceRows));
  const enabled = ['ORDER_INQUIRY_NEW', 'DOCUMENT', 'DOCUMENT_INVOICE'];
  ({ token } = await createSignedInUser(
    testApp.app,
    db,
    mine.map((customerId) => ({ customerId, enabled })),
  ));
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [...mine, foreign]);
  await testApp.close();
});

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: bearer(token) } as InjectOptions);
}

async function page<T>(schema: { parse(value: unknown): T }, url: string): Promise<T> {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
}

type Listed = { items: unknown[]; nextCursor?: string | null | undefined; totalElements: number };

/** Every page of `list` (a path ending in a query), by number and by cursor, each as its pages' items. */
async function bothWays<T extends Listed>(schema: { parse(value: unknown): T }, list: string, pageSize: number) {
  const first = await page(schema, `${list}&pageSize=${pageSize}`);
  const pageCount = Math.ceil(first.totalElements / pageSize);
  const byNumber = [first];
  for (let pageNumber = 1; pageNumber < pageCount; pageNumber += 1) {
    byNumber.push(await page(schema, `${list}&pageSize=${pageSize}&pageNumber=${pageNumber}`));
  }
  const byCursor = [first];
  for (let last = first; last.nextCursor;) {
    last = await page(
      schema,
      `${list}&pageSize=${pageSize}&pageNumber=${byCursor.length}&after=${encodeURIComponent(last.nextCursor)}`,
    );
    byCursor.push(last);
  }
  return { byNumber, byCursor, all: await page(schema, `${list}&pageSize=100`) };
}

describe('the orders list by cursor', () => {
  const orderKey = (order: { customerId: string; source: string; orderId: string; orderDate: string }) =>
    `${order.orderDate} ${order.source} ${order.orderId} ${order.customerId}`;

  it.each([
    ['across three sold-tos', () => mine.join(','), 4],
    ['across three sold-tos, a page size that ends on a tie', () => mine.join(','), 3],
    ['of one sold-to', () => mine[0] ?? '', 2],
  ])('%s: the same pages, rows and order as by page number', async (_, customers, pageSize) => {
    const { byNumber, byCursor, all } = await bothWays(
      orderPageSchema,
      `/priv/api/v1/orders?customer=${customers()}`,
      pageSize,
    );
    expect(byCursor.map((each) => each.items.map(orderKey))).toEqual(byNumber.map((each) => each.items.map(orderKey)));
    expect(byCursor.flatMap((each) => each.items.map(orderKey))).toEqual(all.items.map(orderKey));
    expect(byCursor.at(-1)?.nextCursor).toBeNull();
    expect(byCursor.every((each) => each.totalElements === all.totalElements)).toBe(true);
    expect(byCursor.map((each) => each.pageNumber)).toEqual(byNumber.map((each) => each.pageNumber));
  });

  it('keeps the filters with a cursor', async () => {
    const { byCursor, all } = await bothWays(
      orderPageSchema,
      `/priv/api/v1/orders?customer=${mine.join(',')}&status=shipped`,
      2,
    );
    expect(all.items.length).toBe(12);
    expect(byCursor.flatMap((each) => each.items.map(orderKey))).toEqual(all.items.map(orderKey));
  });

  it('starts where the cursor says, whatever page number comes with it', async () => {
    const list = `/priv/api/v1/orders?customer=${mine.join(',')}&pageSize=4`;
    const first = await page(orderPageSchema, list);
    const second = await page(orderPageSchema, `${list}&pageNumber=1`);
    const named = await page(orderPageSchema, `${list}&pageNumber=7&after=${first.nextCursor}`);
    expect(named.items.map(orderKey)).toEqual(second.items.map(orderKey));
    expect(named.pageNumber).toBe(7);
  });

  it('reads only the sold-tos the request names, whatever order the cursor was taken from', async () => {
    // The foreign sold-to's newest order as the cursor: it carries only sort values, the rows stay the caller's.
    const after = orderCursorOf({ orderDate: '2026-03-02', source: 'sap', orderId: `T${foreign}-1` });
    const answer = await page(
      orderPageSchema,
      `/priv/api/v1/orders?customer=${mine.join(',')}&pageNumber=1&after=${after}`,
    );
    expect(answer.items.length).toBeGreaterThan(0);
    expect(answer.items.every((order) => mine.includes(order.customerId))).toBe(true);
    const refused = await get(`/priv/api/v1/orders?customer=${mine[0]},${foreign}&pageNumber=1&after=${after}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain(foreign);
  });

  it.each(['not-a-cursor!', orderCursorOf({ orderDate: '2026-02-30', source: 'sap', orderId: 'X1' }), 'W10'])(
    'answers a bad cursor (%s) with 400 naming after',
    async (after) => {
      const response = await get(
        `/priv/api/v1/orders?customer=${mine[0]}&pageNumber=1&after=${encodeURIComponent(after)}`,
      );
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'Bad Request',
        details: expect.arrayContaining([{ field: 'after', message: expect.any(String) }]),
      });
    },
  );
});

describe('the documents list by cursor', () => {
  const documentKey = (document: { customerId: string; documentId: string; issueDate: string }) =>
    `${document.issueDate} ${document.documentId} ${document.customerId}`;

  it.each([
    ['across three sold-tos', () => mine.join(','), 4],
    ['of one sold-to', () => mine[1] ?? '', 2],
  ])('%s: the same pages, rows and order as by page number', async (_, customers, pageSize) => {
    const list = `/priv/api/v1/documents?customer=${customers()}&type=invoice`;
    const { byNumber, byCursor, all } = await bothWays(documentPageSchema, list, pageSize);
    expect(byCursor.map((each) => each.items.map(documentKey))).toEqual(
      byNumber.map((each) => each.items.map(documentKey)),
    );
    expect(byCursor.flatMap((each) => each.items.map(documentKey))).toEqual(all.items.map(documentKey));
    expect(byCursor.at(-1)?.nextCursor).toBeNull();
  });

  it('keeps the filters with a cursor', async () => {
    const list = `/priv/api/v1/documents?customer=${mine.join(',')}&type=invoice&status=paid`;
    const { byCursor, all } = await bothWays(documentPageSchema, list, 3);
    expect(all.items.length).toBe(12);
    expect(byCursor.flatMap((each) => each.items.map(documentKey))).toEqual(all.items.map(documentKey));
  });

  it("answers a bad cursor with 400 naming after, and a sold-to not the caller's with 403", async () => {
    const bad = await get(`/priv/api/v1/documents?customer=${mine[0]}&type=invoice&pageNumber=1&after=e30`);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json()).toMatchObject({
      details: expect.arrayContaining([{ field: 'after', message: expect.any(String) }]),
    });
    const after = documentCursorOf({ issueDate: '2026-03-02', documentId: `T${foreign.slice(-6)}-0` });
    const refused = await get(`/priv/api/v1/documents?customer=${foreign}&type=invoice&pageNumber=1&after=${after}`);
    expect(refused.statusCode).toBe(403);
  });
});
