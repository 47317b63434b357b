import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../src/db/client.ts';
import { orderLines, orders } from '../../../src/db/schema/index.ts';
import { postgresOrderSource } from '../../../src/modules/orders/index.ts';
import { openTestDatabase } from '../../helpers/build-test-app.ts';

/** The default order source on the seeded demo orders, without HTTP. */

let database: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

async function collect<T>(batches: AsyncIterable<T[]>): Promise<{ rows: T[]; batches: number }> {
  const rows: T[] = [];
  let count = 0;
  for await (const batch of batches) {
    rows.push(...batch);
    count += 1;
  }
  return { rows, batches: count };
}

describe('postgresOrderSource', () => {
  it('exports in keyset batches: every line once, newest order first, across batch boundaries', async () => {
    const source = postgresOrderSource(db, { exportBatchSize: 7 });
    const { rows, batches } = await collect(source.exportLines(['1000101'], {}));
    const expected = await db
      .select({ orderId: orderLines.orderId, lineNumber: orderLines.lineNumber })
      .from(orderLines)
      .innerJoin(orders, and(eq(orders.source, orderLines.source), eq(orders.orderId, orderLines.orderId)))
      .where(eq(orders.customerId, '1000101'))
      .orderBy(desc(orders.orderDate), desc(orders.source), desc(orders.orderId), asc(orderLines.lineNumber));
    expect(batches).toBeGreaterThan(10);
    expect(rows.map(({ order, line }) => [order.orderId, line.lineNumber])).toEqual(
      expected.map((line) => [line.orderId, line.lineNumber]),
    );
  });

  it('reads several sold-tos newest first across them, page by page and batch by batch, as one query would sort', async () => {
    const several = ['1000102', '1000103', '1000104'];
    const expected = await db
      .select({ customerId: orders.customerId, orderId: orders.orderId })
      .from(orders)
      .where(inArray(orders.customerId, several))
      .orderBy(desc(orders.orderDate), desc(orders.source), desc(orders.orderId));
    const source = postgresOrderSource(db, { exportBatchSize: 7 });
    const pages = await Promise.all(
      [0, 1, 2].map((pageNumber) => source.list(several, {}, { pageNumber, pageSize: 9 })),
    );
    expect(pages.flatMap((page) => page.items.map((item) => [item.customerId, item.orderId]))).toEqual(
      expected.slice(0, 27).map((row) => [row.customerId, row.orderId]),
    );
    expect(pages[0]?.totalElements).toBe(expected.length);
    const { rows } = await collect(source.exportLines(several, {}));
    const exportedOrders = [...new Set(rows.map(({ order }) => `${order.customerId}/${order.orderId}`))];
    expect(exportedOrders).toEqual(expected.map((row) => `${row.customerId}/${row.orderId}`));
    const totals = await source.totals(several, {});
    expect(totals.reduce((sum, total) => sum + total.count, 0)).toBe(expected.length);
  });

  it('caps the count and says so', async () => {
    const source = postgresOrderSource(db);
    const page = await source.list(['1000101'], {}, { pageNumber: 0, pageSize: 5 });
    expect(page.totalCapped).toBe(false);
    expect(page.totalElements).toBe(await db.$count(orders, eq(orders.customerId, '1000101')));
  });

  it('answers nothing of another sold-to', async () => {
    const source = postgresOrderSource(db);
    const [foreign] = await db.select().from(orders).where(eq(orders.customerId, '1000108')).limit(1);
    if (!foreign) throw new Error('no demo order of 1000108');
    expect(await source.detail('1000101', foreign.source as 'sap', foreign.orderId)).toBeUndefined();
    expect(await source.deliveries('1000101', foreign.source as 'sap', foreign.orderId)).toEqual([]);
    expect((await source.list(['1000101'], { q: foreign.orderId }, { pageNumber: 0, pageSize: 5 })).items).toEqual([]);
  });

  it('has an index that serves a filtered page in its order', async () => {
    // Whether the planner prefers it on a table this small depends on statistics; that it can use one does not.
    const text = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = await tx.execute(
        sql`explain select * from orders where customer_id = '1000101' and status = 'open' order by order_date desc, source desc, order_id desc limit 20`,
      );
      return JSON.stringify((plan as { rows?: unknown[] }).rows ?? plan);
    });
    expect(text).toMatch(/orders_customer_(status_)?date_idx/);
  });
});
