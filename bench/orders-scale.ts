// Orders at scale: the order list and one order's p95 at 1,000,000 orders of 100,000 customers against the same
// calls at 10,000 orders, two databases side by side on one PostgreSQL, and the export's peak memory at 100,000
// rows against 10,000. Usage: npm run bench -- --only orders [--orders-samples 120]
import pg from 'pg';
import { buildApp } from '@portal/server/src/app.ts';
import { loadConfig } from '@portal/server/src/config.ts';
import { openDatabase, type DatabaseHandle } from '@portal/server/src/db/client.ts';
import { migrateDatabase } from '@portal/server/src/db/migrate.ts';
import { seedDatabase } from '@portal/server/src/db/seed.ts';
import { Browser } from '@portal/server/test/helpers/oidc-flow.ts';
import { freePort, withPostgres } from './authenticated-call.ts';

/** The customer every list and detail call reads: the same 2,000 orders in both databases. */
const measuredCustomer = '2100000000';
/** Customers whose export has 100,000 and 10,000 lines (4 lines per order). */
const exportCustomers = { large: '2200000000', small: '2300000000' } as const;

interface Scale {
  name: 'small' | 'large';
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
function insertOrders(customerSql: string, first: number, count: number, lines: number): string {
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

interface Side {
  scale: Scale;
  database: DatabaseHandle;
  app: ReturnType<typeof buildApp>;
  url: string;
  token: string;
  orders: number;
}

async function startSide(url: string, scale: Scale): Promise<Side> {
  const port = await freePort();
  const config = loadConfig({
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: 'http://localhost:8080',
    RATE_LIMIT_MAX: '1000000000',
    SIGN_IN_RATE_LIMIT_MAX: '1000',
  });
  const database = await openDatabase(config);
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const orders = await fill(url, scale);
  const app = buildApp({ config, database });
  const listening = await app.listen({ port, host: '127.0.0.1' });
  // staff@ reads any customer's orders on behalf.
  const { access_token: token } = await new Browser(app).signIn('staff@example.com', 'Portal#2026');
  return { scale, database, app, url: listening, token, orders };
}

/** The calls measured, each against the measured customer. */
const calls: Array<[name: string, path: (sample: number) => string]> = [
  ['list, first page', () => `/priv/api/v1/orders?customer=${measuredCustomer}`],
  ['list, page 20', () => `/priv/api/v1/orders?customer=${measuredCustomer}&pageNumber=20`],
  ['list, status', () => `/priv/api/v1/orders?customer=${measuredCustomer}&status=shipped`],
  ['list, brand + season', () => `/priv/api/v1/orders?customer=${measuredCustomer}&brand=50&season=SS27`],
  ['list, search', (sample) => `/priv/api/v1/orders?customer=${measuredCustomer}&q=${sample % 9}7`],
  // One of the measured customer's orders (the paths are read from the database).
  ['detail', () => ''],
];

async function timeCall(side: Side, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${side.url}${path}`, { headers: { authorization: `Bearer ${side.token}` } });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};

const liveBytes = () => {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
};

/**
 * What one export costs in memory while it streams to nowhere: peak resident memory above the start (garbage
 * included: V8 collects when it pleases), and peak live memory, i.e. the heap and buffers still reachable after a
 * full collection every 250 ms (needs `node --expose-gc`; without it that figure is left out).
 */
async function exportPeak(side: Side, customer: string, format: 'csv' | 'xlsx') {
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
      headers: { authorization: `Bearer ${side.token}` },
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
  calls: Array<{ name: string; small: number; large: number; ratio: number }>;
  exports: Array<{ rows: number; format: string; peakMiB: number; liveMiB: number | null; megabytes: number }>;
}

export async function measureOrdersScale(samples = 120): Promise<OrdersScaleResult | { skipped: string }> {
  return withPostgres(async (url, label) => {
    const largeUrl = url.replace(/\/[^/]+$/, '/portal_bench_large');
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query('drop database if exists portal_bench_large');
    await admin.query('create database portal_bench_large');
    await admin.end();
    const [small, large] = [await startSide(url, scales[0] as Scale), await startSide(largeUrl, scales[1] as Scale)];
    try {
      const orderPaths = async (side: Side) => {
        const client = new pg.Client({ connectionString: side.scale.name === 'small' ? url : largeUrl });
        await client.connect();
        const { rows } = await client.query<{ source: string; order_id: string }>(
          'select source, order_id from orders where customer_id = $1 order by order_id',
          [measuredCustomer],
        );
        await client.end();
        return rows.map((row) => `/priv/api/v1/orders/${row.source}/${row.order_id}?customer=${measuredCustomer}`);
      };
      const details = { small: await orderPaths(small), large: await orderPaths(large) };
      const pathOf = (side: Side, name: string, sample: number, path: (sample: number) => string) =>
        name === 'detail'
          ? (details[side.scale.name][(sample * 37) % details[side.scale.name].length] ?? '')
          : path(sample);

      const timings = new Map<string, Record<Scale['name'], number[]>>(
        calls.map(([name]) => [name, { small: [], large: [] }]),
      );
      // Warm both, then alternate small / large / large / small so the machine's noise falls on both.
      for (const side of [small, large])
        for (const [name, path] of calls) await timeCall(side, pathOf(side, name, 0, path));
      const quarter = Math.ceil(samples / 4);
      let sample = 0;
      for (const side of [small, large, large, small, small, large, large, small]) {
        for (let index = 0; index < quarter / 2; index += 1, sample += 1) {
          for (const [name, path] of calls) {
            timings.get(name)?.[side.scale.name].push(await timeCall(side, pathOf(side, name, sample, path)));
          }
        }
      }
      const results = calls.map(([name]) => {
        const measured = timings.get(name) ?? { small: [], large: [] };
        const p95Small = percentile(measured.small, 0.95);
        const p95Large = percentile(measured.large, 0.95);
        return { name, small: p95Small, large: p95Large, ratio: p95Large / p95Small };
      });

      const exports = [];
      for (const format of ['csv', 'xlsx'] as const) {
        exports.push({ rows: 10_000, format, ...(await exportPeak(large, exportCustomers.small, format)) });
        exports.push({ rows: 100_000, format, ...(await exportPeak(large, exportCustomers.large, format)) });
      }
      return {
        database: label,
        orders: { small: small.orders, large: large.orders },
        calls: results,
        exports,
      };
    } finally {
      for (const side of [small, large]) {
        await side.app.close();
        await side.database.close();
      }
    }
  });
}

export function formatOrdersScale(result: OrdersScaleResult | { skipped: string }): string {
  if ('skipped' in result) return `Orders at scale: skipped (${result.skipped})`;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return [
    `Orders at scale (${result.database}; ${result.orders.small.toLocaleString('en')} vs ${result.orders.large.toLocaleString('en')} orders, p95 of one customer's 2,000)`,
    ...result.calls.map(
      ({ name, small, large, ratio }) =>
        `  ${name.padEnd(22)} ${ms(small)} ${ms(large)}   ratio ${ratio.toFixed(2)} (budget <= 1.5)`,
    ),
    '  export (streamed; above the start of the export: peak RSS, and peak live heap after full collections)',
    ...result.exports.map(
      ({ rows, format, peakMiB, liveMiB, megabytes }) =>
        `  ${format.padEnd(4)} ${rows.toLocaleString('en').padStart(7)} rows  ${megabytes.toFixed(1).padStart(6)} MiB file  RSS +${peakMiB.toFixed(1)} MiB  live +${liveMiB === null ? '? (run with --expose-gc)' : liveMiB.toFixed(1)} MiB`,
    ),
  ].join('\n');
}
