import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';

/**
 * The demo tickets' attachments (`demo/tickets.json` names them by file name): a delivery note as PDF (pdfkit), a
 * photo of a damaged carton as PNG (drawn here, encoded with node:zlib) and the requested quantities as CSV. They
 * are generated, the same bytes on every run, so each has a fixed SHA-256; its storage key is made from that
 * checksum. The seed records them as every sold-to's attachment rows with that key; the app started with the demo
 * data is handed the files (`buildApp({ ticketStoreFiles })`, like the demo documents) and its tickets module puts
 * them in its attachment store, so whichever store the app has (a data directory, a temporary one in tests) holds
 * them and a download works like for an uploaded file.
 */

export const demoTicketAttachmentNames = [
  'delivery-note-80061234.pdf',
  'damaged-carton.png',
  'quantities.csv',
] as const;
export type DemoTicketAttachmentName = (typeof demoTicketAttachmentNames)[number];

export interface DemoTicketAttachment {
  fileName: DemoTicketAttachmentName;
  contentType: string;
  content: Buffer;
  size: number;
  sha256: string;
  /** The storage key of the attachment store, from the checksum: the same file always has the same key. */
  storageKey: string;
}

/** A fixed date, so the PDF's metadata (and its file id, which pdfkit derives from it) never change. */
const documentDate = new Date('2026-11-18T08:00:00Z');

const cartons = Array.from({ length: 12 }, (_, index) => ({
  carton: `C-${String(index + 1).padStart(2, '0')}`,
  article: index < 6 ? 'Trail runner TR-2 · black' : index < 10 ? 'Trail runner TR-2 · ocean' : 'Hiking sock HS-1',
  sizes: index < 10 ? `${38 + (index % 5)}–${42 + (index % 5)}` : 'S–XL',
  pairs: index < 10 ? 12 : 24,
}));

function deliveryNotePdf(): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: 'Delivery note 80061234', Author: 'Customer service', CreationDate: documentDate },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Delivery note 80061234');
  doc.moveDown(0.5).font('Helvetica').fontSize(10);
  doc.text('Shipped 2026-11-17 · Carrier: DHL Freight · 12 cartons');
  doc.moveDown();
  const columns = [48, 110, 330, 430];
  const header = ['Carton', 'Article', 'Sizes', 'Pairs'];
  let y = doc.y;
  doc.font('Helvetica-Bold');
  header.forEach((title, index) => doc.text(title, columns[index], y, { lineBreak: false }));
  doc.font('Helvetica');
  for (const row of cartons) {
    y += 16;
    [row.carton, row.article, row.sizes, String(row.pairs)].forEach((value, index) =>
      doc.text(value, columns[index], y, { lineBreak: false }),
    );
  }
  const pairs = cartons.reduce((sum, row) => sum + row.pairs, 0);
  doc.font('Helvetica-Bold').text(`Total: 12 cartons, ${pairs} pairs`, 48, y + 28);
  doc.end();
  return done;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** An 8-bit RGB PNG of `width` x `height` pixels, each coloured by `colourAt` (encoded with node:zlib). */
export function rgbPng(
  width: number,
  height: number,
  colourAt: (x: number, y: number) => [number, number, number],
): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0: none
    for (let x = 0; x < width; x++) row.set(colourAt(x, y), 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A carton photographed from the front: a brown box with its tape, one corner crushed in, on a grey floor. */
function damagedCartonPng(): Buffer {
  return rgbPng(240, 160, (x, y) => {
    let colour: [number, number, number] = y > 130 ? [150, 150, 150] : [205, 205, 200];
    const inBox = x >= 40 && x < 200 && y >= 30 && y < 140;
    if (inBox) {
      colour = [181, 134, 84];
      if (y >= 30 && y < 40) colour = [196, 150, 98]; // the lid's edge
      if (x >= 112 && x < 128) colour = [222, 205, 170]; // the tape
      // The crushed corner, darker where the cardboard folds in.
      if (x - 140 > y - 30 && x >= 140 && y < 90) colour = x - 140 - (y - 30) < 6 ? [90, 62, 35] : [130, 92, 55];
    }
    return colour;
  });
}

function quantitiesCsv(): Buffer {
  const lines = [
    'article;colour;size;ordered;requested',
    'TR-2;black;40;12;12',
    'TR-2;black;41;12;12',
    'TR-2;black;42;12;6',
    'TR-2;black;43;12;12',
    'TR-2;ocean;42;6;6',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

function attachmentOf(fileName: DemoTicketAttachmentName, contentType: string, content: Buffer): DemoTicketAttachment {
  const sha256 = createHash('sha256').update(content).digest('hex');
  const storageKey = [8, 4, 4, 4, 12]
    .reduce<{ parts: string[]; at: number }>(
      ({ parts, at }, length) => ({ parts: [...parts, sha256.slice(at, at + length)], at: at + length }),
      { parts: [], at: 0 },
    )
    .parts.join('-');
  return { fileName, contentType, content, size: content.length, sha256, storageKey };
}

let generated: Promise<ReadonlyMap<DemoTicketAttachmentName, DemoTicketAttachment>> | undefined;

/** The demo attachments by file name, generated once per process. */
export function demoTicketAttachments(): Promise<ReadonlyMap<DemoTicketAttachmentName, DemoTicketAttachment>> {
  generated ??= deliveryNotePdf().then(
    (pdf) =>
      new Map(
        [
          attachmentOf('delivery-note-80061234.pdf', 'application/pdf', pdf),
          attachmentOf('damaged-carton.png', 'image/png', damagedCartonPng()),
          attachmentOf('quantities.csv', 'text/csv', quantitiesCsv()),
        ].map((attachment) => [attachment.fileName, attachment]),
      ),
  );
  return generated;
}

/** The demo attachments as the files the app's attachment store must hold. */
export async function demoTicketStoreFiles(): Promise<DemoTicketAttachment[]> {
  return [...(await demoTicketAttachments()).values()];
}
