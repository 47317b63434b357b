import { reportResultSchema, type ReportResult } from '@portal/contracts';
import { parse } from 'csv-parse/sync';
import * as ExcelJS from '@cj-tech-master/excelts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personaTokens } from '../../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../../helpers/build-test-app.ts';
import { bearer } from '../../helpers/oidc-flow.ts';

/** Report downloads: the report's table in the caller's language, as CSV or as an XLSX made for a spreadsheet. */

let testApp: TestApp;
let tokens: Record<'buyer' | 'klaus', string>;

beforeAll(async () => {
  testApp = await buildTestApp();
  tokens = await personaTokens(testApp.app, ['buyer', 'klaus']);
});

afterAll(async () => {
  await testApp.close();
});

const get = (persona: 'buyer' | 'klaus', url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: bearer(tokens[persona]) });

async function report(slug: string, query = '', persona: 'buyer' | 'klaus' = 'buyer', customer = '1000101') {
  const response = await get(persona, `/priv/api/v1/reports/${slug}?customer=${customer}${query}`);
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
      'buyer',
      '/priv/api/v1/reports/delivery-performance/download?customer=1000101&format=csv',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="delivery-performance-1000101-/);
    const [header, ...rows] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(header).toEqual(['Month', 'Deliveries', 'On time', 'Late', 'On-time rate']);
    expect(rows).toHaveLength(result.rows.length);
    expect(rows[0]?.[0]).toMatch(/^\d{4}-\d{2}$/);
  });

  it('names brands instead of their numbers, in German for klaus@', async () => {
    const result = await report('order-intake', '', 'klaus', '1000107');
    const response = await get('klaus', '/priv/api/v1/reports/order-intake/download?customer=1000107&format=csv');
    const [header, first] = parse(response.rawPayload, { bom: true }) as string[][];
    expect(header?.slice(0, 3)).toEqual(['Marke', 'Saison', 'Bestellungen']);
    expect(first?.[0]).not.toMatch(/^\d+$/);
    expect(first?.[0]).toBeTruthy();
    expect(result.rows.length).toBe((parse(response.rawPayload, { bom: true }) as string[][]).length - 1);
  });

  it('writes XLSX for a spreadsheet: a titled sheet, frozen and filtered header, months as dates, money in its currency', async () => {
    const result = await report('open-order-book');
    const response = await get('buyer', '/priv/api/v1/reports/open-order-book/download?customer=1000101&format=xlsx');
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
