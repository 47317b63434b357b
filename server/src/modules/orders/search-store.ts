import type { OrderSourceId } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { boundList, placeholders, PreparedSqlPerShape } from '../../db/prepared-per-shape.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { minimumTrigramLength, startsWith } from '../../lib/text-search.ts';

/** An order found by search everywhere, with what matched. */
export interface OrderSearchHit {
  source: OrderSourceId;
  orderId: string;
  customerId: string;
  poNumber: string | null;
  orderDate: string;
  /** The style the query matched, when it matched a line rather than a number. */
  style: string | null;
}

interface HitRow {
  source: string;
  order_id: string;
  customer_id: string;
  po_number: string | null;
  order_date: string;
  style: string | null;
}

/** The query's statements, one per shape (how many sold-tos, whether the term is long enough for trigrams). */
const orderQueries = new PreparedSqlPerShape('search_orders');

/**
 * The orders of `customerIds` whose order number or PO number is `q` or begins with it (any case), or with a line
 * whose style begins with it; the exact number first, then the newest. Numbers are read from the search indexes
 * (customer, upper(number) text_pattern_ops); a style is looked for in the customer's newest orders, each order's
 * lines by their primary key, until `limit` are found.
 */
export async function searchOrders(
  db: Database,
  customerIds: readonly string[],
  q: string,
  limit: number,
): Promise<OrderSearchHit[]> {
  if (customerIds.length === 0) return [];
  const params = placeholders();
  const { bind } = params;
  const upper = q.toUpperCase();
  const exactly = bind('upper', upper);
  const customers = sql`${orders.customerId} in (${boundList(bind, 'customer', customerIds)})`;
  const orderId = sql`upper(${orders.orderId})`;
  const poNumber = sql`upper(${orders.poNumber})`;
  const columns = sql`${orders.source} as source, ${orders.orderId} as order_id, ${orders.customerId} as customer_id,
    ${orders.poNumber} as po_number, ${orders.orderDate}::text as order_date`;
  const byNumber = (score: number, condition: SQL) =>
    sql`(select ${columns}, null::text as style, ${sql.raw(String(score))}::int as score from ${orders}
         where ${customers} and ${condition} order by ${orders.orderDate} desc limit ${bind('limit', limit)})`;
  const branches = [
    byNumber(100, sql`${orderId} = ${exactly}`),
    byNumber(95, sql`${poNumber} = ${exactly}`),
    byNumber(80, startsWith(orderId, upper, bind)),
    byNumber(75, startsWith(poNumber, upper, bind)),
  ];
  if (q.length >= minimumTrigramLength) {
    // Binds the `style` prefix, so a query with this branch has a shape of its own.
    branches.push(sql`(select ${columns}, matched.style, 60::int as score from ${orders}
      cross join lateral (
        select ${orderLines.style} as style from ${orderLines}
        where ${orderLines.source} = ${orders.source} and ${orderLines.orderId} = ${orders.orderId}
          and ${startsWith(sql`upper(${orderLines.style})`, upper, bind, 'style')}
        limit 1
      ) matched
      where ${customers} order by ${orders.orderDate} desc limit ${bind('limit', limit)})`);
  }
  const rows = await orderQueries.rows<HitRow & { score: number }>(
    db,
    params,
    sql`
    select distinct on (score_order.source, score_order.order_id) * from (
      ${sql.join(branches, sql` union all `)}
    ) score_order order by score_order.source, score_order.order_id, score_order.score desc`,
  );
  return rows
    .sort((a, b) => b.score - a.score || b.order_date.localeCompare(a.order_date))
    .slice(0, limit)
    .map((row) => ({
      source: row.source as OrderSourceId,
      orderId: row.order_id,
      customerId: row.customer_id,
      poNumber: row.po_number,
      orderDate: row.order_date,
      style: row.style,
    }));
}
