import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shownInPortal, type Reader } from './store.ts';

/** Readers per query: five parameters each stay far below PostgreSQL's 65,535 per statement. */
const readersPerQuery = 5_000;

/** A PostgreSQL array of `values`, one parameter each. */
function arrayOf(values: readonly string[], type: SQL): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${type}`;
}

/**
 * The unread counts of many readers in one query, for the live-update streams: each interval the instance asks once,
 * whatever the number of streams, readers and sold-tos (issue 30, M2). The same rules as `unreadCount` in
 * store.ts, written for a set of readers: an update counts for a reader when it is for them, their sold-to, a
 * brand the sold-to buys or all customers, of a type they may see, not expired (the password notice never is), they
 * have neither read nor deleted it, and its kind is shown in the portal for them (`shownInPortal`, ADR 074). `unread-counts.test.ts` holds the two to the same answers.
 */
export async function unreadCounts(db: Database, readers: readonly Reader[]): Promise<number[]> {
  const counts: number[] = [];
  for (let start = 0; start < readers.length; start += readersPerQuery) {
    counts.push(...(await countsOf(db, readers.slice(start, start + readersPerQuery))));
  }
  return counts;
}

async function countsOf(db: Database, readers: readonly Reader[]): Promise<number[]> {
  // Brands and types travel as one text per reader: codes of the catalogue and of the contracts, never with a space.
  const query = sql`
    select r.position, count(updates.id)::int as unread
    from unnest(
      ${arrayOf(
        readers.map((reader) => reader.userId),
        sql`uuid[]`,
      )},
      ${arrayOf(
        readers.map((reader) => reader.customerId),
        sql`text[]`,
      )},
      ${arrayOf(
        readers.map((reader) => reader.brandIds.join(' ')),
        sql`text[]`,
      )},
      ${arrayOf(
        readers.map((reader) => reader.types.join(' ')),
        sql`text[]`,
      )}
    ) with ordinality as r(user_id, customer_id, brand_ids, types, position)
    left join updates
      on (updates.user_id = r.user_id
          or updates.customer_id = r.customer_id
          or updates.audience = 'allCustomers'
          or updates.brand_id = any(string_to_array(r.brand_ids, ' ')))
        and updates.type = any(string_to_array(r.types, ' '))
        and (updates.expires_at is null or updates.expires_at > now() or updates.topic = 'expiring_password')
        and not exists (
          select 1 from update_states s
          where s.update_id = updates.id and s.user_id = r.user_id and (s.read_at is not null or s.deleted_at is not null)
        )
        and ${shownInPortal(sql`r.user_id`)}
    group by r.position`;
  const { rows } = (await db.execute(query)) as unknown as {
    rows: Array<{ position: number | string; unread: number }>;
  };
  const counts = readers.map(() => 0);
  for (const row of rows) counts[Number(row.position) - 1] = Number(row.unread);
  return counts;
}
