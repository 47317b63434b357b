import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boundList, placeholders, PreparedSqlPerShape } from '../../db/prepared-per-shape.ts';
import { tickets } from '../../db/schema/index.ts';
import { minimumTrigramLength, startsWith, withTypoTolerance } from '../../lib/text-search.ts';

/** A ticket found by search everywhere. */
export interface TicketSearchHit {
  ticketId: string;
  number: string;
  customerId: string;
  subject: string;
  status: string;
}

interface HitRow {
  ticket_id: string;
  number: string;
  customer_id: string;
  subject: string;
  status: string;
  score: number;
  updated_at: string;
}

/** The query's statements, one per shape (how many sold-tos, whether the term is long enough for trigrams). */
const ticketQueries = new PreparedSqlPerShape('search_tickets');

/**
 * The tickets of `customerIds` whose number is `q` or begins with it (any case), or whose subject holds words like
 * it (trigram word similarity, typos allowed); numbers first, then the closest subjects, then the newest. The
 * number is read from (customer, upper(number) text_pattern_ops), the subject from its trigram index; one branch
 * per index, as an OR of both would be planned as a scan.
 */
export async function searchTickets(
  db: Database,
  customerIds: readonly string[],
  q: string,
  limit: number,
): Promise<TicketSearchHit[]> {
  if (customerIds.length === 0) return [];
  const params = placeholders();
  const { bind } = params;
  const customers = sql`${tickets.customerId} in (${boundList(bind, 'customer', customerIds)})`;
  const columns = sql`${tickets.ticketId}::text as ticket_id, ${tickets.number} as number,
    ${tickets.customerId} as customer_id, ${tickets.subject} as subject, ${tickets.status} as status,
    ${tickets.updatedAt}::text as updated_at`;
  const upper = q.toUpperCase();
  const branches: SQL[] = [
    sql`(select ${columns}, (case when upper(${tickets.number}) = ${bind('upper', upper)} then 100 else 80 end)::real as score
         from ${tickets} where ${customers} and ${startsWith(sql`upper(${tickets.number})`, upper, bind)}
         order by score desc, ${tickets.updatedAt} desc limit ${bind('limit', limit)})`,
  ];
  if (q.length >= minimumTrigramLength) {
    // Binds `lower`, so a query with this branch has a shape of its own.
    const lower = bind('lower', q.toLowerCase());
    branches.push(
      sql`(select ${columns}, (30 + 40 * word_similarity(${lower}, lower(${tickets.subject})))::real as score
           from ${tickets} where ${customers} and lower(${tickets.subject}) %> ${lower}
           order by score desc, ${tickets.updatedAt} desc limit ${bind('limit', limit)})`,
    );
  }
  const query = sql.join(branches, sql` union all `);
  const rows = await withTypoTolerance(db, (tx) => ticketQueries.rows<HitRow>(tx, params, query));
  const best = new Map<string, HitRow>();
  for (const row of rows) {
    const seen = best.get(row.ticket_id);
    if (!seen || seen.score < row.score) best.set(row.ticket_id, row);
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || b.updated_at.localeCompare(a.updated_at))
    .slice(0, limit)
    .map((row) => ({
      ticketId: row.ticket_id,
      number: row.number,
      customerId: row.customer_id,
      subject: row.subject,
      status: row.status,
    }));
}
