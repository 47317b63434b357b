import { reportResultSchema, type ReportResult } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import * as ExcelJS from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptTerms, createSignedInUser, createTestCustomer, removeTestCustomers } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';
import { createReportHistory } from '../../helpers/report-history.ts';

/** Report downloads: the report's table in the caller's language, as CSV or as an XLSX made for a spreadsheet. */

type Reader = 'english' | 'german';

let testApp: TestApp;
/** The file's sold-to, with a report history of its own, and two of its users: one reads English, one German. */
let customer = '';
const tokens: Record<Reader, string> = { english: '', german: '' };

// The app, and the sold-to with its data and users, are set-up steps of their own, each within the hook time.
beforeAll(async () => {
  testApp = await buildTestApp();
});

beforeAll(async () => {
  const { db } = testApp.database;
  customer = await createTestCustomer(db);
  await createReportHistory(db, customer);
  const entries = [{ customerId: customer, enabled: ['REPORT', 'REPORT_DOWNLOAD'] }];
  const [english, german] = await Promise.all([
    createSignedInUser(testApp.app, db, entries),
    createSignedInUser(testApp.app, db, entries, { locale: 'de' }),
  ]);
  // The sold-to has accepted the current terms (once per sold-to).
  await acceptTerms(db, customer, english);
  tokens.english = english.token;
  tokens.german = german.token;
});

afterAll(async () => {
  await removeTestCustomers(testApp.database.db, [customer]);
  await testApp.close();
});

const get = (reader: Reader, url: string) =>
  testApp.app.inject({ method: 'GET', url: url.replaceAll('{customer}', customer), headers: bearer(tokens[reader]) });

async function report(slug: string, query = '', reader: Reader = 'english') {
  const response = await get(reader, `/priv/api/v1/reports/${slug}?customer={customer}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return reportResultSchema.parse(response.json());
}

async function workbookOf(payload: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
}

const columnIndex = (result: ReportResult, key: string) => result.columns.findIndex((column) => column.key === key);

describe('report download', () => {
  it("writes CSV with the column names of the caller's language, and the same rows", async () => {
    const result = await report('delivery-performance');
    const response = await get(
      'english',
      '/priv/api/v1/reports/delivery-performance/download?customer={customer}&format=csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="delivery-performance-${customer}-`),
    );
    const [header, ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual(['Month', 'Deliveries', 'On time', 'Late', 'On-time rate']);
    expect(rows).toHaveLength(result.rows.length);
    expect(rows[0]?.[0]).toMatch(/^\d{4}-\d{2}$/);
  });

  it('names brands instead of their numbers, in German for a user who reads German', async () => {
    const result = await report('order-intake', '', 'german');
    const response = await get('german', '/priv/api/v1/reports/order-intake/download?customer={customer}&format=csv');
    const [header, first] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(header?.slice(0, 3)).toEqual(['Marke', 'Saison', 'Bestellungen']);
    // The rows run by brand number: 40 first, named.
    expect(first?.[0]).toBe('The North Face');
    expect(result.rows.length).toBe((parse(response.rawPayload, { bom: true }) as string[][]).length - 1);
  });

  it('writes XLSX for a spreadsheet: a titled sheet, frozen and filtered header, months as dates, money in its currency', async () => {
    const result = await report('open-order-book');
    const response = await get(
      'english',
      '/priv/api/v1/reports/open-order-book/download?customer={customer}&format=xlsx',
    );
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const sheet = (await workbookOf(response.rawPayload)).getWorksheet('Open order book');
    if (!sheet) throw new Error('no "Open order book" sheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Month', 'Orders', 'Open units', 'Open value', 'Currency']);
    expect(sheet.actualRowCount).toBe(result.rows.length + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBeTruthy();
    expect(sheet.getColumn(3).width).toBeGreaterThanOrEqual('Open units'.length);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toEqual(new Date(`${String(result.rows[0]?.month)}-01T00:00:00Z`));
    const value = first.getCell(columnIndex(result, 'openValue') + 1);
    expect(value.value).toBe(result.rows[0]?.openValue);
    expect(value.numFmt).toBe(`#,##0.00 "${String(result.rows[0]?.currency)}"`);
  });
});
