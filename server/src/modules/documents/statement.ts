import { Readable } from 'node:stream';
import { labelLocaleOf, type DocumentType, type LanguageId, type StatementFormat } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { csvChunks, xlsxStream, type FileColumn } from '../../lib/table-files.ts';
import type { StatementEntry, StatementPeriod, StatementSource } from './document-source.ts';
import { formatsFor } from './pdf.ts';
import { textOf } from './texts.ts';

/**
 * The statement of account (ADR 057) as PDF, XLSX or CSV in the customer's language: per currency the opening
 * balance, each invoice, credit note and payment issued in the period with the running balance, and the closing
 * balance. The rows are made while the document source yields its batches and each file is written as they come,
 * so memory holds one batch however long the history is: the PDF has no page count (pages are flushed as they
 * fill), the XLSX commits each row, the CSV is written batch by batch.
 */

export interface StatementRow {
  kind: 'opening' | 'closing' | DocumentType;
  currency: string;
  date: string;
  documentId: string | null;
  dueDate: string | null;
  /** What the row does to the balance (none for the opening and closing rows). */
  amount: number | null;
  balance: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const rowsPerBatch = 500;

/** The statement's rows, batch by batch: each currency opens with its balance and closes with the running one. */
export async function* statementRows(
  source: StatementSource,
  period: StatementPeriod,
): AsyncIterable<readonly StatementRow[]> {
  const iterator = source.entries[Symbol.asyncIterator]();
  let pending: readonly StatementEntry[] = [];
  let index = 0;
  let done = false;
  const peek = async (): Promise<StatementEntry | undefined> => {
    while (index >= pending.length && !done) {
      const next = await iterator.next();
      if (next.done) done = true;
      else [pending, index] = [next.value, 0];
    }
    return pending[index];
  };
  try {
    for (const { currency, opening } of source.balances) {
      let balance = cents(opening);
      let rows: StatementRow[] = [
        { kind: 'opening', currency, date: period.from, documentId: null, dueDate: null, amount: null, balance },
      ];
      for (let entry = await peek(); entry?.currency === currency; entry = await peek()) {
        index += 1;
        balance = cents(balance + entry.effect);
        rows.push({
          kind: entry.type,
          currency,
          date: entry.issueDate,
          documentId: entry.documentId,
          dueDate: entry.dueDate,
          amount: entry.effect,
          balance,
        });
        if (rows.length >= rowsPerBatch) {
          yield rows;
          rows = [];
        }
      }
      rows.push({ kind: 'closing', currency, date: period.to, documentId: null, dueDate: null, amount: null, balance });
      yield rows;
    }
  } finally {
    // Ends the source's reading when the file's writer stops early (the client went away).
    await iterator.return?.();
  }
}

const asDate = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

/** The spreadsheet columns, headers in `language`. */
export function statementColumns(language: LanguageId): FileColumn<StatementRow>[] {
  const t = (key: string) => textOf(language, key);
  const currency = (row: StatementRow) => row.currency;
  return [
    { header: t('statement_currencyCode'), kind: 'text', value: currency, width: 8 },
    { header: t('statement_date'), kind: 'date', value: (row) => asDate(row.date) },
    { header: t('statement_document'), kind: 'text', value: (row) => t(`statement_kind_${row.kind}`), width: 16 },
    { header: t('statement_documentNumber'), kind: 'text', value: (row) => row.documentId, width: 14 },
    { header: t('dueDate'), kind: 'date', value: (row) => asDate(row.dueDate) },
    { header: t('statement_amount'), kind: 'money', value: (row) => row.amount, currency },
    { header: t('statement_balance'), kind: 'money', value: (row) => row.balance, currency },
  ];
}

const margin = 48;
const contentWidth = 595.28 - 2 * margin;
const grey = '#555555';
const rule = '#bbbbbb';

interface StatementHeader {
  customerId: string;
  customerName: string;
  language: LanguageId;
  period: StatementPeriod;
  /** The day the statement is made. */
  today: string;
}

/** The statement as a PDF, drawn while the rows come; pages are written out as they fill. */
export function statementPdf(
  header: StatementHeader,
  batches: AsyncIterable<readonly StatementRow[]>,
  onError: (error: unknown) => void,
): Readable {
  const { language, period } = header;
  const t = (key: string, values?: Record<string, string>) => textOf(language, key, values);
  const dates = formatsFor(language, 'EUR');
  const title = t('statement_title');
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    info: { Title: `${title} ${header.customerId}`, Author: t('letterheadName') },
    lang: labelLocaleOf(language),
  });
  let pageNumber = 1;
  const footer = () => {
    const bottom = doc.page.height - margin + 10;
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(grey)
      .text(`${title} ${header.customerId} · ${t('statement_page', { page: String(pageNumber) })}`, margin, bottom, {
        width: contentWidth,
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = saved;
  };
  const columns = [
    { title: t('statement_date'), width: 80 },
    { title: t('statement_document'), width: 170 },
    { title: t('dueDate'), width: 80 },
    { title: t('statement_amount'), width: 84, align: 'right' as const },
    { title: t('statement_balance'), width: contentWidth - 414, align: 'right' as const },
  ];
  const tableHeader = () => {
    const y = doc.y;
    let x = margin;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(grey);
    for (const column of columns) {
      doc.text(column.title, x + 2, y, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    }
    doc
      .moveTo(margin, y + 12)
      .lineTo(margin + contentWidth, y + 12)
      .strokeColor(rule)
      .lineWidth(0.5)
      .stroke();
    doc.y = y + 16;
  };
  const line = (cells: readonly string[], bold = false) => {
    if (doc.y + 14 > doc.page.height - margin - 30) {
      footer();
      doc.addPage();
      pageNumber += 1;
      tableHeader();
    }
    const y = doc.y;
    let x = margin;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('black');
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x + 2, y, { width: column.width - 4, align: column.align ?? 'left', lineBreak: false });
      x += column.width;
    });
    doc.y = y + 13;
  };

  // Letterhead, customer and period.
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(t('letterheadName'), margin, margin, { width: contentWidth * 0.6 });
  doc.font('Helvetica').fontSize(8.5).fillColor(grey);
  doc.text(t('letterheadAddress'), { width: contentWidth * 0.6 });
  doc.text(t('letterheadContact'), { width: contentWidth * 0.6 });
  doc.fillColor('black').font('Helvetica-Bold').fontSize(18);
  doc.text(title, margin + contentWidth * 0.6, margin, { width: contentWidth * 0.4, align: 'right' });
  doc.y = 130;
  doc.font('Helvetica-Bold').fontSize(10).text(header.customerName, margin, doc.y, { width: contentWidth });
  doc.font('Helvetica').fontSize(9.5);
  doc.text(`${t('customerNumber')}: ${header.customerId}`);
  doc.text(t('statement_period', { from: dates.date(period.from), to: dates.date(period.to) }));
  doc.text(t('statement_issued', { date: dates.date(header.today) }));

  // One set of formats per currency: making Intl formats per row would cost far more than drawing it.
  const formats = new Map<string, ReturnType<typeof formatsFor>>();
  const formatsOf = (currency: string) => {
    let found = formats.get(currency);
    if (!found) formats.set(currency, (found = formatsFor(language, currency)));
    return found;
  };
  const draw = async () => {
    let any = false;
    let entries = 0;
    for await (const batch of batches) {
      if (doc.destroyed) return;
      for (const row of batch) {
        const f = formatsOf(row.currency);
        if (row.kind === 'opening') {
          any = true;
          entries = 0;
          doc.moveDown(1.2);
          doc
            .font('Helvetica-Bold')
            .fontSize(11)
            .fillColor('black')
            .text(t('statement_currency', { currency: row.currency }), margin, doc.y, { width: contentWidth });
          doc.moveDown(0.4);
          tableHeader();
          line([f.date(row.date), t('statement_opening'), '', '', f.money(row.balance)], true);
        } else if (row.kind === 'closing') {
          if (entries === 0) line(['', t('statement_none')]);
          line([f.date(row.date), t('statement_closing'), '', '', f.money(row.balance)], true);
        } else {
          entries += 1;
          line([
            f.date(row.date),
            `${t(`statement_kind_${row.kind}`)} ${row.documentId ?? ''}`,
            row.dueDate ? f.date(row.dueDate) : '',
            f.money(row.amount ?? 0),
            f.money(row.balance),
          ]);
        }
      }
      // Let the drawn pages reach the client before reading the next batch.
      while (doc.readableLength > doc.readableHighWaterMark && !doc.destroyed) {
        await new Promise((resolve) => doc.once('data', resolve).once('close', resolve));
      }
    }
    if (!any) {
      doc.moveDown(1.5);
      doc.font('Helvetica').fontSize(10).fillColor('black').text(t('statement_empty'), margin, doc.y);
    }
    footer();
    doc.end();
  };
  draw().catch((error: unknown) => {
    onError(error);
    doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return doc;
}

export const statementContentTypes: Record<StatementFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The statement file in `format`, streamed. */
export function statementFile(
  format: StatementFormat,
  header: StatementHeader,
  source: StatementSource,
  onError: (error: unknown) => void,
): Readable {
  const rows = statementRows(source, header.period);
  if (format === 'pdf') return statementPdf(header, rows, onError);
  const columns = statementColumns(header.language);
  if (format === 'xlsx') return xlsxStream(columns, textOf(header.language, 'statement_sheet'), rows, onError);
  return Readable.from(csvChunks(columns, rows));
}
