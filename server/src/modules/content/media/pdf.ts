import type { LanguageId } from '@portal/contracts';
import PDFDocument from 'pdfkit';
import type { PdfText } from '../documents/library.ts';

export type { PdfText };

/** The few words the layout itself needs, per language. */
const layoutWords: Record<LanguageId, { version: string; page: (page: number, total: number) => string }> = {
  de: { version: 'Fassung', page: (page, total) => `Seite ${page} von ${total}` },
  en: { version: 'Version', page: (page, total) => `Page ${page} of ${total}` },
  es: { version: 'Versión', page: (page, total) => `Página ${page} de ${total}` },
  fr: { version: 'Version', page: (page, total) => `Page ${page} sur ${total}` },
  it: { version: 'Versione', page: (page, total) => `Pagina ${page} di ${total}` },
};

const colours = { band: '#14213d', accent: '#e76f51', text: '#1f2933', muted: '#5c6670' };

/** Fixed metadata dates keep the same document byte-identical across restarts (stable ETags and caches). */
const documentDate = new Date(Date.UTC(2026, 8, 1));

export interface PdfOptions {
  language: LanguageId;
  /** Shown under the title, e.g. the legal document's version. */
  version?: string;
  /** Footer line on every page. */
  footer: string;
}

/** Renders a document to an A4 PDF with the portal's colours, page numbers and document metadata. */
export function renderPdf(text: PdfText, options: PdfOptions): Promise<Buffer> {
  const words = layoutWords[options.language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 120, bottom: 72, left: 64, right: 64 },
    bufferPages: true,
    lang: options.language,
    displayTitle: true,
    info: {
      Title: text.title,
      Author: 'Customer Portal',
      Subject: options.version ? `${text.title} (${words.version} ${options.version})` : text.title,
      CreationDate: documentDate,
      ModDate: documentDate,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 128;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(colours.text).text(text.title, 64, 120, { width });
  if (options.version) {
    doc.moveDown(0.3).font('Helvetica').fontSize(10).fillColor(colours.muted);
    doc.text(`${words.version} ${options.version}`, { width });
  }
  if (text.lead) {
    doc.moveDown(1).font('Helvetica').fontSize(11.5).fillColor(colours.text).text(text.lead, { width, lineGap: 3 });
  }
  for (const [heading, body] of text.sections) {
    doc.moveDown(1.1).font('Helvetica-Bold').fontSize(12.5).fillColor(colours.band).text(heading, { width });
    doc
      .moveDown(0.35)
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(colours.text)
      .text(body, { width, lineGap: 2.5, align: 'left' });
  }

  // Band, accent and footer on every page, once the page count is known.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const { width: pageWidth, height: pageHeight } = doc.page;
    doc.save().rect(0, 0, pageWidth, 84).fill(colours.band).restore();
    doc.save().rect(0, 84, pageWidth, 4).fill(colours.accent).restore();
    doc
      .save()
      .circle(pageWidth - 72, 42, 18)
      .fillOpacity(0.25)
      .fill('#f4efe6')
      .restore();
    doc
      .save()
      .circle(pageWidth - 100, 42, 10)
      .fillOpacity(0.5)
      .fill(colours.accent)
      .restore();
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(colours.muted)
      .text(options.footer, 64, pageHeight - 44, { width: width - 120, lineBreak: false });
    doc.text(words.page(index - range.start + 1, range.count), pageWidth - 64 - 120, pageHeight - 44, {
      width: 120,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
