import { parse } from 'csv-parse/sync';
import { and, eq, sql } from 'drizzle-orm';
import * as ExcelJS from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../../src/db/schema/index.ts';
import { createSignedInUser, createTestCustomer, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createTestOrders, type TestOrder } from '../../helpers/orders.ts';

/** The order export: every line of the filtered orders, newest first, as CSV or XLSX that read back as sent. */

let testApp: TestApp;
/** A user reading the portal in English, one in German, each on a sold-to of its own. */
let token: string;
let germanToken: string;
let customer: string;
let germanCustomer: string;

const statuses = ['open', 'confirmed', 'partially_shipped', 'shipped', 'invoiced', 'cancelled'] as const;
const brands = ['40', '45', '50', '10'];
/**
 * 520 orders (more than the export's batch of 500), two days apart from 2024-01-01, in turn of brand and status, some
 * in the same sources on the same day; one to three lines each.
 */
const history: TestOrder[] = Array.from({ length: 520 }, (_unused, index) => ({
  source: (['sap', 'b2b', 'edi'] as const)[index % 3],
  status: statuses[index % statuses.length],
  brandId: brands[index % brands.length],
  orderDate: new Date(Date.parse('2024-01-01T00:00:00Z') + Math.floor(index / 2) * 2 * 86_400_000)
    .toISOString()
    .slice(0, 10),
  lines: Array.from({ length: 1 + (index % 3) }, (_line, position) => ({
    size: ['S', 'M', 'L'][position],
    quantity: 1 + ((index + position) % 9),
    unitPrice: 25 + (index % 40),
  })),
}));

// The app (from its template database) and the data are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { app, database } = testApp;
  const { db } = database;
  customer = await createTestCustomer(db);
  germanCustomer = await createTestCustomer(db, { country: 'DE', language: 'de' });
  await createTestOrders(db, customer, history);
  await createTestOrders(db, germanCustomer, history.slice(0, 3));
  const enabled = ['ORDER_INQUIRY_NEW'];
  token = (await createSignedInUser(app, db, [{ customerId: customer, enabled }])).token;
  germanToken = (await createSignedInUser(app, db, [{ customerId: germanCustomer, enabled }], { locale: 'de' })).token;
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [customer, germanCustomer]);
  await testApp.close();
});

const exportOf = (query: string, customerId = customer, caller = token) =>
  testApp.app.inject({
    method: 'GET',
    url: `/priv/api/v1/orders/export?customer=${customerId}${query}`,
    headers: bearer(caller),
  });

/** Header and rows of a CSV export. */
function csvOf(payload: Buffer): string[][] {
  return parse(payload, { bom: true }) as string[][];
}

/** The lines of the sold-to's orders of a brand, as the export should list them. */
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
    .where(and(eq(orders.customerId, customer), eq(orders.brandId, brandId)))
    .orderBy(sql`${orders.orderDate} desc, ${orders.source} desc, ${orders.orderId} desc, ${orderLines.lineNumber}`);
}

describe('order export', () => {
  it("writes CSV: headers in the caller's language, then one row per line of the filtered orders, newest first", async () => {
    const response = await exportOf('&format=csv&brand=45');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="orders-${customer}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const rows = parse(response.rawPayload, { bom: true, columns: true }) as Array<Record<string, string>>;
    const expected = await expectedLines('45');
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((row) => [row['Order'], Number(row['Line'])])).toEqual(
      expected.map((line) => [line.orderId, line.lineNumber]),
    );
    const [first] = rows;
    // Brand 45 is Timberland: its name, not its number; the status as a word, the date as ISO.
    expect(first).toMatchObject({ Brand: 'Timberland', 'Order date': expected[0]?.orderDate, SKU: expected[0]?.sku });
    expect(['Open', 'Confirmed', 'Partially shipped', 'Shipped', 'Invoiced', 'Cancelled']).toContain(
      first?.['Order status'],
    );
    expect(['SAP', 'B2B shop', 'EDI']).toContain(first?.['Order system']);
    expect(Number(first?.['Unit price'])).toBeGreaterThan(0);
  });

  it('writes the headers and words in German for a user who reads the portal in German', async () => {
    const [header, first] = csvOf((await exportOf('&format=csv', germanCustomer, germanToken)).rawPayload);
    expect(header?.slice(0, 5)).toEqual([
      'Bestellsystem',
      'Bestellung',
      'Bestellreferenz',
      'Bestelldatum',
      'Bestellstatus',
    ]);
    expect(['Offen', 'Bestätigt', 'Teilweise versandt', 'Versandt', 'Fakturiert', 'Storniert']).toContain(first?.[4]);
  });

  it('keeps text cells from running as formulas in CSV, and keeps them typed text in XLSX', async () => {
    const [order] = await expectedLines('45');
    // Every other formula start is covered by test/lib/table-files.test.ts.
    const poNumber = '=HYPERLINK("https://evil.example","x")';
    await testApp.database.db
      .update(orders)
      .set({ poNumber })
      .where(and(eq(orders.customerId, customer), eq(orders.orderId, order?.orderId ?? '')));

    const [header, ...rows] = csvOf((await exportOf('&format=csv&brand=45')).rawPayload);
    const po = header?.indexOf('PO number') ?? -1;
    const row = rows.find((cells) => cells[1] === order?.orderId);
    expect(row?.[po]).toBe(`'${poNumber}`);
    // Numbers stay numbers, whatever their sign.
    expect(rows.every((cells) => !cells.some((cell) => cell.startsWith("'-")))).toBe(true);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await exportOf('&format=xlsx&brand=45')).rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const cell = sheet
      ?.getColumn(po + 1)
      .values.find((value) => typeof value === 'string' && value.includes('HYPERLINK'));
    expect(cell).toBe(poNumber);
    for (const [index] of (sheet?.getColumn(po + 1).values ?? []).entries()) {
      if (index > 0) expect(sheet?.getRow(index).getCell(po + 1).type).not.toBe(ExcelJS.ValueType.Formula);
    }
  });

  it('writes XLSX for a spreadsheet: typed dates and amounts in the currency, a frozen, filtered header, widths', async () => {
    const response = await exportOf('&format=xlsx&brand=50');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders');
    if (!sheet) throw new Error('no Orders sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    expect(header.slice(0, 4)).toEqual(['Order system', 'Order', 'PO number', 'Order date']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    header.forEach((name, index) => expect(sheet.getColumn(index + 1).width).toBeGreaterThanOrEqual(name.length));
    const column = (name: string) => header.indexOf(name) + 1;
    const expected = await expectedLines('50');
    expect(sheet.rowCount).toBe(expected.length + 1);
    const second = sheet.getRow(2);
    expect(second.getCell(column('Order')).value).toBe(expected[0]?.orderId);
    expect(second.getCell(column('Brand')).value).toBe('Vans');
    const date = second.getCell(column('Order date'));
    expect(date.value).toEqual(new Date(`${expected[0]?.orderDate}T00:00:00Z`));
    expect(date.numFmt).toBeTruthy();
    expect(typeof second.getCell(column('Ordered')).value).toBe('number');
    const price = second.getCell(column('Unit price'));
    expect(typeof price.value).toBe('number');
    expect(price.numFmt).toContain(`"${String(second.getCell(column('Currency')).value)}"`);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(column('SKU')).value).toBe(expected[expected.length - 1]?.sku);
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
      .where(eq(orders.customerId, customer));
    expect(rows).toHaveLength(Number(lines[0]?.count));
    expect(rows).toHaveLength(history.reduce((sum, order) => sum + (order.lines?.length ?? 0), 0));
    const keys = new Set(rows.map((row) => `${row['Order system']}/${row['Order']}/${row['Line']}`));
    expect(keys.size).toBe(rows.length);
  });
});
