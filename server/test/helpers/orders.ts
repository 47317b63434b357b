import type { OrderStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { orderDeliveries, orderLines, orders } from '../../src/db/schema/index.ts';

/**
 * Orders of a test customer's own. The orders module only reads its tables (the group's order systems write them),
 * so this helper writes them with the module's table objects, as the seed does.
 *
 * Every order is consistent with its status: confirmed quantities from `confirmed` on, one delivery carrying every
 * line for `partially_shipped` (its first line only), `shipped` and `invoiced`, the status dates (`confirmedOn`,
 * `invoicedOn`, `cancelledOn`) a few days apart from the order date.
 */

export interface TestOrderLine {
  style?: string;
  styleName?: string;
  colour?: string;
  size?: string;
  quantity?: number;
  unitPrice?: number;
}

export interface TestOrder {
  source?: 'sap' | 'b2b' | 'edi';
  /** Defaults to `T{customerId}-{n}`, n counting on from the customer's orders so far (unique per customer). */
  orderId?: string;
  status?: OrderStatus;
  orderDate?: string;
  brandId?: string;
  season?: string;
  poNumber?: string | null;
  currency?: string;
  shipToName?: string;
  /** Two lines by default. */
  lines?: TestOrderLine[];
  /** The day the (only) delivery shipped; 30 days after the order by default. */
  shipDate?: string;
  /** The day that delivery arrived (null: not yet); 3 days after it shipped by default. */
  deliveredOn?: string | null;
}

export interface CreatedOrder {
  source: 'sap' | 'b2b' | 'edi';
  orderId: string;
  status: OrderStatus;
  orderDate: string;
  poNumber: string | null;
  brandId: string;
  season: string;
  currency: string;
  netTotal: number;
  shipToName: string;
  lines: Array<{ lineNumber: number; style: string; sku: string; quantity: number; netAmount: number }>;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100) / 100;

const defaultLines: TestOrderLine[] = [
  { style: 'NF0A3XEO', styleName: 'Summit Jacket', colour: 'JK3', size: 'M', quantity: 4, unitPrice: 120 },
  { style: 'NF0A52RT', styleName: 'Base Camp Duffel', colour: 'KY4', size: 'OS', quantity: 2, unitPrice: 65.5 },
];

const confirmedFrom: ReadonlySet<OrderStatus> = new Set(['confirmed', 'partially_shipped', 'shipped', 'invoiced']);
const shippedFrom: ReadonlySet<OrderStatus> = new Set(['partially_shipped', 'shipped', 'invoiced']);

/** Writes `specs` as orders of `customerId` (with lines and deliveries); what was written, in the given order. */
export async function createTestOrders(
  db: Database,
  customerId: string,
  specs: readonly TestOrder[],
): Promise<CreatedOrder[]> {
  const created: CreatedOrder[] = [];
  const orderRows: Array<typeof orders.$inferInsert> = [];
  const lineRows: Array<typeof orderLines.$inferInsert> = [];
  const deliveryRows: Array<typeof orderDeliveries.$inferInsert> = [];
  const before = await db.$count(orders, eq(orders.customerId, customerId));
  specs.forEach((spec, index) => {
    const {
      source = 'sap',
      orderId = `T${customerId}-${before + index + 1}`,
      status = 'open',
      orderDate = addDays('2026-01-05', index),
      brandId = '40',
      season = 'SS26',
      poNumber = `PO-${customerId}-${before + index + 1}`,
      currency = 'EUR',
      shipToName = 'Test store',
      shipDate = addDays(orderDate, 30),
      deliveredOn = addDays(shipDate, 3),
    } = spec;
    const confirmed = confirmedFrom.has(status);
    const lines = (spec.lines ?? defaultLines).map((line, position) => {
      const style = line.style ?? 'NF0A3XEO';
      const colour = line.colour ?? 'JK3';
      const size = line.size ?? 'M';
      const quantity = line.quantity ?? 3;
      const unitPrice = line.unitPrice ?? 50;
      const shipped =
        status === 'partially_shipped' ? position === 0 : status === 'shipped' || status === 'invoiced' ? true : false;
      const lineStatus =
        status === 'cancelled'
          ? 'cancelled'
          : !confirmed
            ? 'open'
            : shipped
              ? status === 'invoiced'
                ? 'invoiced'
                : 'shipped'
              : 'confirmed';
      return {
        source,
        orderId,
        lineNumber: (position + 1) * 10,
        style,
        styleName: line.styleName ?? `Style ${style}`,
        colour,
        colourName: `Colour ${colour}`,
        size,
        sku: `${style}-${colour}-${size}`,
        orderedQuantity: quantity,
        confirmedQuantity: confirmed ? quantity : 0,
        shippedQuantity: shipped ? quantity : 0,
        unitPrice: unitPrice.toFixed(2),
        netAmount: cents(quantity * unitPrice).toFixed(2),
        status: lineStatus,
      };
    });
    const netTotal = cents(lines.reduce((sum, line) => sum + Number(line.netAmount), 0));
    orderRows.push({
      source,
      orderId,
      customerId,
      shipToId: `${customerId}01`,
      shipToName,
      brandId,
      season,
      poNumber,
      orderDate,
      requestedFrom: addDays(orderDate, 21),
      requestedTo: addDays(orderDate, 42),
      confirmedFrom: confirmed ? addDays(orderDate, 21) : null,
      confirmedTo: confirmed ? addDays(orderDate, 42) : null,
      confirmedOn: confirmed ? addDays(orderDate, 3) : null,
      invoicedOn: status === 'invoiced' ? addDays(shipDate, 2) : null,
      cancelledOn: status === 'cancelled' ? addDays(orderDate, 5) : null,
      status,
      currency,
      netTotal: netTotal.toFixed(2),
      lineCount: lines.length,
      orderedQuantity: lines.reduce((sum, line) => sum + line.orderedQuantity, 0),
    });
    lineRows.push(...lines);
    const carried = lines.filter((line) => line.shippedQuantity > 0);
    if (shippedFrom.has(status) && carried.length > 0) {
      deliveryRows.push({
        source,
        orderId,
        deliveryNumber: `D${orderId}`,
        shipDate,
        carrier: 'DHL',
        trackingNumber: `TR${orderId}`,
        trackingUrl: `https://tracking.example.test/${orderId}`,
        deliveredOn,
        signedBy: deliveredOn ? 'A. Receiver' : null,
        lines: carried.map((line) => ({ lineNumber: line.lineNumber, sku: line.sku, quantity: line.shippedQuantity })),
      });
    }
    created.push({
      source,
      orderId,
      status,
      orderDate,
      poNumber,
      brandId,
      season,
      currency,
      netTotal,
      shipToName,
      lines: lines.map((line) => ({
        lineNumber: line.lineNumber,
        style: line.style,
        sku: line.sku,
        quantity: line.orderedQuantity,
        netAmount: Number(line.netAmount),
      })),
    });
  });
  if (orderRows.length === 0) return created;
  await db.transaction(async (tx) => {
    await tx.insert(orders).values(orderRows);
    if (lineRows.length > 0) await tx.insert(orderLines).values(lineRows);
    if (deliveryRows.length > 0) await tx.insert(orderDeliveries).values(deliveryRows);
  });
  return created;
}

/** `count` orders of `customerId` cycling through `statuses`, one day apart from `firstDate` (newest last). */
export function manyTestOrders(count: number, statuses: readonly OrderStatus[] = ['open'], firstDate = '2025-06-01') {
  return Array.from({ length: count }, (_unused, index): TestOrder => ({
    status: statuses[index % statuses.length] ?? 'open',
    orderDate: addDays(firstDate, index),
  }));
}
