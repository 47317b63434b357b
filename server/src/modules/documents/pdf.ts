import { labelLocaleOf, type DocumentDetail, type DocumentParty, type LanguageId } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import { textOf } from './texts.ts';

/**
 * A document as a PDF (pdfkit) in the customer's language: letterhead, the parties, the document's facts, its lines,
 * totals, tax summary and payment terms (invoices), or the documents a payment settled. The standard PDF fonts are
 * used (no font files to ship); they cover the five languages' letters.
 */

const margin = 48;
const pageWidth = 595.28; // A4
const contentWidth = pageWidth - 2 * margin;
const grey = '#555555';
const rule = '#bbbbbb';

/** Intl puts narrow no-break spaces in some languages' numbers; the standard fonts have no such glyph. */
const printable = (value: string) => value.replace(/\u202f/g, '\u00a0');

interface Formats {
  money(amount: number): string;
  date(value: string | null): string;
  number(value: number): string;
  t(key: string, values?: Record<string, string>): string;
}

export function formatsFor(language: LanguageId, currency: string): Formats {
  const locale = labelLocaleOf(language);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    money: (amount) => printable(money.format(amount)),
    date: (value) => (value ? printable(dates.format(new Date(`${value}T00:00:00Z`))) : '–'),
    number: (value) => printable(numbers.format(value)),
    t: (key, values) => textOf(language, key, values),
  };
}

type Doc = InstanceType<typeof PDFDocument>;

function party(doc: Doc, x: number, y: number, width: number, title: string, lines: string[]): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(grey).text(title.toUpperCase(), x, y, { width });
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  for (const line of lines) doc.text(line, { width });
  return doc.y;
}

const partyLines = (value: DocumentParty) => [
  value.name,
  value.street,
  `${value.postcode} ${value.city}`,
  `${value.country} · ${value.id}`,
];

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table with a header row; rows break onto a new page (with the header again) when the page is full. */
function table(doc: Doc, columns: readonly Column[], rows: readonly string[][]): void {
  const header = () => {
    const y = doc.y;
    let x = margin;
    doc.font('Helvetica-Bold').fontSize(8).fillColor(grey);
    for (const column of columns) {
      doc.text(column.title, x + 2, y, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    }
    const bottom = y + 12;
    doc
      .moveTo(margin, bottom)
      .lineTo(margin + contentWidth, bottom)
      .strokeColor(rule)
      .lineWidth(0.5)
      .stroke();
    doc.y = bottom + 4;
  };
  header();
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const row of rows) {
    const height = Math.max(
      ...row.map((cell, index) => doc.heightOfString(cell, { width: (columns[index]?.width ?? 40) - 4 })),
    );
    if (doc.y + height > doc.page.height - margin - 40) {
      doc.addPage();
      header();
      doc.font('Helvetica').fontSize(9).fillColor('black');
    }
    const y = doc.y;
    let x = margin;
    row.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, x + 2, y, { width: column.width - 4, align: column.align ?? 'left' });
      x += column.width;
    });
    doc.y = y + height + 4;
  }
  doc.x = margin;
}

/** Label and value pairs right-aligned under a table (the totals). */
function totals(doc: Doc, pairs: ReadonlyArray<[string, string, boolean?]>): void {
  const labelWidth = 150;
  const valueWidth = 100;
  const x = margin + contentWidth - labelWidth - valueWidth;
  doc.moveDown(0.5);
  for (const [label, value, strong] of pairs) {
    const y = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 10.5 : 9.5);
    doc.text(label, x, y, { width: labelWidth });
    doc.text(value, x + labelWidth, y, { width: valueWidth, align: 'right' });
    doc.y = y + (strong ? 16 : 13);
  }
  doc.x = margin;
}

function heading(doc: Doc, title: string): void {
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black').text(title, margin, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
}

/** The PDF of a document, as a stream of its bytes (pdfkit writes as it goes). */
export function documentPdf(document: DocumentDetail, language: LanguageId): Doc {
  const f = formatsFor(language, document.currency);
  const title = f.t(`title_${document.type}`);
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    bufferPages: true,
    info: { Title: `${title} ${document.documentId}`, Author: f.t('letterheadName') },
    lang: labelLocaleOf(language),
  });

  // Letterhead.
  doc
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(f.t('letterheadName'), margin, margin, { width: contentWidth * 0.6 });
  doc.font('Helvetica').fontSize(8.5).fillColor(grey);
  doc.text(f.t('letterheadAddress'), { width: contentWidth * 0.6 });
  doc.text(f.t('letterheadContact'), { width: contentWidth * 0.6 });
  doc.fillColor('black').font('Helvetica-Bold').fontSize(18);
  doc.text(title, margin + contentWidth * 0.6, margin, { width: contentWidth * 0.4, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(document.documentId, { width: contentWidth * 0.4, align: 'right' });
  const top = 130;
  doc
    .moveTo(margin, top - 12)
    .lineTo(margin + contentWidth, top - 12)
    .strokeColor(rule)
    .lineWidth(0.5)
    .stroke();

  // Parties and facts.
  const third = contentWidth / 3;
  const soldToBottom = party(doc, margin, top, third - 10, f.t('soldTo'), [
    document.soldTo.name,
    `${f.t('customerNumber')}: ${document.soldTo.id}`,
  ]);
  const billToBottom = party(doc, margin + third, top, third - 10, f.t('billTo'), partyLines(document.billTo));
  const payerBottom = party(doc, margin + 2 * third, top, third - 10, f.t('payer'), partyLines(document.payer));
  doc.y = Math.max(soldToBottom, billToBottom, payerBottom) + 14;
  doc.x = margin;

  const facts: Array<[string, string]> = [
    [f.t('documentNumber'), document.documentId],
    [f.t('issueDate'), f.date(document.issueDate)],
  ];
  if (document.dueDate) facts.push([f.t('dueDate'), f.date(document.dueDate)]);
  facts.push([f.t('status'), f.t(`status_${document.status}`)]);
  if (document.paymentMethod) facts.push([f.t('paymentMethod'), f.t(`method_${document.paymentMethod}`)]);
  if (document.orders.length > 0) {
    facts.push([f.t('orders'), document.orders.map((order) => order.orderId).join(', ')]);
  }
  if (document.deliveries.length > 0) facts.push([f.t('deliveries'), document.deliveries.join(', ')]);
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).text(label, margin, y, { width: 110 });
    doc.font('Helvetica').text(value, margin + 110, y, { width: contentWidth - 110 });
    doc.y = Math.max(doc.y, y + 12);
  }

  if (document.type === 'payment') {
    heading(doc, f.t('settles'));
    table(
      doc,
      [
        { title: f.t('documentNumber'), width: 200 },
        { title: f.t('settlementDate'), width: 150 },
        { title: f.t('amount'), width: contentWidth - 350, align: 'right' },
      ],
      document.settlements.map((settlement) => [
        `${f.t(`title_${settlement.type}`)} ${settlement.documentId}`,
        f.date(settlement.date),
        f.money(settlement.amount),
      ]),
    );
    totals(doc, [[f.t('grossTotal'), f.money(document.grossAmount), true]]);
  } else {
    doc.moveDown(1);
    table(
      doc,
      [
        { title: f.t('line'), width: 34 },
        { title: f.t('description'), width: 150 },
        { title: f.t('sku'), width: 95 },
        { title: f.t('quantity'), width: 36, align: 'right' },
        { title: f.t('unitPrice'), width: 70, align: 'right' },
        { title: f.t('taxRate'), width: 40, align: 'right' },
        { title: f.t('netAmount'), width: contentWidth - 425, align: 'right' },
      ],
      document.lines.map((line) => [
        String(line.lineNumber),
        line.description,
        line.sku ?? '',
        f.number(line.quantity),
        f.money(line.unitPrice),
        `${f.number(line.taxRate)} %`,
        f.money(line.netAmount),
      ]),
    );
    const pairs: Array<[string, string, boolean?]> = [
      [f.t('netTotal'), f.money(document.netAmount)],
      [f.t('taxTotal'), f.money(document.taxAmount)],
      [f.t('grossTotal'), f.money(document.grossAmount), true],
    ];
    if (document.openAmount > 0 && document.openAmount !== document.grossAmount) {
      pairs.push([f.t('openAmount'), f.money(document.openAmount)]);
    }
    totals(doc, pairs);

    heading(doc, f.t('taxSummary'));
    table(
      doc,
      [
        { title: f.t('taxRate'), width: 120 },
        { title: f.t('taxBase'), width: 150, align: 'right' },
        { title: f.t('tax'), width: 150, align: 'right' },
      ],
      document.taxSummary.map((tax) => [`${f.number(tax.rate)} %`, f.money(tax.base), f.money(tax.tax)]),
    );

    if (document.settlements.length > 0) {
      heading(doc, f.t('settledBy'));
      table(
        doc,
        [
          { title: f.t('documentNumber'), width: 200 },
          { title: f.t('settlementDate'), width: 150 },
          { title: f.t('amount'), width: contentWidth - 350, align: 'right' },
        ],
        document.settlements.map((settlement) => [
          `${f.t(`title_${settlement.type}`)} ${settlement.documentId}`,
          f.date(settlement.date),
          f.money(settlement.amount),
        ]),
      );
    }

    doc.moveDown(1);
    const terms =
      document.type === 'invoice' && document.paymentTermsDays !== null
        ? f.t('paymentTerms', {
            days: String(document.paymentTermsDays),
            dueDate: f.date(document.dueDate),
            number: document.documentId,
          })
        : f.t('creditNoteTerms');
    doc.font('Helvetica').fontSize(9).fillColor('black').text(terms, margin, doc.y, { width: contentWidth });
  }

  // Page numbers, once the page count is known.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.height - margin + 10;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(grey)
      .text(
        `${title} ${document.documentId} · ${f.t('page', { page: String(index + 1), pages: String(range.count) })}`,
        margin,
        bottom,
        { width: contentWidth, align: 'right', lineBreak: false },
      );
  }
  doc.end();
  return doc;
}

/** The PDF as one buffer (mail attachments). */
export async function documentPdfBuffer(document: DocumentDetail, language: LanguageId): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of documentPdf(document, language)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The file name of a document's PDF, e.g. `invoice-9010100012.pdf`. */
export const pdfFileName = (document: { type: string; documentId: string }) =>
  `${document.type.replace('_', '-')}-${document.documentId}.pdf`;
