// Orders at scale: the order list and one order's p95 at 1,000,000 orders of 100,000 customers against the same
// calls at 10,000 orders, two databases side by side on one PostgreSQL, and the export's peak memory at 100,000
// rows against 10,000. Usage: npm run bench -- --only orders [--orders-samples 120]
import pg from 'pg';
import { withPostgres } from './authenticated-call.ts';
import {
  compareSides,
  formatComparisons,
  freshDatabaseBeside,
  queryRows,
  startScaleSide,
  stopScaleSides,
  type CallComparison,
  type ScaleCall,
  type ScaleSide,
} from './scale-sides.ts';

/** The customer every list and detail call reads: the same 2,000 orders in both databases. */
const measuredCustomer = '2100000000';
/** Customers whose export has 100,000 and 10,000 lines (4 lines per order). */
const exportCustomers = { large: '2200000000', small: '2300000000' } as const;

interface Scale {
  name: ScaleSide['name'];
  /** Customers besides the measured and export ones, and their orders, spread evenly over them. */
  bulkCustomers: number;
  bulkOrders: number;
}
// 10,000 orders; and 1,000,000 orders of 100,000 customers (the measured and export customers included).
const scales: Scale[] = [
  { name: 'small', bulkCustomers: 550, bulkOrders: 5_500 },
  { name: 'large', bulkCustomers: 99_997, bulkOrders: 970_500 },
];

/** Orders of one customer, numbered from `first`: order date, brand, season and status vary with the number. */
export function insertOrders(customerSql: string, first: number, count: number, lines: number): string {
  return `
    with numbered as (
      select o, ${customerSql} as customer_id from generate_series(${first}, ${first + count - 1}) as o
    )
    insert into orders (source, order_id, customer_id, ship_to_id, ship_to_name, brand_id, season, po_number,
      order_date, requested_from, requested_to, confirmed_from, confirmed_to, confirmed_on, invoiced_on, status,
      currency, net_total, line_count, ordered_quantity)
    select (array['sap','b2b','edi'])[1 + o % 3], 'BN' || o, customer_id, 'SH' || (o % 7), 'Store ' || (o % 7),
      (array['10','15','25','35','40','45','50','60','65','70'])[1 + o % 10], (array['SS26','FW26','SS27'])[1 + o % 3],
      'PO-' || o, date '2024-01-01' + (o % 1050), date '2024-03-01' + (o % 1050), date '2024-03-31' + (o % 1050),
      date '2024-03-01' + (o % 1050), date '2024-03-31' + (o % 1050), date '2024-01-05' + (o % 1050),
      case when o % 6 = 4 then date '2024-04-10' + (o % 1050) end,
      (array['open','confirmed','partially_shipped','shipped','invoiced','cancelled'])[1 + o % 6],
      (array['EUR','GBP','CHF'])[1 + o % 3], ${lines} * 240.00, ${lines}, ${lines} * 12
    from numbered;
    insert into order_lines (source, order_id, line_number, style, style_name, colour, colour_name, size, sku,
      ordered_quantity, confirmed_quantity, shipped_quantity, unit_price, net_amount, status)
    select (array['sap','b2b','edi'])[1 + o % 3], 'BN' || o, l * 10, 'ST' || (o % 400 + l), 'Style ' || (o % 400 + l),
      '001', 'Black', 'M', 'ST' || (o % 400 + l) || '-001-M', 12, 12, case when o % 6 in (2, 3, 4) then 12 else 0 end,
      20.00, 240.00, (array['open','confirmed','partially_shipped','shipped','invoiced','cancelled'])[1 + o % 6]
    from generate_series(${first}, ${first + count - 1}) as o, generate_series(1, ${lines}) as l;
    insert into order_deliveries (source, order_id, delivery_number, ship_date, carrier, tracking_number, lines)
    select (array['sap','b2b','edi'])[1 + o % 3], 'BN' || o, 'D' || o, date '2024-03-10' + (o % 1050), 'DHL Express',
      'T' || o, '[]'::jsonb
    from generate_series(${first}, ${first + count - 1}) as o where o % 6 in (2, 3, 4);`;
}

/** Fills a migrated, seeded database with the bench customers and their orders; returns the number of orders. */
async function fill(url: string, scale: Scale): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const bulkFirst = 2_000_000_000;
    await client.query(`
      insert into customers (customer_id, legal_name, country, language)
      select (${bulkFirst} + c)::text, 'Bench customer ' || c, 'DE', 'en' from generate_series(1, ${scale.bulkCustomers}) c;
      insert into customers (customer_id, legal_name, country, language) values
        ('${measuredCustomer}', 'Measured customer', 'DE', 'en'),
        ('${exportCustomers.small}', 'Small export customer', 'DE', 'en')
        ${scale.name === 'large' ? `, ('${exportCustomers.large}', 'Large export customer', 'DE', 'en')` : ''};`);
    let next = 1;
    const add = async (customerSql: string, count: number, lines: number) => {
      await client.query(insertOrders(customerSql, next, count, lines));
      next += count;
    };
    // Bulk customers in slices of 100,000 orders, so no statement holds millions of rows at once.
    for (let done = 0; done < scale.bulkOrders; done += 100_000) {
      const count = Math.min(100_000, scale.bulkOrders - done);
      await add(`(${bulkFirst + 1} + o % ${scale.bulkCustomers})::text`, count, 3);
    }
    await add(`'${measuredCustomer}'`, 2_000, 3);
    await add(`'${exportCustomers.small}'`, 2_500, 4);
    if (scale.name === 'large') await add(`'${exportCustomers.large}'`, 25_000, 4);
    await client.query('analyze');
    const { rows } = await client.query<{ count: string }>('select count(*) from orders');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** staff@ reads the measured customer's orders in an on-behalf session. */
const staff = async () => ({ username: 'staff@example.com', password: 'Portal#2026' });

/** The calls measured, each against the measured customer. */
const listCalls: ScaleCall[] = [
  ['list, first page', () => `/priv/api/v1/orders?customer=${measuredCustomer}`],
  ['list, page 20', () => `/priv/api/v1/orders?customer=${measuredCustomer}&pageNumber=20`],
  ['list, status', () => `/priv/api/v1/orders?customer=${measuredCustomer}&status=shipped`],
  ['list, brand + season', () => `/priv/api/v1/orders?customer=${measuredCustomer}&brand=50&season=SS27`],
  ['list, search', (_side, sample) => `/priv/api/v1/orders?customer=${measuredCustomer}&q=${sample % 9}7`],
];

const liveBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/**
 * What one export costs in memory while it streams to nowhere: peak resident memory above the start (garbage
 * included: V8 collects when it pleases), and peak live memory, i.e. the heap and buffers still reachable after a
 * full collection every 250 ms (needs `node --expose-gc`; without it that figure is left out).
 */
async function exportPeak(side: ScaleSide, customer: string, format: 'csv' | 'xlsx') {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const startRss = process.memoryUsage().rss;
  const startLive = liveBytes();
  let peakRss = startRss;
  let peakLive = startLive;
  // Resident memory often; a full collection (to see what is still reachable) only every fifth sample, since each
  // one stops the export while it runs.
  let samples = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    samples += 1;
    if (gc && samples % 5 === 0) {
      gc();
      peakLive = Math.max(peakLive, liveBytes());
    }
  }, 50);
  try {
    const response = await fetch(`${side.url}/priv/api/v1/orders/export?customer=${customer}&format=${format}`, {
      headers: side.headers,
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    return {
      peakMiB: (peakRss - startRss) / 2 ** 20,
      liveMiB: gc ? (peakLive - startLive) / 2 ** 20 : null,
      megabytes: bytes / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
  }
}

export interface OrdersScaleResult {
  database: string;
  orders: Record<Scale['name'], number>;
  calls: CallComparison[];
  exports: Array<{ rows: number; format: string; peakMiB: number; liveMiB: number | null; megabytes: number }>;
}

export async function measureOrdersScale(samples = 120): Promise<OrdersScaleResult | { skipped: string }> {
  return withPostgres(async (url, label) => {
    const largeUrl = await freshDatabaseBeside(url, 'portal_bench_large');
    const small = await startScaleSide('small', url, {
      fill: (at) => fill(at, scales[0] as Scale),
      user: staff,
      onBehalfOf: measuredCustomer,
    });
    const large = await startScaleSide('large', largeUrl, {
      fill: (at) => fill(at, scales[1] as Scale),
      user: staff,
      onBehalfOf: measuredCustomer,
    });
    try {
      const orderPaths = async (side: ScaleSide) =>
        (
          await queryRows<{ source: string; order_id: string }>(
            side,
            'select source, order_id from orders where customer_id = $1 order by order_id',
            [measuredCustomer],
          )
        ).map((row) => `/priv/api/v1/orders/${row.source}/${row.order_id}?customer=${measuredCustomer}`);
      const details = { small: await orderPaths(small), large: await orderPaths(large) };
      const calls: ScaleCall[] = [
        ...listCalls,
        // One of the measured customer's orders (the paths are read from the database).
        ['detail', (side, sample) => details[side.name][(sample * 37) % details[side.name].length] ?? ''],
      ];
      const results = await compareSides(small, large, calls, samples);

      const exports = [];
      for (const format of ['csv', 'xlsx'] as const) {
        exports.push({ rows: 10_000, format, ...(await exportPeak(large, exportCustomers.small, format)) });
        exports.push({ rows: 100_000, format, ...(await exportPeak(large, exportCustomers.large, format)) });
      }
      return { database: label, orders: { small: small.rows, large: large.rows }, calls: results, exports };
    } finally {
      await stopScaleSides([small, large]);
    }
  });
}

export function formatOrdersScale(result: OrdersScaleResult | { skipped: string }): string {
  if ('skipped' in result) return `Orders at scale: skipped (${result.skipped})`;
  return [
    `Orders at scale (${result.database}; ${result.orders.small.toLocaleString('en')} vs ${result.orders.large.toLocaleString('en')} orders, p95 of one customer's 2,000)`,
    ...formatComparisons(result.calls),
    '  export (streamed; above the start of the export: peak RSS, and peak live heap after full collections)',
    ...result.exports.map(
      ({ rows, format, peakMiB, liveMiB, megabytes }) =>
        `  ${format.padEnd(4)} ${rows.toLocaleString('en').padStart(7)} rows  ${megabytes.toFixed(1).padStart(6)} MiB file  RSS +${peakMiB.toFixed(1)} MiB  live +${liveMiB === null ? '? (run with --expose-gc)' : liveMiB.toFixed(1)} MiB`,
    ),
  ].join('\n');
}
