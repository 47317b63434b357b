// One view across accounts (issue 32, ADR 063): the orders and documents lists of one user across 25 sold-tos
// against the same lists of one of those sold-tos, on one database, p95 ratio (budget <= 1.5), and the query plan of
// the page across sold-tos. Usage: npm run bench -- --only across-accounts [--across-samples 120]
// [--across-per-sold-to 40000] (25 sold-tos x 40,000 orders and 40,000 documents = 1,000,000 of each).
import pg from 'pg';
import { grantPrivileges } from '@portal/server/test/helpers/accounts.ts';
import { createTestUser } from '@portal/server/test/helpers/users.ts';
import { withPostgres } from './authenticated-call.ts';
import { insertDocuments } from './documents-scale.ts';
import { insertOrders } from './orders-scale.ts';
import { percentile, queryRows, startScaleSide, stopScaleSides, timeCall, type ScaleSide } from './scale-sides.ts';

const soldToCount = 25;
const soldTos = Array.from({ length: soldToCount }, (_, index) => String(2_400_000_001 + index));
const one = soldTos[0] ?? '';
const all = soldTos.join(',');

async function fill(url: string, perSoldTo: number): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      insert into customers (customer_id, legal_name, country, language)
      select (2400000000 + c)::text, 'Bench store ' || c, 'DE', 'en' from generate_series(1, ${soldToCount}) c;`);
    // Numbers far above the demo seed's, one range per sold-to; slices of at most 100,000 rows per statement.
    let next = 50_000_001;
    for (const customerId of soldTos) {
      for (let done = 0; done < perSoldTo; done += 100_000) {
        const count = Math.min(100_000, perSoldTo - done);
        await client.query(insertOrders(`'${customerId}'`, next, count, 2));
        await client.query(insertDocuments(`'${customerId}'`, next, count));
        next += count;
      }
    }
    // A table that has been written to for a while has its visibility map set by autovacuum, so its index-only scans
    // read no rows; a freshly filled one has not, and autovacuum would set it at some moment during the measurement.
    await client.query('vacuum analyze');
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from orders where customer_id like '24000000%'`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function chainUser(database: ScaleSide['database']) {
  const user = await createTestUser(database.db);
  const enabled = ['ORDER_INQUIRY_NEW', 'DOCUMENT', 'DOCUMENT_INVOICE', 'DOCUMENT_CREDIT_NOTE', 'DOCUMENT_PAYMENT'];
  await grantPrivileges(
    database.db,
    user.id,
    soldTos.map((customerId) => ({ customerId, enabled })),
  );
  return user;
}

type Call = [name: string, path: (customers: string) => string];
const calls: Call[] = [
  ['orders, first page', (customers) => `/priv/api/v1/orders?customer=${customers}`],
  ['orders, page 20', (customers) => `/priv/api/v1/orders?customer=${customers}&pageNumber=20`],
  ['orders, status', (customers) => `/priv/api/v1/orders?customer=${customers}&status=shipped`],
  ['orders, totals', (customers) => `/priv/api/v1/orders/totals?customer=${customers}&season=SS27`],
  ['documents, first page', (customers) => `/priv/api/v1/documents?customer=${customers}&type=invoice`],
  ['documents, page 20', (customers) => `/priv/api/v1/documents?customer=${customers}&type=invoice&pageNumber=20`],
  ['documents, overdue', (customers) => `/priv/api/v1/documents?customer=${customers}&type=invoice&status=overdue`],
];

export interface AcrossAccountsResult {
  database: string;
  orders: number;
  perSoldTo: number;
  calls: Array<{ name: string; one: number; across: number; ratio: number }>;
  plan: string[];
}

/**
 * The plans of the orders page and of the overdue invoices' page across the sold-tos, as `newestKeysAcross`
 * (server/src/db) asks for them.
 */
async function planAcross(side: ScaleSide): Promise<string[]> {
  const plan = async (text: string) =>
    (await queryRows<{ 'QUERY PLAN': string }>(side, text, [all])).map((row) => row['QUERY PLAN']);
  return [
    ...(await plan(`explain (analyze, costs off, timing off, summary off)
     select top.source, top.order_id
     from unnest(string_to_array($1, ',')) as named(customer_id)
     cross join lateral (
       select orders.source, orders.order_id, orders.order_date from orders
       where orders.customer_id = named.customer_id
       order by orders.order_date desc, orders.source desc, orders.order_id desc
       limit 20
     ) as top
     order by top.order_date desc, top.source desc, top.order_id desc
     limit 20`)),
    ...(await plan(`explain (analyze, costs off, timing off, summary off)
     select top.type, top.document_id
     from unnest(string_to_array($1, ',')) as named(customer_id)
     cross join lateral (
       select d.type, d.document_id, d.issue_date from billing_documents d
       where d.customer_id = named.customer_id and d.type = 'invoice'
         and d.status in ('open', 'partially_paid') and d.due_date < current_date
       order by d.issue_date desc, d.document_id desc
       limit 20
     ) as top
     order by top.issue_date desc, top.document_id desc
     limit 20`)),
  ];
}

export async function measureAcrossAccounts(
  samples = 120,
  perSoldTo = 40_000,
): Promise<AcrossAccountsResult | { skipped: string }> {
  return withPostgres(async (url, label) => {
    const side = await startScaleSide('large', url, { fill: (at) => fill(at, perSoldTo), user: chainUser });
    try {
      const timings = new Map(calls.map(([name]) => [name, { one: [] as number[], across: [] as number[] }]));
      // Warm both, then alternate one / across / across / one so drift in the machine's load falls on both.
      for (const [, path] of calls) {
        await timeCall(side, path(one));
        await timeCall(side, path(all));
      }
      const perQuarter = Math.ceil(samples / 4) / 2;
      for (const which of ['one', 'across', 'across', 'one', 'one', 'across', 'across', 'one'] as const) {
        for (let index = 0; index < perQuarter; index += 1) {
          for (const [name, path] of calls) {
            timings.get(name)?.[which].push(await timeCall(side, path(which === 'one' ? one : all)));
          }
        }
      }
      return {
        database: label,
        orders: side.rows,
        perSoldTo,
        calls: calls.map(([name]) => {
          const measured = timings.get(name) ?? { one: [], across: [] };
          const p95One = percentile(measured.one, 0.95);
          const p95Across = percentile(measured.across, 0.95);
          return { name, one: p95One, across: p95Across, ratio: p95Across / p95One };
        }),
        plan: await planAcross(side),
      };
    } finally {
      await stopScaleSides([side]);
    }
  });
}

export function formatAcrossAccounts(result: AcrossAccountsResult | { skipped: string }): string {
  if ('skipped' in result) return `Lists across accounts: skipped (${result.skipped})`;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return [
    `Lists across accounts (${result.database}; ${soldToCount} sold-tos x ${result.perSoldTo.toLocaleString('en')} orders and documents, ${result.orders.toLocaleString('en')} orders; p95 of one sold-to vs all ${soldToCount})`,
    ...result.calls.map(
      ({ name, one: p95One, across, ratio }) =>
        `  ${name.padEnd(22)} ${ms(p95One)} ${ms(across)}   ratio ${ratio.toFixed(2)} (budget <= 1.5)`,
    ),
    '  plans of the orders page and the overdue invoices page across the sold-tos:',
    ...result.plan.map((line) => `    ${line}`),
  ].join('\n');
}
