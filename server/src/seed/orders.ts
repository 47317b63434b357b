import { brandCatalogue, currencySchema, isoDateSchema, seasonSchema, type OrderStatus } from '@portal/contracts';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { orderDeliveries, orderLines, orders } from '../db/schema/index.ts';
import { seededRandom, seedOf } from '../lib/seeded-random.ts';
import { readDemoFile, type DemoCustomer } from './demo-files.ts';

/**
 * Demo orders: each demo sold-to gets a season history (three seasons across its brands, every status, its
 * country's currency and some in euros) generated from `demo/orders.json` (styles, colours, sizes, carriers) with
 * a PRNG seeded by the sold-to's number, so every database gets the same orders. Statuses are decided against the
 * file's reference date, not today, so the history does not move under tests and screenshots.
 */

const text = z.string().trim().min(1);
const sizeKinds = ['apparel', 'footwear', 'bags', 'socks'] as const;
const brandIds = brandCatalogue.map((brand) => brand.id);

export const ordersFileSchema = z.strictObject({
  referenceDate: isoDateSchema,
  ordersPerSoldTo: z.strictObject({ min: z.number().int().min(1), max: z.number().int().max(500) }),
  seasons: z
    .array(
      z.strictObject({
        season: seasonSchema,
        orderFrom: isoDateSchema,
        orderTo: isoDateSchema,
        deliveryFrom: isoDateSchema,
        deliveryTo: isoDateSchema,
      }),
    )
    .min(1),
  sizes: z.strictObject({
    apparel: z.array(text).min(1),
    footwear: z.array(text).min(1),
    bags: z.array(text).min(1),
    socks: z.array(text).min(1),
  }),
  /** Units of each currency per euro: prices in the file are in euros. */
  currencies: z.record(currencySchema, z.number().positive()),
  countryCurrencies: z.record(z.string().regex(/^[A-Z]{2}$/), currencySchema),
  defaultCurrency: currencySchema,
  carriers: z.array(z.strictObject({ name: text, trackingUrl: z.string().includes('{tracking}').nullable() })).min(1),
  signatories: z.array(text).min(1),
  /** Per brand id: its styles, with the euro wholesale list price. */
  styles: z.record(
    z.string().refine((id) => brandIds.includes(id), 'must be a brand id of the catalogue'),
    z
      .array(
        z.strictObject({
          style: z.string().regex(/^[A-Z0-9]{6,10}$/),
          /** The day the brand stopped selling it ("Order again" lists its lines apart). */
          discontinuedOn: isoDateSchema.optional(),
          name: text,
          sizes: z.enum(sizeKinds),
          price: z.number().positive(),
          colours: z.array(z.strictObject({ code: z.string().regex(/^[A-Z0-9]{3}$/), name: text })).min(1),
        }),
      )
      .min(1),
  ),
});
export type DemoOrdersFile = z.output<typeof ordersFileSchema>;

export function loadDemoOrdersFile(): DemoOrdersFile {
  return readDemoFile('orders.json', ordersFileSchema);
}

const dayMs = 86_400_000;
const dayOf = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / dayMs);
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const cents = (value: number) => Math.round(value * 100) / 100;

type OrderRow = typeof orders.$inferInsert;
type LineRow = typeof orderLines.$inferInsert;
type DeliveryRow = typeof orderDeliveries.$inferInsert;

interface GeneratedOrders {
  orders: OrderRow[];
  lines: LineRow[];
  deliveries: DeliveryRow[];
}

const sourceWeights = [
  ['sap', 0.5],
  ['b2b', 0.35],
  ['edi', 0.15],
] as const;

/** The orders of one sold-to. */
export function generateOrders(customer: DemoCustomer, file: DemoOrdersFile): GeneratedOrders {
  const random = seededRandom(seedOf(customer.customerId));
  const reference = dayOf(file.referenceDate);
  const suffix = customer.customerId.slice(-3);
  const homeCurrency = file.countryCurrencies[customer.country] ?? file.defaultCurrency;
  const brands = customer.brands.filter((brandId) => (file.styles[brandId]?.length ?? 0) > 0);
  const result: GeneratedOrders = { orders: [], lines: [], deliveries: [] };
  if (brands.length === 0) return result;
  const volume = customer.ordersPerSoldTo ?? file.ordersPerSoldTo;
  const count = random.int(volume.min, volume.max);
  let deliverySequence = 0;

  for (let index = 0; index < count; index += 1) {
    const season = random.pick(file.seasons);
    const brandId = random.pick(brands);
    const styles = file.styles[brandId] ?? [];
    const roll = random.next();
    const source = (sourceWeights.find(
      (_entry, position) => roll < sourceWeights.slice(0, position + 1).reduce((sum, [, weight]) => sum + weight, 0),
    ) ?? sourceWeights[0])[0];
    const sequence = String(index + 1).padStart(5, '0');
    const orderId =
      source === 'sap'
        ? `45${suffix}${sequence}`
        : source === 'b2b'
          ? `B2B-${suffix}${sequence}`
          : `EDI${suffix}${sequence}`;
    const orderDay = Math.min(random.int(dayOf(season.orderFrom), dayOf(season.orderTo)), reference - 1);
    const windowStart = random.int(dayOf(season.deliveryFrom), dayOf(season.deliveryTo) - 30);
    const requestedFrom = Math.max(windowStart, orderDay + 14);
    const requestedTo = requestedFrom + random.int(14, 30);
    const shipToIndex = random.int(0, customer.shipTos.length - 1);
    const currency = homeCurrency !== 'EUR' && random.chance(0.15) ? 'EUR' : homeCurrency;
    const rate = file.currencies[currency] ?? 1;
    const poNumber =
      source === 'edi' || random.chance(0.85)
        ? `PO-${season.season}-${suffix}${String(index + 1).padStart(4, '0')}`
        : null;

    // What happened to the order by the reference date.
    const cancelled = random.chance(0.06);
    const confirmedDay = orderDay + random.int(2, 25);
    const confirmed = confirmedDay <= reference && (cancelled ? random.chance(0.5) : true);

    // Lines: a few styles of the brand, one colour each, a run of sizes.
    const lines: LineRow[] = [];
    const styleCount = random.int(1, Math.min(3, styles.length));
    const chosen = [...styles].sort(() => random.next() - 0.5).slice(0, styleCount);
    for (const style of chosen) {
      const colour = random.pick(style.colours);
      const sizes = file.sizes[style.sizes];
      const first = random.int(0, Math.max(0, sizes.length - 2));
      const runLength = random.int(1, Math.min(3, sizes.length - first));
      const unitPrice = cents(style.price * rate * 0.5);
      for (const size of sizes.slice(first, first + runLength)) {
        const ordered = style.sizes === 'footwear' ? random.int(2, 12) : random.int(3, 20);
        const confirmedQuantity =
          !confirmed || cancelled ? 0 : random.chance(0.1) ? random.int(0, ordered - 1) : ordered;
        lines.push({
          source,
          orderId,
          lineNumber: (lines.length + 1) * 10,
          style: style.style,
          styleName: style.name,
          colour: colour.code,
          colourName: colour.name,
          size,
          sku: `${style.style}-${colour.code}-${size}`,
          orderedQuantity: ordered,
          confirmedQuantity,
          shippedQuantity: 0,
          unitPrice: unitPrice.toFixed(2),
          netAmount: '0',
          status: 'open',
        });
      }
    }

    // One to three deliveries, no more than there are lines to fill them.
    const shippable = lines.filter((line) => line.confirmedQuantity > 0);
    const deliveryCount = Math.max(1, Math.min(random.int(1, 3), shippable.length));
    const firstShip = requestedFrom + random.int(-5, 10);
    // A quarter of the orders are back-ordered in part: their later deliveries follow weeks apart.
    const spacing = random.chance(0.25) ? random.int(20, 60) : random.int(7, 15);
    const shipDays = Array.from({ length: deliveryCount }, (_unused, k) => firstShip + k * spacing);
    const shippedDeliveries = cancelled || !confirmed ? 0 : shipDays.filter((day) => day <= reference).length;
    const lastShip = shipDays[deliveryCount - 1] ?? firstShip;
    const invoicedDay = lastShip + random.int(2, 7);
    let status: OrderStatus;
    if (cancelled) status = 'cancelled';
    else if (!confirmed) status = 'open';
    else if (shippedDeliveries === 0) status = 'confirmed';
    else if (shippedDeliveries < deliveryCount) status = 'partially_shipped';
    // Not invoiced yet, or one of the few recent shipments still waiting for its invoice: older ones are invoiced.
    else if (invoicedDay > reference || (lastShip >= reference - 45 && random.chance(0.08))) status = 'shipped';
    else status = 'invoiced';
    const cancelledDay = cancelled ? Math.min(reference, orderDay + random.int(2, 30)) : null;
    const confirmShift = random.int(0, 10);

    // Deliveries: each line leaves with one of them; those shipped by the reference date carry it.
    const deliveryLines = shipDays.map(() => [] as Array<{ lineNumber: number; sku: string; quantity: number }>);
    lines.forEach((line) => {
      const delivery = shippable.indexOf(line) % deliveryCount;
      const shipped = delivery < shippedDeliveries && line.confirmedQuantity > 0;
      if (shipped) {
        line.shippedQuantity = line.confirmedQuantity;
        deliveryLines[delivery]?.push({ lineNumber: line.lineNumber, sku: line.sku, quantity: line.confirmedQuantity });
      }
      const quantity = status === 'open' ? line.orderedQuantity : line.confirmedQuantity;
      line.netAmount = cents(quantity * Number(line.unitPrice)).toFixed(2);
      line.status =
        status === 'cancelled' || (confirmed && line.confirmedQuantity === 0)
          ? 'cancelled'
          : status === 'open'
            ? 'open'
            : shipped
              ? status === 'invoiced'
                ? 'invoiced'
                : 'shipped'
              : 'confirmed';
    });
    shipDays.slice(0, shippedDeliveries).forEach((shipDay, delivery) => {
      const held = deliveryLines[delivery] ?? [];
      if (held.length === 0) return;
      deliverySequence += 1;
      const carrier = random.pick(file.carriers);
      const trackingNumber = carrier.trackingUrl ? String(random.int(1e9, 9e9)) + String(random.int(10, 99)) : null;
      const deliveredDay = shipDay + random.int(2, 5);
      const delivered = deliveredDay <= reference;
      result.deliveries.push({
        source,
        orderId,
        deliveryNumber: `8${suffix}${String(deliverySequence).padStart(6, '0')}`,
        shipDate: dateOf(shipDay),
        carrier: carrier.name,
        trackingNumber,
        trackingUrl:
          carrier.trackingUrl && trackingNumber ? carrier.trackingUrl.replace('{tracking}', trackingNumber) : null,
        deliveredOn: delivered ? dateOf(deliveredDay) : null,
        signedBy: delivered ? random.pick(file.signatories) : null,
        lines: held,
      });
    });

    result.orders.push({
      source,
      orderId,
      customerId: customer.customerId,
      shipToId: `${customer.customerId}0${shipToIndex + 1}`,
      shipToName: customer.shipTos[shipToIndex]?.name ?? customer.legalName,
      brandId,
      season: season.season,
      poNumber,
      orderDate: dateOf(orderDay),
      requestedFrom: dateOf(requestedFrom),
      requestedTo: dateOf(requestedTo),
      confirmedFrom: confirmed ? dateOf(requestedFrom + confirmShift) : null,
      confirmedTo: confirmed ? dateOf(requestedTo + confirmShift) : null,
      confirmedOn: confirmed ? dateOf(confirmedDay) : null,
      invoicedOn: status === 'invoiced' ? dateOf(invoicedDay) : null,
      cancelledOn: cancelledDay === null ? null : dateOf(cancelledDay),
      status,
      currency,
      netTotal: cents(lines.reduce((sum, line) => sum + Number(line.netAmount), 0)).toFixed(2),
      lineCount: lines.length,
      orderedQuantity: lines.reduce((sum, line) => sum + line.orderedQuantity, 0),
    });
    result.lines.push(...lines);
  }
  return result;
}

/**
 * Inserts rows in one statement per few thousand: the rows go as one JSON parameter that PostgreSQL unpacks
 * (`json_populate_recordset`), several times faster on the embedded database than a VALUES list with a parameter
 * per field.
 */
async function insertRows(db: Database, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name] as const);
  const batchSize = 5000;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows
      .slice(start, start + batchSize)
      .map((row) => Object.fromEntries(columns.map(([key, name]) => [name, row[key] ?? null])));
    await db.execute(
      sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${JSON.stringify(batch)}::json) on conflict do nothing`,
    );
  }
}

/**
 * The demo sold-tos' orders, for those that have none yet (insert-only: a sold-to's orders are written once, in one
 * transaction, so a restart finds all of them or none).
 */
export async function seedDemoOrders(db: Database, demoCustomers: readonly DemoCustomer[]): Promise<void> {
  const ids = demoCustomers.map((customer) => customer.customerId);
  const seeded = new Set(
    (
      await db.selectDistinct({ customerId: orders.customerId }).from(orders).where(inArray(orders.customerId, ids))
    ).map((row) => row.customerId),
  );
  const missing = demoCustomers.filter((customer) => !seeded.has(customer.customerId));
  if (missing.length === 0) return;
  const file = loadDemoOrdersFile();
  const generated = missing.map((customer) => generateOrders(customer, file));
  await db.transaction(async (tx) => {
    await insertRows(
      tx,
      orders,
      generated.flatMap((entry) => entry.orders),
    );
    await insertRows(
      tx,
      orderLines,
      generated.flatMap((entry) => entry.lines),
    );
    await insertRows(
      tx,
      orderDeliveries,
      generated.flatMap((entry) => entry.deliveries),
    );
  });
}
