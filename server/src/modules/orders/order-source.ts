import type {
  Delivery,
  OrderFilter,
  OrderKey,
  OrderLine,
  OrderPage,
  OrderSourceId,
  OrderSummary,
  OrderTotals,
} from '@portal/contracts';

/**
 * Where the portal reads orders from: the seam between the orders routes and the group's order systems.
 *
 * The default is `postgresOrderSource` (store.ts): the portal's own `orders`, `order_lines` and `order_deliveries`
 * tables, which the demo seed fills and an integration job may keep in step with the ERP. To read the ERP (or an
 * order service) live instead, implement this interface and hand it to the app: `buildApp({ ..., orderSource })`.
 * Routes, authorization, paging limits, the export files and the UI stay as they are.
 *
 * What the portal relies on (the routes check who may ask; the source only answers):
 * - Every method is scoped to one sold-to (`customerId`) and must never return another sold-to's data: an order
 *   of another customer is `undefined` / empty, exactly as if it did not exist (the route answers 404). `list`,
 *   `exportLines` and `totals` take the sold-tos of the view across accounts (`customerIds`, one or several, each
 *   checked by the route, ADR 063) and answer the orders of exactly those, merged in the list's order; each order
 *   names its sold-to (`customerId`).
 * - `list`: newest order date first, ties by source then order number, both descending, so pages do not overlap.
 *   `filter` values arrive validated (contracts' `orderListQuerySchema`); `q` (trimmed, may be empty = no filter)
 *   matches part of the order number, the PO number or a line's style, case-insensitively. `from` and `to` are
 *   inclusive order dates. `totalElements` may stop counting at `orderCountCap` (then `totalCapped: true`): an
 *   ERP that cannot count cheaply may always cap, or answer `pageNumber * pageSize + items.length` plus one page.
 *   `after` (ADR 075), when given, is the sort key of the last order of the page before: answer the `pageSize`
 *   orders that follow it in the list's order (`pageNumber` then only names the page); `nextCursor` is
 *   `orderCursorOf` the page's last order, null on the last page. A source that cannot read from a key may ignore
 *   `after` and leave `nextCursor` out: the page is then read by `pageNumber`, as the UI does without a cursor.
 * - `detail`: the order with its lines (by line number) and the days its status changed, or undefined.
 * - `deliveries`: the order's deliveries by ship date; called only for an order `detail` found, and only shown to
 *   callers with the orderInquiryDeliveries permission (the status timeline uses their ship dates).
 * - `exportLines`: every line of the matching orders in the list's order, in batches as they are read, so that a
 *   100,000-line export never sits in memory: yield each batch as soon as it is fetched (an ERP API can page).
 * - `totals`: per currency, how many orders `list` would return for the filter over all its pages and the sum of
 *   their net totals (the list shows them, issue 32). Sums, not rows: an ERP may answer from its own aggregates.
 * - Errors thrown are answered as 500 and logged with the request id; nothing of them reaches the caller.
 * - Dates are ISO dates (`YYYY-MM-DD`), amounts numbers in the order's currency.
 */
export interface OrderSource {
  list(
    customerIds: readonly string[],
    filter: OrderFilter,
    page: { pageNumber: number; pageSize: number; after?: OrderKey | undefined },
  ): Promise<OrderPage>;
  detail(customerId: string, source: OrderSourceId, orderId: string): Promise<OrderRecord | undefined>;
  deliveries(customerId: string, source: OrderSourceId, orderId: string): Promise<Delivery[]>;
  exportLines(customerIds: readonly string[], filter: OrderFilter): AsyncIterable<OrderExportRow[]>;
  totals(customerIds: readonly string[], filter: OrderFilter): Promise<OrderTotals['totals']>;
}

/** An order with its lines and the days its status changed (shipping days come from its deliveries). */
export interface OrderRecord extends OrderSummary {
  lines: OrderLine[];
  confirmedOn: string | null;
  invoicedOn: string | null;
  cancelledOn: string | null;
}

/** One line of the export: the line and the order it belongs to. */
export interface OrderExportRow {
  order: OrderSummary;
  line: OrderLine;
}
