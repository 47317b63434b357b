import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/**
 * One page of a list across several sold-tos, newest first, read in each sold-to's index order (issue 32, ADR 063).
 *
 * `customer_id = ANY(...) ORDER BY date DESC LIMIT n` cannot read a (customer, ..., date desc) index in order: the
 * index is ordered by customer first, so PostgreSQL would fetch every matching row of every sold-to and sort them.
 * Here each sold-to is a LATERAL subquery that reads its own index range in order and stops after `offset + limit`
 * rows; the few rows they yield are merged and cut to the page. A page across 25 sold-tos reads at most 25 times a
 * page's depth from the indexes, whatever the sold-tos' history.
 *
 * Answers the `keys` columns of the page's rows (by their database names), in order; the caller reads the rows by
 * them. Only a store calls it, with its own table.
 */
export interface NewestAcrossQuery {
  table: PgTable;
  customerColumn: PgColumn;
  customerIds: readonly string[];
  /** Every other condition (filters, a keyset's "after"); each sold-to's subquery applies it. */
  where: SQL | undefined;
  /** The columns the list is sorted by, all descending, as the indexes are laid out (the last ones break ties). */
  newestFirst: readonly PgColumn[];
  /** The columns that identify a row (its primary key). */
  keys: readonly PgColumn[];
  limit: number;
  offset?: number;
}

export async function newestKeysAcross(
  db: Database,
  { table, customerColumn, customerIds, where, newestFirst, keys, limit, offset = 0 }: NewestAcrossQuery,
): Promise<Array<Record<string, unknown>>> {
  const columns = [...new Set([...keys, ...newestFirst])];
  const inner = sql.join(
    columns.map((column) => sql`${column}`),
    sql`, `,
  );
  const top = (column: PgColumn) => sql`top.${sql.identifier(column.name)}`;
  const innerOrder = sql.join(
    newestFirst.map((column) => sql`${column} desc`),
    sql`, `,
  );
  const outerOrder = sql.join(
    newestFirst.map((column) => sql`${top(column)} desc`),
    sql`, `,
  );
  const query = sql`
    select ${sql.join(keys.map(top), sql`, `)}
    from unnest(string_to_array(${customerIds.join(',')}, ',')) as named(customer_id)
    cross join lateral (
      select ${inner} from ${table}
      where ${customerColumn} = named.customer_id${where ? sql` and ${where}` : sql``}
      order by ${innerOrder}
      limit ${offset + limit}
    ) as top
    order by ${outerOrder}
    limit ${limit} offset ${offset}`;
  const result = (await db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows;
}

/** The page's keys as a list of row values for `(key columns) in (...)`, in the order `newestKeysAcross` read them. */
export function keyTuples(keys: ReadonlyArray<Record<string, unknown>>): SQL {
  return sql.join(
    keys.map(
      (key) =>
        sql`(${sql.join(
          Object.values(key).map((value) => sql`${String(value)}`),
          sql`, `,
        )})`,
    ),
    sql`, `,
  );
}

/** `rows` in the order of the page's `keys`; `keyOf` gives a row's key values in the keys' column order. */
export function inKeyOrder<Row>(
  keys: ReadonlyArray<Record<string, unknown>>,
  rows: readonly Row[],
  keyOf: (row: Row) => readonly string[],
): Row[] {
  const byKey = new Map(rows.map((row) => [keyOf(row).join('/'), row]));
  return keys.flatMap((key) => byKey.get(Object.values(key).map(String).join('/')) ?? []);
}
