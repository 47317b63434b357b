import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { customers } from './accounts.ts';

/**
 * Orders of the portal's own order source (the default `OrderSource` of modules/orders): what the group's order
 * systems (SAP, the B2B shop, EDI) report, one row per order, its lines and its deliveries.
 *
 * Indexes: every query names one sold-to and sorts newest first, so each index starts with the customer and ends
 * with the order date descending; a filtered list reads only the matching entries, in order, and stops at the page.
 */
export const orders = pgTable(
  'orders',
  {
    source: text('source').notNull(),
    orderId: text('order_id').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId, { onDelete: 'cascade' }),
    shipToId: text('ship_to_id').notNull(),
    shipToName: text('ship_to_name').notNull(),
    brandId: text('brand_id').notNull(),
    season: text('season').notNull(),
    poNumber: text('po_number'),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    requestedFrom: date('requested_from', { mode: 'string' }).notNull(),
    requestedTo: date('requested_to', { mode: 'string' }).notNull(),
    confirmedFrom: date('confirmed_from', { mode: 'string' }),
    confirmedTo: date('confirmed_to', { mode: 'string' }),
    /** The day the brand confirmed the order, it was invoiced, or it was cancelled (the status timeline). */
    confirmedOn: date('confirmed_on', { mode: 'string' }),
    invoicedOn: date('invoiced_on', { mode: 'string' }),
    cancelledOn: date('cancelled_on', { mode: 'string' }),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    netTotal: numeric('net_total', { precision: 14, scale: 2 }).notNull(),
    lineCount: integer('line_count').notNull(),
    orderedQuantity: integer('ordered_quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.orderId] }),
    // The list without filters (and with a date range), newest first; its tie-breakers make the order stable.
    index('orders_customer_date_idx').on(
      table.customerId,
      table.orderDate.desc().nullsFirst(),
      table.source.desc().nullsFirst(),
      table.orderId.desc().nullsFirst(),
    ),
    // With the tie-breakers, so a status's page across several sold-tos is an index-only scan in order (ADR 072).
    index('orders_customer_status_date_idx').on(
      table.customerId,
      table.status,
      table.orderDate.desc().nullsFirst(),
      table.source.desc().nullsFirst(),
      table.orderId.desc().nullsFirst(),
    ),
    index('orders_customer_brand_date_idx').on(table.customerId, table.brandId, table.orderDate.desc().nullsFirst()),
    index('orders_customer_season_date_idx').on(table.customerId, table.season, table.orderDate.desc().nullsFirst()),
    // Search everywhere (modules/search): an order or PO number, exactly or by its beginning, in any case.
    index('orders_customer_order_id_search_idx').using(
      'btree',
      table.customerId,
      sql`upper(${table.orderId}) text_pattern_ops`,
    ),
    index('orders_customer_po_number_search_idx').using(
      'btree',
      table.customerId,
      sql`upper(${table.poNumber}) text_pattern_ops`,
    ),
    check('orders_source_check', sql`${table.source} in ('sap', 'b2b', 'edi')`),
    check(
      'orders_status_check',
      sql`${table.status} in ('open', 'confirmed', 'partially_shipped', 'shipped', 'invoiced', 'cancelled')`,
    ),
    check('orders_currency_check', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** An order's lines: a style in a colour and size (one SKU), with its quantities as the order moved on. */
export const orderLines = pgTable(
  'order_lines',
  {
    source: text('source').notNull(),
    orderId: text('order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    style: text('style').notNull(),
    styleName: text('style_name').notNull(),
    colour: text('colour').notNull(),
    colourName: text('colour_name').notNull(),
    size: text('size').notNull(),
    sku: text('sku').notNull(),
    orderedQuantity: integer('ordered_quantity').notNull(),
    confirmedQuantity: integer('confirmed_quantity').notNull(),
    shippedQuantity: integer('shipped_quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 12, scale: 2 }).notNull(),
    netAmount: numeric('net_amount', { precision: 14, scale: 2 }).notNull(),
    status: text('status').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.orderId, table.lineNumber] }),
    foreignKey({ columns: [table.source, table.orderId], foreignColumns: [orders.source, orders.orderId] }).onDelete(
      'cascade',
    ),
  ],
);

/** What left the warehouse for an order: one parcel or consignment, its tracking and what it held. */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    source: text('source').notNull(),
    orderId: text('order_id').notNull(),
    deliveryNumber: text('delivery_number').notNull(),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    signedBy: text('signed_by'),
    /** The order lines it held: `[{ lineNumber, sku, quantity }]` (always read with the delivery). */
    lines: jsonb('lines').$type<Array<{ lineNumber: number; sku: string; quantity: number }>>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.source, table.orderId, table.deliveryNumber] }),
    foreignKey({ columns: [table.source, table.orderId], foreignColumns: [orders.source, orders.orderId] }).onDelete(
      'cascade',
    ),
  ],
);
