import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../../src/db/schema/index.ts';
import { personaTokens } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/** The order export: every line of the filtered orders, newest first, as CSV or XLSX that read back as sent. */

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  ({ buyer: token } = await personaTokens(testApp.app, ['buyer']));
});

afterAll(async () => {
  await testApp.close();
});

const exportOf = (query: string) =>
  testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/orders/export?customer=1000101${query}`,
    headers: bearer(token),
  });

/** The lines of buyer@'s orders of a brand, as the export should list them. */
async function expectedLines(brandId: string) {
  return testApp.database.db
    .select({
      orderId: orders.orderId,
      lineNumber: orderLines.lineNumber,
      sku: orderLines.sku,
      orderDate: orders.orderDate,
    })
    .from(orderLines)
    .innerJoin(orders, and(eq(orders.source, orderLines.source), eq(orders.orderId, orderLines.orderId)))
    .where(and(eq(orders.customerId, '1000101'), eq(orders.brandId, brandId)))
    .orderBy(sql`${orders.orderDate} desc, ${orders.source} desc, ${orders.orderId} desc, ${orderLines.lineNumber}`);
}

describe('order export', () => {
  it('writes CSV: a header of field names, then one row per line of the filtered orders, newest first', async () => {
    const response = await exportOf('&format=csv&brand=45');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-1000101-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(response.rawPayload, { bom: true, columns: true }) as Array<Record<string, string>>;
    const expected = await expectedLines('45');
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => [row['orderId'], Number(row['lineNumber'])])).toEqual(
      expected.map((line) => [line.orderId, line.lineNumber]),
    );
    const [first] = rows;
    expect(first).toMatchObject({ brandId: '45', orderDate: expected[0]?.orderDate, sku: expected[0]?.sku });
    expect(Number(first?.['unitPrice'])).toBeGreaterThan(0);
  });

  it('writes XLSX that exceljs reads back: typed dates and numbers, the same rows', async () => {
    const response = await exportOf('&format=xlsx&brand=50');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders');
    if (!sheet) throw new Error('no Orders sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(0, 4)).toEqual(['source', 'orderId', 'poNumber', 'orderDate']);
    const column = (name: string) => header.indexOf(name) + 1;
    const expected = await expectedLines('50');
    expect(sheet.rowCount).toBe(expected.length + 1);
    const second = sheet.getRow(2);
    expect(second.getCell(column('orderId')).value).toBe(expected[0]?.orderId);
    expect(second.getCell(column('orderDate')).value).toEqual(new Date(`${expected[0]?.orderDate}T00:00:00Z`));
    expect(typeof second.getCell(column('orderedQuantity')).value).toBe('number');
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(column('sku')).value).toBe(expected[expected.length - 1]?.sku);
  });

  it('answers a filter nothing matches with the header only', async () => {
    const response = await exportOf('&q=no-such-order');
    expect(response.statusCode).toBe(200);
    expect(parse(response.rawPayload, { bom: true })).toHaveLength(1);
  });

  it('reads the orders in batches through the whole history (more orders than one batch)', async () => {
    const response = await exportOf('&format=csv');
    const rows = parse(response.rawPayload, { bom: true, columns: true }) as Array<Record<string, string>>;
    const lines = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orderLines)
      .innerJoin(orders, and(eq(orders.source, orderLines.source), eq(orders.orderId, orderLines.orderId)))
      .where(eq(orders.customerId, '1000101'));
    expect(rows).toHaveLength(Number(lines[0]?.count));
    const keys = new Set(rows.map((row) => `${row['source']}/${row['orderId']}/${row['lineNumber']}`));
    expect(keys.size).toBe(rows.length);
  });
});
