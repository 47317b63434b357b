import { PassThrough, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import {
  WorkbookWriter,
  type AddWorksheetOptions,
  type Row as SheetRow,
  type Worksheet,
  type WorksheetWriter,
} from '@cj-tech-master/excelts';
import { firstEvent } from './first-event.ts';

/** A sheet built in memory (reports) or written as it goes (the order export). */
type SheetLike = Worksheet | WorksheetWriter;

/**
 * The one writer of the portal's table files (order export, report downloads): CSV and XLSX from a list of typed
 * columns, so both files read the same way and every text cell passes through the same checks.
 *
 * - CSV (RFC 4180, UTF-8 with a byte order mark so spreadsheet programs read accents right): dates as ISO
 *   `yyyy-mm-dd`, numbers as plain numbers with a point. A text cell that starts with `=`, `+`, `-`, `@`, a tab or a
 *   carriage return would be run as a formula by a spreadsheet program (OWASP "CSV injection"): it is written with
 *   a leading `'`, which spreadsheets show as text. Numbers are numbers and never changed.
 * - XLSX: text cells are typed text (never formulas, whatever they start with), dates real dates in the reader's
 *   short date format, amounts numbers in the row's currency format; a bold, frozen header row with an
 *   auto-filter, and column widths that fit the header and the values.
 */

export type CellValue = string | number | Date | null;

export type ColumnKind = 'text' | 'date' | 'month' | 'integer' | 'number' | 'money' | 'percent';

export interface FileColumn<Row> {
  /** The header, in the reader's language. */
  header: string;
  kind: ColumnKind;
  value: (row: Row) => CellValue;
  /** Money: the ISO currency of the row's amount, shown in the cell's number format. */
  currency?: (row: Row) => string | null | undefined;
  /** Width in characters when the values are not known in advance (streamed files); else measured. */
  width?: number;
}

/** The characters that make a spreadsheet program read a cell as a formula (OWASP CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/** A text cell as CSV may carry it: with a leading `'` if a spreadsheet would otherwise run it as a formula. */
export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function csvCell(kind: ColumnKind, value: CellValue): string | number {
  if (value === null) return '';
  if (value instanceof Date) return kind === 'month' ? isoDay(value).slice(0, 7) : isoDay(value);
  if (typeof value === 'number') return value;
  return neutralizeFormula(value);
}

/** CSV lines (with a final line break) for rows of `columns`. */
export function csvRows<Row>(columns: readonly FileColumn<Row>[], rows: readonly Row[]): string {
  if (rows.length === 0) return '';
  return stringify(rows.map((row) => columns.map((column) => csvCell(column.kind, column.value(row)))));
}

/** The start of a CSV file: the byte order mark and the header line (headers are neutralised too). */
export function csvHeader<Row>(columns: readonly FileColumn<Row>[]): string {
  return `\uFEFF${stringify([columns.map((column) => neutralizeFormula(column.header))])}`;
}

/** A whole CSV file. */
export function csvFile<Row>(columns: readonly FileColumn<Row>[], rows: readonly Row[]): string {
  return csvHeader(columns) + csvRows(columns, rows);
}

/** A CSV file, batch by batch, for rows read as they are streamed. */
export async function* csvChunks<Row>(
  columns: readonly FileColumn<Row>[],
  batches: AsyncIterable<readonly Row[]>,
): AsyncIterable<string> {
  yield csvHeader(columns);
  for await (const batch of batches) {
    const text = csvRows(columns, batch);
    if (text) yield text;
  }
}

/** Excel's built-in short date (number format 14): each reader sees dates as their own system writes them. */
const dateFormat = 'mm-dd-yy';
const monthFormat = 'mmm yyyy';
const numberFormats: Record<ColumnKind, string | undefined> = {
  text: '@',
  date: dateFormat,
  month: monthFormat,
  integer: '#,##0',
  number: '#,##0.##',
  money: '#,##0.00',
  percent: '0.0%',
};

/** An amount's number format: two decimals and the currency's ISO code, `1,234.50 EUR`. */
export function moneyFormat(currency: string | null | undefined): string {
  return currency && /^[A-Z]{3}$/.test(currency) ? `#,##0.00 "${currency}"` : '#,##0.00';
}

const defaultWidths: Record<ColumnKind, number> = {
  text: 14,
  date: 12,
  month: 10,
  integer: 10,
  number: 12,
  money: 16,
  percent: 10,
};

/** Characters a cell's value takes when shown. */
function shownLength(kind: ColumnKind, value: CellValue): number {
  if (value === null) return 0;
  if (value instanceof Date) return defaultWidths[kind];
  if (typeof value === 'number') return kind === 'money' ? value.toFixed(2).length + 6 : String(value).length + 2;
  return Math.max(...value.split('\n').map((line) => line.length));
}

const minWidth = 8;
const maxWidth = 60;

function widthOf<Row>(column: FileColumn<Row>, rows: readonly Row[] | undefined): number {
  const values = rows ? rows.map((row) => shownLength(column.kind, column.value(row))) : [];
  const content = rows ? Math.max(0, ...values) : (column.width ?? defaultWidths[column.kind]);
  // The header has the filter button beside it.
  return Math.min(maxWidth, Math.max(minWidth, column.header.length + 4, content + 1));
}

/** The sheet's options: the header row frozen. */
export const sheetOptions: Partial<AddWorksheetOptions> = {
  views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
};

/**
 * Sets up a sheet made with `sheetOptions` for `columns`: headers, number formats, widths (measured over `rows`
 * when given) and the auto-filter over the header row.
 */
export function setUpSheet<Row>(sheet: SheetLike, columns: readonly FileColumn<Row>[], rows?: readonly Row[]) {
  sheet.columns = columns.map((column, index) => {
    const numFmt = numberFormats[column.kind];
    return {
      header: column.header,
      key: `c${index}`,
      width: widthOf(column, rows),
      ...(numFmt ? { style: { numFmt } } : {}),
    };
  });
  const header = sheet.getRow(1);
  header.font = { bold: true };
  // The header row's cells are text whatever their column's format says.
  header.eachCell((cell) => {
    cell.numFmt = '@';
  });
  sheet.autoFilter = { from: { row: 1, col: 1 }, to: { row: 1, col: columns.length } };
}

/** Adds a row; amounts get their row's currency format. Returns the row (a streamed sheet commits it). */
export function addSheetRow<Row>(sheet: SheetLike, columns: readonly FileColumn<Row>[], row: Row): SheetRow {
  const added = sheet.addRow(columns.map((column) => column.value(row)));
  columns.forEach((column, index) => {
    if (column.kind === 'money' && column.currency) added.getCell(index + 1).numFmt = moneyFormat(column.currency(row));
  });
  return added;
}

/**
 * An XLSX workbook of one sheet written by a streaming writer while `batches` are read: each row is committed
 * (written out) as it is added, and the writer waits for the output to drain before reading the next batch, so a
 * large file never piles up in memory ahead of a slow client. A failure destroys the stream after `onError`.
 */
export function xlsxStream<Row>(
  columns: readonly FileColumn<Row>[],
  sheetName: string,
  batches: AsyncIterable<readonly Row[]>,
  onError: (error: unknown) => void,
): Readable {
  const output = new PassThrough();
  const workbook = new WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, sheetOptions);
  setUpSheet(sheet, columns);
  const write = async () => {
    for await (const batch of batches) {
      // The client went away: stop reading (leaving the loop ends the source's batches too).
      if (output.destroyed) return;
      for (const row of batch) addSheetRow(sheet, columns, row).commit();
      // Let the zip stream reach the client before reading the next batch.
      if (output.writableNeedDrain) await firstEvent([output, 'drain'], [output, 'close']);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    onError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
