import { parse } from 'csv-parse/sync';
import * as ExcelJS from '@cj-tech-master/excelts';
import { describe, expect, it } from 'vitest';
import {
  addSheetRow,
  csvFile,
  neutralizeFormula,
  setUpSheet,
  sheetOptions,
  type FileColumn,
} from '../../src/lib/table-files.ts';

interface Row {
  text: string;
  amount: number;
  currency: string;
  day: Date | null;
}

const columns: FileColumn<Row>[] = [
  { header: 'Text', kind: 'text', value: (row) => row.text },
  { header: 'Amount', kind: 'money', value: (row) => row.amount, currency: (row) => row.currency },
  { header: 'Day', kind: 'date', value: (row) => row.day },
];

/** OWASP's CSV injection starts, and ordinary text that merely contains them. */
const formulas = ['=1+1', '+1+1', '-1+1', '@SUM(A1:A2)', '\tcmd', '\rcmd', '=HYPERLINK("https://evil.example")'];

describe('the table file writer', () => {
  it.each(formulas)('writes %j to CSV with a leading quote, so a spreadsheet shows it as text', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
    const [, row] = parse(csvFile(columns, [{ text, amount: -12.5, currency: 'EUR', day: null }]), {
      bom: true,
    }) as string[][];
    expect(row).toEqual([`'${text}`, '-12.5', '']);
  });

  it('leaves other text, numbers (negative ones too) and dates as they are', () => {
    expect(neutralizeFormula('a=b')).toBe('a=b');
    expect(neutralizeFormula('Outdoor - Trail')).toBe('Outdoor - Trail');
    const csv = csvFile(columns, [{ text: 'Jacket, "red"', amount: -3, currency: 'CHF', day: new Date('2026-03-01') }]);
    expect(parse(csv, { bom: true })).toEqual([
      ['Text', 'Amount', 'Day'],
      ['Jacket, "red"', '-3', '2026-03-01'],
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });

  it('writes XLSX text as typed text, never a formula, and amounts in their currency', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Test', sheetOptions);
    const rows = formulas.map((text, index) => ({
      text,
      amount: index * 1.5,
      currency: 'GBP',
      day: new Date('2026-01-02'),
    }));
    setUpSheet(sheet, columns, rows);
    for (const row of rows) addSheetRow(sheet, columns, row);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await workbook.xlsx.writeBuffer());
    const written = read.getWorksheet('Test');
    formulas.forEach((text, index) => {
      const cell = written?.getRow(index + 2).getCell(1);
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      // XML reads a carriage return back as a line feed.
      expect(cell?.value).toBe(text.replace('\r', '\n'));
      expect(written?.getRow(index + 2).getCell(2).numFmt).toBe('#,##0.00 "GBP"');
    });
    expect(written?.getRow(2).getCell(3).value).toEqual(new Date('2026-01-02'));
    expect(written?.autoFilter).toBeTruthy();
    expect(written?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });
});
