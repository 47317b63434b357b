import type { ReportFilter } from '@portal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { orderDeliveries, orderLines, orders } from '../../db/schema/index.ts';
import type { OrderFigures } from './order-figures.ts';

/**
 * The default `OrderFigures`: sums over the portal's order tables (part of the orders store: the only code that
 * touches them). Each query starts from one sold-to's orders, read through the (customer, ...) indexes.
 */

/** The sold-to, brand and season, and the period on the date column the report counts by. */
function scopeOf(customerId: string, filter: ReportFilter, periodColumn: SQL): SQL {
  const conditions: SQL[] = [sql`${orders.customerId} = ${customerId}`];
  if (filter.brand) conditions.push(sql`${orders.brandId} = ${filter.brand}`);
  if (filter.season) conditions.push(sql`${orders.season} = ${filter.season}`);
  if (filter.from) conditions.push(sql`${periodColumn} >= ${filter.from}`);
  if (filter.to) conditions.push(sql`${periodColumn} <= ${filter.to}`);
  return sql.join(conditions, sql` and `);
}

const number = (value: unknown) => Number(value ?? 0);

export function postgresOrderFigures(db: Database): OrderFigures {
  // Both drivers (node-postgres and PGlite) answer `{ rows }`.
  const rows = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  return {
    async intake(customerId, filter) {
      const result = await rows<Record<string, unknown>>(sql`
        select ${orders.brandId} as brand_id, ${orders.season} as season, ${orders.currency} as currency,
          count(*) as orders, sum(${orders.orderedQuantity}) as units, sum(${orders.netTotal}) as net_value
        from ${orders}
        where ${scopeOf(customerId, filter, sql`${orders.orderDate}`)} and ${orders.status} <> 'cancelled'
        group by 1, 2, 3
        order by 1, 2, 3`);
      return result.map((row) => ({
        brandId: String(row.brand_id),
        season: String(row.season),
        currency: String(row.currency),
        orders: number(row.orders),
        units: number(row.units),
        netValue: number(row.net_value),
      }));
    },

    async openOrderBook(customerId, filter) {
      // Unconfirmed orders still owe what was ordered; confirmed ones what the brand confirmed.
      const owed = sql`greatest(0, case when ${orders.status} = 'open' then ${orderLines.orderedQuantity}
        else ${orderLines.confirmedQuantity} end - ${orderLines.shippedQuantity})`;
      const result = await rows<Record<string, unknown>>(sql`
        select to_char(coalesce(${orders.confirmedTo}, ${orders.requestedTo}), 'YYYY-MM') as month,
          ${orders.currency} as currency, count(distinct (${orders.source}, ${orders.orderId})) as orders,
          sum(${owed}) as open_units, sum(${owed} * ${orderLines.unitPrice}) as open_value
        from ${orders}
        join ${orderLines} on ${orderLines.source} = ${orders.source} and ${orderLines.orderId} = ${orders.orderId}
        where ${scopeOf(customerId, filter, sql`${orders.orderDate}`)}
          and ${orders.status} in ('open', 'confirmed', 'partially_shipped')
          and ${orderLines.status} <> 'cancelled'
        group by 1, 2
        having sum(${owed}) > 0
        order by 1, 2`);
      return result.map((row) => ({
        month: String(row.month),
        currency: String(row.currency),
        orders: number(row.orders),
        openUnits: number(row.open_units),
        openValue: Math.round(number(row.open_value) * 100) / 100,
      }));
    },

    async deliveryPerformance(customerId, filter) {
      const onTime = sql`${orderDeliveries.shipDate} <= coalesce(${orders.confirmedTo}, ${orders.requestedTo})`;
      const result = await rows<Record<string, unknown>>(sql`
        select to_char(${orderDeliveries.shipDate}, 'YYYY-MM') as month, count(*) as deliveries,
          count(*) filter (where ${onTime}) as on_time, count(*) filter (where not (${onTime})) as late
        from ${orders}
        join ${orderDeliveries}
          on ${orderDeliveries.source} = ${orders.source} and ${orderDeliveries.orderId} = ${orders.orderId}
        where ${scopeOf(customerId, filter, sql`${orderDeliveries.shipDate}`)}
        group by 1
        order by 1`);
      return result.map((row) => ({
        month: String(row.month),
        deliveries: number(row.deliveries),
        onTime: number(row.on_time),
        late: number(row.late),
      }));
    },

    async topStyles(customerId, filter) {
      const result = await rows<Record<string, unknown>>(sql`
        select ${orderLines.style} as style, min(${orderLines.styleName}) as style_name,
          min(${orders.brandId}) as brand_id, ${orders.currency} as currency,
          count(distinct (${orders.source}, ${orders.orderId})) as orders,
          sum(${orderLines.orderedQuantity}) as units, sum(${orderLines.netAmount}) as net_value
        from ${orders}
        join ${orderLines} on ${orderLines.source} = ${orders.source} and ${orderLines.orderId} = ${orders.orderId}
        where ${scopeOf(customerId, filter, sql`${orders.orderDate}`)}
          and ${orders.status} <> 'cancelled' and ${orderLines.status} <> 'cancelled'
        group by 1, 4
        order by units desc, style
        limit 10`);
      return result.map((row) => ({
        style: String(row.style),
        styleName: String(row.style_name),
        brandId: String(row.brand_id),
        currency: String(row.currency),
        orders: number(row.orders),
        units: number(row.units),
        netValue: number(row.net_value),
      }));
    },
  };
}
