import { Readable } from 'node:stream';
import {
  brandCatalogue,
  exportOrdersEndpoint,
  type LanguageId,
  type OrderExportFormat,
  type OrderFilter,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { serverTexts } from '../../lib/server-texts.ts';
import { csvChunks, xlsxStream, type CellValue, type ColumnKind, type FileColumn } from '../../lib/table-files.ts';
import type { OrderExportRow, OrderSource } from './order-source.ts';
import { callerLanguage, ordersAccess } from './service.ts';

/**
 * The export of the order list: one row per order line, for the list's filters, streamed while the order source
 * yields its batches (the store reads 500 orders at a time), so memory stays flat however many lines there are.
 * The file is for the customer's spreadsheet: headers, statuses and the order system in the caller's language,
 * brand names, dates and amounts as real dates and numbers (in the order's currency in XLSX). Both formats are
 * written by the portal's one table writer (lib/table-files.ts), which also keeps text cells from running as
 * formulas.
 */

const texts = serverTexts('ordersExport');

const asDate = (value: string | null | undefined) => (value ? new Date(`${value}T00:00:00Z`) : null);
const brandNames = new Map(brandCatalogue.map((brand) => [brand.id, brand.label]));

type Spec = [key: string, kind: ColumnKind, value: (row: OrderExportRow) => CellValue, width?: number];

/** The sold-to of each line: the first column of an export across several sold-tos (ADR 063). */
const soldToSpec: Spec = ['soldTo', 'text', ({ order }) => order.customerId, 12];

const specs: readonly Spec[] = [
  ['source', 'text', ({ order }) => `source_${order.source}`, 12],
  ['orderId', 'text', ({ order }) => order.orderId, 14],
  ['poNumber', 'text', ({ order }) => order.poNumber, 16],
  ['orderDate', 'date', ({ order }) => asDate(order.orderDate)],
  ['status', 'text', ({ order }) => `status_${order.status}`, 18],
  ['brand', 'text', ({ order }) => brandNames.get(order.brandId) ?? order.brandId, 16],
  ['season', 'text', ({ order }) => order.season, 8],
  ['shipToId', 'text', ({ order }) => order.shipTo.id, 12],
  ['shipToName', 'text', ({ order }) => order.shipTo.name, 30],
  ['requestedFrom', 'date', ({ order }) => asDate(order.requestedDelivery.from)],
  ['requestedTo', 'date', ({ order }) => asDate(order.requestedDelivery.to)],
  ['confirmedFrom', 'date', ({ order }) => asDate(order.confirmedDelivery?.from)],
  ['confirmedTo', 'date', ({ order }) => asDate(order.confirmedDelivery?.to)],
  ['currency', 'text', ({ order }) => order.currency, 8],
  ['orderNetTotal', 'money', ({ order }) => order.netTotal],
  ['lineNumber', 'integer', ({ line }) => line.lineNumber, 6],
  ['style', 'text', ({ line }) => line.style, 10],
  ['styleName', 'text', ({ line }) => line.styleName, 30],
  ['colour', 'text', ({ line }) => line.colour, 8],
  ['colourName', 'text', ({ line }) => line.colourName, 18],
  ['size', 'text', ({ line }) => line.size, 6],
  ['sku', 'text', ({ line }) => line.sku, 18],
  ['orderedQuantity', 'integer', ({ line }) => line.orderedQuantity],
  ['confirmedQuantity', 'integer', ({ line }) => line.confirmedQuantity],
  ['shippedQuantity', 'integer', ({ line }) => line.shippedQuantity],
  ['unitPrice', 'money', ({ line }) => line.unitPrice],
  ['lineNetAmount', 'money', ({ line }) => line.netAmount],
  ['lineStatus', 'text', ({ line }) => `status_${line.status}`, 18],
];

/** Columns whose value is a label key (a word of the caller's language). */
const worded = new Set(['source', 'status', 'lineStatus']);

/** The export's columns in `language`; with `soldTo`, the sold-to of each line first. */
export function orderExportColumns(language: LanguageId, soldTo = false): FileColumn<OrderExportRow>[] {
  const currency = ({ order }: OrderExportRow) => order.currency;
  return (soldTo ? [soldToSpec, ...specs] : specs).map(([key, kind, value, width]) => ({
    header: texts(language, `header_${key}`),
    kind,
    value: worded.has(key) ? (row) => texts(language, String(value(row))) : value,
    ...(kind === 'money' ? { currency } : {}),
    ...(width ? { width } : {}),
  }));
}

function exportFile(
  source: OrderSource,
  customerIds: readonly string[],
  filter: OrderFilter,
  format: OrderExportFormat,
  language: LanguageId,
  log: FastifyBaseLogger,
) {
  const rows = source.exportLines(customerIds, filter);
  const columns = orderExportColumns(language, customerIds.length > 1);
  return format === 'xlsx'
    ? xlsxStream(columns, texts(language, 'sheet'), rows, (error) =>
        log.error({ err: error }, 'order export failed while streaming'),
      )
    : Readable.from(csvChunks(columns, rows));
}

/** The file name's sold-to: the one named, or how many (`3-accounts`) across several. */
const fileCustomer = (customerIds: readonly string[]) =>
  customerIds.length === 1 ? (customerIds[0] ?? '') : `${customerIds.length}-accounts`;

const contentTypes: Record<OrderExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpointRoute(exportOrdersEndpoint),
    handler: async (request, reply) => {
      const { customer, format, ...filter } = request.query;
      await ordersAccess(request, customer);
      const language = await callerLanguage(request);
      const day = new Date().toISOString().slice(0, 10);
      const stream = exportFile(app.orderSource, customer, filter, format, language, request.log);
      return (
        reply
          .type(contentTypes[format])
          .header('content-disposition', `attachment; filename="orders-${fileCustomer(customer)}-${day}.${format}"`)
          .header('cache-control', 'private, no-store')
          // Fastify sends a stream as it is (the declared string schema only describes the file for OpenAPI).
          .send(stream as unknown as string)
      );
    },
  });
};

export default exportRoutes;
