import {
  orderCountCap,
  orderCursorOf,
  type Delivery,
  type OrderFilter,
  type OrderKey,
  type OrderLine,
  type OrderPage,
  type OrderSourceId,
  type OrderStatus,
  type OrderSummary,
  type OrderTotals,
} from '@portal/contracts';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inKeyOrder, keyTuples, newestKeysAcross } from '../../db/newest-across.ts';
import {
  cappedCount,
  inline,
  placeholders,
  prepareCappedCount,
  PreparedPerShape,
  statementName,
  type Bind,
  type PreparedPage,
} from '../../db/prepared-per-shape.ts';
import { orderDeliveries, orderLines, orders } from '../../db/schema/index.ts';
import type { OrderExportRow, OrderRecord, OrderSource } from './order-source.ts';

/**
 * The default `OrderSource`: the portal's own tables (db/schema/orders.ts), the only code that touches them.
 *
 * How the list stays fast however long a customer's history is:
 * - Every query starts with the sold-to and sorts by order date descending, which is how each index of the orders
 *   table is laid out (customer, [status | brand | season,] order date desc): a page reads its rows from the index
 *   in order and stops after `pageSize`, without sorting the customer's history.
 * - `totalElements` is a capped count: `count(*)` over at most `orderCountCap + 1` matching rows (a LIMIT inside
 *   the count), read from the same index. An exact count would read every matching row of the customer on every
 *   page; with the cap no page costs more than counting 10,000 index entries, and the portal shows "10,000+"
 *   (`totalCapped`) and invites a narrower filter, which no one pages through 100 pages of anyway.
 * - Deep pages are bounded by the contract (`pageNumber` <= 1000, `pageSize` <= 100).
 * - The export walks the same index with a keyset (order date, source, order id) in batches, never an OFFSET.
 * - So does the list when it is given a cursor (`after`, ADR 075, the page before's last order): each sold-to's index
 *   scan starts at the cursor, so moving page by page costs what the first page costs; a page named only by its
 *   number (a jump, a deep link) is read by OFFSET. Either way one row more than the page is read, to tell whether
 *   a page follows (`nextCursor`).
 * - `q` (part of an order number, PO number or style) filters the customer's orders in index order; the style test
 *   is an EXISTS on each candidate order's lines by their primary key.
 * - Several sold-tos (the view across accounts, ADR 063): the count and the totals read `customer_id = ANY(...)` on
 *   the same indexes; a page and each export batch read every sold-to's index range in order through
 *   `newestKeysAcross` (one LATERAL subquery per sold-to), then the rows by their primary key.
 */

const money = (value: string) => Number(value);

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

function summaryOf(row: OrderRow): OrderSummary {
  return {
    source: row.source as OrderSourceId,
    orderId: row.orderId,
    customerId: row.customerId,
    shipTo: { id: row.shipToId, name: row.shipToName },
    brandId: row.brandId,
    season: row.season,
    poNumber: row.poNumber,
    orderDate: row.orderDate,
    requestedDelivery: { from: row.requestedFrom, to: row.requestedTo },
    confirmedDelivery: row.confirmedFrom && row.confirmedTo ? { from: row.confirmedFrom, to: row.confirmedTo } : null,
    status: row.status as OrderStatus,
    currency: row.currency,
    netTotal: money(row.netTotal),
    lineCount: row.lineCount,
    orderedQuantity: row.orderedQuantity,
  };
}

function lineOf(row: LineRow): OrderLine {
  return {
    lineNumber: row.lineNumber,
    style: row.style,
    styleName: row.styleName,
    colour: row.colour,
    colourName: row.colourName,
    size: row.size,
    sku: row.sku,
    orderedQuantity: row.orderedQuantity,
    confirmedQuantity: row.confirmedQuantity,
    shippedQuantity: row.shippedQuantity,
    unitPrice: money(row.unitPrice),
    netAmount: money(row.netAmount),
    status: row.status as OrderStatus,
  };
}

/** `q` as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The sold-tos' condition: one is an equality, several `= ANY(...)`; both read the (customer, ...) indexes. */
function customersOf(customerIds: readonly string[]): SQL | undefined {
  return customerIds.length === 1
    ? eq(orders.customerId, customerIds[0] ?? '')
    : inArray(orders.customerId, [...customerIds]);
}

/** The filters other than the sold-to, their values bound by `bind`. */
function conditionsOf(filter: OrderFilter, bind: Bind = inline): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? bind('pattern', containsPattern(q)) : undefined;
  return and(
    filter.status ? eq(orders.status, bind('status', filter.status)) : undefined,
    filter.brand ? eq(orders.brandId, bind('brand', filter.brand)) : undefined,
    filter.season ? eq(orders.season, bind('season', filter.season)) : undefined,
    filter.from ? gte(orders.orderDate, bind('from', filter.from)) : undefined,
    filter.to ? lte(orders.orderDate, bind('to', filter.to)) : undefined,
    pattern
      ? or(
          ilike(orders.orderId, pattern),
          ilike(orders.poNumber, pattern),
          sql`exists (select 1 from ${orderLines} where ${orderLines.source} = ${orders.source} and ${orderLines.orderId} = ${orders.orderId} and ${orderLines.style} ilike ${pattern})`,
        )
      : undefined,
  );
}

function filterOf(customerIds: readonly string[], filter: OrderFilter): SQL | undefined {
  return and(customersOf(customerIds), conditionsOf(filter));
}

const newestFirst = [desc(orders.orderDate), desc(orders.source), desc(orders.orderId)];

/** A row's place in the list's order. */
const keyOf = (row: OrderRow): OrderKey => ({
  orderDate: row.orderDate,
  source: row.source as OrderSourceId,
  orderId: row.orderId,
});

/** The orders after `key` in the list's order: a row comparison in the indexes' order, so a scan starts there. */
function after(key: OrderKey, bind: Bind = inline): SQL {
  return sql`(${orders.orderDate}, ${orders.source}, ${orders.orderId}) < (${bind('afterDate', key.orderDate)}, ${bind('afterSource', key.source)}, ${bind('afterId', key.orderId)})`;
}

/** The capped count and the page of one sold-to's orders, prepared for one shape of filters. */
function prepareOneSoldTo(db: Database, filtered: SQL | undefined, from: SQL | undefined, page: PreparedPage) {
  const rows = db
    .select()
    .from(orders)
    .where(and(filtered, from))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return {
    count: prepareCappedCount(db, orders, filtered, orderCountCap + 1, 'orders'),
    rows: rows.prepare(statementName('orders_page', rows.toSQL().sql)),
  };
}

/**
 * The orders of `page` across several sold-tos: their keys from each sold-to's index in order, then the rows by
 * primary key, in the keys' order.
 */
async function ordersAcross(
  db: Database,
  customerIds: readonly string[],
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<OrderRow[]> {
  const keys = await newestKeysAcross(db, {
    table: orders,
    customerColumn: orders.customerId,
    customerIds,
    where,
    newestFirst: [orders.orderDate, orders.source, orders.orderId],
    keys: [orders.source, orders.orderId],
    ...page,
  });
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(orders)
    .where(sql`(${orders.source}, ${orders.orderId}) in (${keyTuples(keys)})`);
  return inKeyOrder(keys, rows, (row) => [row.source, row.orderId]);
}

export interface PostgresOrderSourceOptions {
  /** Orders read for the export per batch (their lines follow in one query). */
  exportBatchSize?: number;
}

export function postgresOrderSource(
  db: Database,
  { exportBatchSize = 500 }: PostgresOrderSourceOptions = {},
): OrderSource {
  const oneSoldToStatements = new PreparedPerShape<ReturnType<typeof prepareOneSoldTo>>();
  /** One sold-to's capped count and page: the most frequent list read, on statements prepared per shape. */
  const oneSoldTo = (
    customerId: string,
    filter: OrderFilter,
    key: OrderKey | undefined,
    page: { limit: number; offset?: number },
  ) => {
    const { bind, values, shape } = placeholders();
    const filtered = and(eq(orders.customerId, bind('customer', customerId)), conditionsOf(filter, bind));
    const from = key ? after(key, bind) : undefined;
    const bounds = { limit: bind('limit', page.limit), offset: bind('offset', page.offset ?? 0) };
    const statements = oneSoldToStatements.for(shape(), () => prepareOneSoldTo(db, filtered, from, bounds));
    return Promise.all([statements.count.execute(values), statements.rows.execute(values)]);
  };

  return {
    async list(customerIds, filter, { pageNumber, pageSize, after: key }): Promise<OrderPage> {
      // From the cursor, or by offset; one row beyond the page tells whether another follows.
      const page = key ? { limit: pageSize + 1 } : { limit: pageSize + 1, offset: pageNumber * pageSize };
      const [counted, read] = await (customerIds.length === 1
        ? oneSoldTo(customerIds[0] ?? '', filter, key, page)
        : Promise.all([
            cappedCount(db, orders, filterOf(customerIds, filter), orderCountCap + 1),
            ordersAcross(db, customerIds, and(conditionsOf(filter), key ? after(key) : undefined), page),
          ]));
      const total = Number(counted[0]?.total ?? 0);
      const rows = read.slice(0, pageSize);
      const last = rows.at(-1);
      return {
        items: rows.map(summaryOf),
        pageNumber,
        pageSize,
        totalElements: Math.min(total, orderCountCap),
        totalCapped: total > orderCountCap,
        nextCursor: read.length > pageSize && last ? orderCursorOf(keyOf(last)) : null,
      };
    },

    async totals(customerIds, filter): Promise<OrderTotals['totals']> {
      // One pass over the sold-to's matching orders in the database; no row reaches the server.
      const rows = await db
        .select({
          currency: orders.currency,
          count: sql<number>`count(*)::int`,
          netTotal: sql<string>`coalesce(sum(${orders.netTotal}), 0)`,
        })
        .from(orders)
        .where(filterOf(customerIds, filter))
        .groupBy(orders.currency)
        .orderBy(asc(orders.currency));
      return rows.map((row) => ({ currency: row.currency, count: Number(row.count), netTotal: Number(row.netTotal) }));
    },

    async detail(customerId, source, orderId): Promise<OrderRecord | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.source, source), eq(orders.orderId, orderId), eq(orders.customerId, customerId)));
      if (!row) return undefined;
      const lines = await db
        .select()
        .from(orderLines)
        .where(and(eq(orderLines.source, source), eq(orderLines.orderId, orderId)))
        .orderBy(asc(orderLines.lineNumber));
      return {
        ...summaryOf(row),
        lines: lines.map(lineOf),
        confirmedOn: row.confirmedOn,
        invoicedOn: row.invoicedOn,
        cancelledOn: row.cancelledOn,
      };
    },

    async deliveries(customerId, source, orderId): Promise<Delivery[]> {
      const rows = await db
        .select({ delivery: orderDeliveries })
        .from(orderDeliveries)
        .innerJoin(orders, and(eq(orders.source, orderDeliveries.source), eq(orders.orderId, orderDeliveries.orderId)))
        .where(
          and(
            eq(orderDeliveries.source, source),
            eq(orderDeliveries.orderId, orderId),
            eq(orders.customerId, customerId),
          ),
        )
        .orderBy(asc(orderDeliveries.shipDate), asc(orderDeliveries.deliveryNumber));
      return rows.map(({ delivery }) => ({
        deliveryNumber: delivery.deliveryNumber,
        shipDate: delivery.shipDate,
        carrier: delivery.carrier,
        trackingNumber: delivery.trackingNumber,
        trackingUrl: delivery.trackingUrl,
        proofOfDelivery:
          delivery.deliveredOn && delivery.signedBy
            ? { deliveredAt: delivery.deliveredOn, signedBy: delivery.signedBy }
            : null,
        lines: delivery.lines,
      }));
    },

    async *exportLines(customerIds, filter): AsyncIterable<OrderExportRow[]> {
      const conditions = conditionsOf(filter);
      let last: OrderRow | undefined;
      for (;;) {
        const where = and(conditions, last ? after(keyOf(last)) : undefined);
        const batch: OrderRow[] =
          customerIds.length === 1
            ? await db
                .select()
                .from(orders)
                .where(and(customersOf(customerIds), where))
                .orderBy(...newestFirst)
                .limit(exportBatchSize)
            : await ordersAcross(db, customerIds, where, { limit: exportBatchSize });
        if (batch.length === 0) return;
        const keys = sql.join(
          batch.map((row) => sql`(${row.source}, ${row.orderId})`),
          sql`, `,
        );
        const lines = await db
          .select()
          .from(orderLines)
          .where(sql`(${orderLines.source}, ${orderLines.orderId}) in (${keys})`)
          .orderBy(asc(orderLines.source), asc(orderLines.orderId), asc(orderLines.lineNumber));
        const linesByOrder = new Map<string, LineRow[]>();
        for (const line of lines) {
          const key = `${line.source}/${line.orderId}`;
          const list = linesByOrder.get(key);
          if (list) list.push(line);
          else linesByOrder.set(key, [line]);
        }
        yield batch.flatMap((row) => {
          const order = summaryOf(row);
          return (linesByOrder.get(`${row.source}/${row.orderId}`) ?? []).map((line) => ({
            order,
            line: lineOf(line),
          }));
        });
        if (batch.length < exportBatchSize) return;
        last = batch[batch.length - 1];
      }
    },
  };
}
