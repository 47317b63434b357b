import { EventEmitter } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { exportOrdersEndpoint, type OrderExportFormat, type OrderFilter } from '@portal/contracts';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { firstEvent } from '../../lib/first-event.ts';
import type { OrderExportRow, OrderSource } from './order-source.ts';
import { orderAccess } from './service.ts';

/**
 * The export of the order list: one row per order line, for the list's filters, streamed while the order source
 * yields its batches (the store reads 500 orders at a time), so memory stays flat however many lines there are.
 * The columns are the contract's field names: the file is data for spreadsheets and other systems, the same in
 * every language.
 */

type Column = [name: string, value: (row: OrderExportRow) => string | number | Date | null, kind?: 'date' | 'money'];

const asDate = (value: string | null | undefined) => (value ? new Date(`${value}T00:00:00Z`) : null);

const columns: readonly Column[] = [
  ['source', ({ order }) => order.source],
  ['orderId', ({ order }) => order.orderId],
  ['poNumber', ({ order }) => order.poNumber],
  ['orderDate', ({ order }) => asDate(order.orderDate), 'date'],
  ['status', ({ order }) => order.status],
  ['brandId', ({ order }) => order.brandId],
  ['season', ({ order }) => order.season],
  ['shipToId', ({ order }) => order.shipTo.id],
  ['shipToName', ({ order }) => order.shipTo.name],
  ['requestedFrom', ({ order }) => asDate(order.requestedDelivery.from), 'date'],
  ['requestedTo', ({ order }) => asDate(order.requestedDelivery.to), 'date'],
  ['confirmedFrom', ({ order }) => asDate(order.confirmedDelivery?.from), 'date'],
  ['confirmedTo', ({ order }) => asDate(order.confirmedDelivery?.to), 'date'],
  ['currency', ({ order }) => order.currency],
  ['orderNetTotal', ({ order }) => order.netTotal, 'money'],
  ['lineNumber', ({ line }) => line.lineNumber],
  ['style', ({ line }) => line.style],
  ['styleName', ({ line }) => line.styleName],
  ['colour', ({ line }) => line.colour],
  ['colourName', ({ line }) => line.colourName],
  ['size', ({ line }) => line.size],
  ['sku', ({ line }) => line.sku],
  ['orderedQuantity', ({ line }) => line.orderedQuantity],
  ['confirmedQuantity', ({ line }) => line.confirmedQuantity],
  ['shippedQuantity', ({ line }) => line.shippedQuantity],
  ['unitPrice', ({ line }) => line.unitPrice, 'money'],
  ['lineNetAmount', ({ line }) => line.netAmount, 'money'],
  ['lineStatus', ({ line }) => line.status],
];

const csvCell = (value: string | number | Date | null) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value === null ? '' : value;

/** CSV (RFC 4180, UTF-8 with a byte order mark so spreadsheet programs read accents right), batch by batch. */
async function* csvChunks(rows: AsyncIterable<OrderExportRow[]>): AsyncIterable<string> {
  yield `\uFEFF${stringify([columns.map(([name]) => name)])}`;
  for await (const batch of rows) {
    if (batch.length === 0) continue;
    yield stringify(batch.map((row) => columns.map(([, value]) => csvCell(value(row)))));
  }
}

/**
 * The writable side of the zip entry exceljs' streaming writer feeds the sheet's XML into (its `StreamBuf` keeps the
 * pipes it writes to); undefined if a later exceljs keeps it elsewhere, and then the export only loses that wait.
 */
interface ZipEntry extends EventEmitter {
  writableNeedDrain?: boolean;
  /** readable-stream 2 (archiver's) keeps it here. */
  _writableState?: { needDrain?: boolean };
}

function zipEntryOf(sheet: ExcelJS.Worksheet): ZipEntry | undefined {
  const stream = (sheet as unknown as { _stream?: { pipes?: unknown[] } })._stream;
  const entry = stream?.pipes?.[0];
  return entry instanceof EventEmitter ? (entry as ZipEntry) : undefined;
}

const needsDrain = (entry: ZipEntry) => entry.writableNeedDrain ?? entry._writableState?.needDrain ?? false;

/** An XLSX workbook written by exceljs' streaming writer: each row is committed (written out) as it is added. */
function xlsxStream(rows: AsyncIterable<OrderExportRow[]>, log: FastifyBaseLogger): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Orders', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(([name, , kind]) => ({
    header: name,
    key: name,
    width: kind === 'date' ? 12 : Math.max(10, name.length + 2),
    ...(kind === 'date' ? { style: { numFmt: 'yyyy-mm-dd' } } : kind === 'money' ? { style: { numFmt: '0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const write = async () => {
    for await (const batch of rows) {
      // The client went away: stop reading (leaving the loop ends the source's batches too).
      if (output.destroyed) return;
      for (const row of batch) sheet.addRow(columns.map(([, value]) => value(row))).commit();
      // exceljs hands the sheet's XML to its zip entry without waiting for it: wait until the entry has taken it
      // in, or the XML of a large export piles up in memory ahead of the compression.
      const zipEntry = zipEntryOf(sheet);
      if (zipEntry && needsDrain(zipEntry)) await firstEvent([zipEntry, 'drain'], [output, 'close']);
      // Let the zip stream reach the client before reading the next batch.
      if (output.writableNeedDrain) await firstEvent([output, 'drain'], [output, 'close']);
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    log.error({ err: error }, 'order export failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

function exportFile(
  source: OrderSource,
  customerId: string,
  filter: OrderFilter,
  format: OrderExportFormat,
  log: FastifyBaseLogger,
) {
  const rows = source.exportLines(customerId, filter);
  return format === 'xlsx' ? xlsxStream(rows, log) : Readable.from(csvChunks(rows));
}

const contentTypes: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(exportOrdersEndpoint),
    handler: async (request, reply) => {
      const { customer, format, ...filter } = request.query;
      await orderAccess(request, customer);
      const day = new Date().toISOString().slice(0, 10);
      const stream = exportFile(app.orderSource, customer, filter, format, request.log);
      return (
        reply
          .type(contentTypes[format])
          .header('content-disposition', `attachment; filename="orders-${customer}-${day}.${format}"`)
          .header('cache-control', 'private, no-store')
          // Fastify sends a stream as it is (the declared string schema only describes the file for OpenAPI).
          .send(stream as unknown as string)
      );
    },
  });
};

export default exportRoutes;
