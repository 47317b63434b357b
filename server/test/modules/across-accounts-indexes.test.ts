import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/build-test-app.ts';

/**
 * The lists across several sold-tos read each sold-to's index in order (ADR 063); these indexes also cover the
 * columns the lists filter on, so a sold-to's part of a page and the capped count never read a row (ADR 072).
 * With plain index scans, bitmaps and sequential scans turned off the planner can only answer with an index-only
 * scan, which it can only do if an index holds every column the query reads: what the plan names proves the cover.
 */

let database: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});

afterAll(async () => {
  await database.close();
});

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    const plan = await tx.execute(sql`explain ${query}`);
    const rows = ((plan as { rows?: Array<Record<string, unknown>> }).rows ?? []) as Array<Record<string, unknown>>;
    return rows.map((row) => String(Object.values(row)[0])).join('\n');
  });
}

describe('indexes of the lists across sold-tos', () => {
  it("serves a sold-to's part of the overdue invoices' page index-only, in the page's order", async () => {
    const plan = await planOf(
      sql`select type, document_id, issue_date from billing_documents
        where customer_id = '1000101' and type = 'invoice' and status in ('open', 'partially_paid')
          and due_date < date '2026-11-28'
        order by issue_date desc, document_id desc limit 20`,
    );
    expect(plan).toMatch(/Index Only Scan using billing_documents_customer_type_date_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('counts the overdue invoices of several sold-tos index-only', async () => {
    const plan = await planOf(
      sql`select count(*) from (select 1 from billing_documents
        where customer_id = any(array['1000101', '1000102']) and type = 'invoice'
          and status in ('open', 'partially_paid') and due_date < date '2026-11-28' limit 10001) as capped`,
    );
    expect(plan).toMatch(/Index Only Scan using billing_documents_customer_type_(status_)?date_idx/);
  });

  it("serves a sold-to's part of an order status's page index-only, in the page's order", async () => {
    const plan = await planOf(
      sql`select source, order_id, order_date from orders
        where customer_id = '1000101' and status = 'shipped'
        order by order_date desc, source desc, order_id desc limit 20`,
    );
    expect(plan).toMatch(/Index Only Scan using orders_customer_status_date_idx/);
    expect(plan).not.toMatch(/Sort/);
  });
});
