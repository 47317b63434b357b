// One view across accounts (issue 32, ADR 063): the orders and documents lists of one user across 25 sold-tos
// against the same lists of one of those sold-tos, on one database, p95 ratio (budget <= 1.5), and the query plan of
// the page across sold-tos. Page 20 is measured twice: by page number (offset) and by cursor (ADR 075, the nextCursor
// of page 19, read once per side before the timing). Usage: npm run bench -- --only across-accounts
// [--across-samples 120] [--across-per-sold-to 40000] (25 sold-tos x 40,000 orders and 40,000 documents = 1,000,000
// of each).
import { orderListQuerySchema } from '@portal/contracts';
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

/** A call's path for the sold-tos named; `after` is the cursor read for them before the timing (`byCursor`). */
type Call = [
  name: string,
  path: (customers: string, after: string) => string,
  byCursor?: (customers: string) => string,
];
const orders = (customers: string) => `/priv/api/v1/orders?customer=${customers}`;
const invoices = (customers: string) => `/priv/api/v1/documents?customer=${customers}&type=invoice`;
const calls: Call[] = [
  ['orders, first page', (customers) => orders(customers)],
  ['orders, page 20', (customers) => `${orders(customers)}&pageNumber=20`],
  [
    'orders, page 20 by cursor',
    (customers, after) => `${orders(customers)}&pageNumber=20&after=${after}`,
    (customers) => `${orders(customers)}&pageNumber=19`,
  ],
  ['orders, status', (customers) => `${orders(customers)}&status=shipped`],
  ['orders, totals', (customers) => `/priv/api/v1/orders/totals?customer=${customers}&season=SS27`],
  ['documents, first page', (customers) => invoices(customers)],
  ['documents, page 20', (customers) => `${invoices(customers)}&pageNumber=20`],
  [
    'documents, page 20 by cursor',
    (customers, after) => `${invoices(customers)}&pageNumber=20&after=${after}`,
    (customers) => `${invoices(customers)}&pageNumber=19`,
  ],
  ['documents, overdue', (customers) => `${invoices(customers)}&status=overdue`],
];

/** The `nextCursor` of the page `path` names, as the browser gets it before asking for the page after. */
async function nextCursorOf(side: ScaleSide, path: string): Promise<string> {
  const response = await fetch(`${side.url}${path}`, { headers: side.headers });
  const page = (await response.json()) as { nextCursor?: string | null };
  if (!response.ok || !page.nextCursor) throw new Error(`${path} answered ${response.status} without a next cursor`);
  return page.nextCursor;
}

/** Each cursor call's cursor for one sold-to and for all 25, by call name and sold-tos named. */
async function cursorsOf(side: ScaleSide): Promise<Map<string, string>> {
  const cursors = new Map<string, string>();
  for (const [name, , byCursor] of calls) {
    if (!byCursor) continue;
    for (const customers of [one, all])
      cursors.set(`${name} ${customers}`, await nextCursorOf(side, byCursor(customers)));
  }
  return cursors;
}

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
async function planAcross(side: ScaleSide, cursors: ReadonlyMap<string, string>): Promise<string[]> {
  const plan = async (text: string, values: unknown[] = []) =>
    (await queryRows<{ 'QUERY PLAN': string }>(side, text, [all, ...values])).map((row) => row['QUERY PLAN']);
  const key = orderListQuerySchema.parse({
    customer: one,
    after: cursors.get(`orders, page 20 by cursor ${all}`),
  }).after;
  return [
    // Page 20 by cursor: each sold-to's index scan starts at the cursor (the row comparison is its index condition).
    ...(await plan(
      `explain (analyze, costs off, timing off, summary off)
     select top.source, top.order_id
     from unnest(string_to_array($1, ',')) as named(customer_id)
     cross join lateral (
       select orders.source, orders.order_id, orders.order_date from orders
       where orders.customer_id = named.customer_id
         and (orders.order_date, orders.source, orders.order_id) < ($2::date, $3, $4)
       order by orders.order_date desc, orders.source desc, orders.order_id desc
       limit 21
     ) as top
     order by top.order_date desc, top.source desc, top.order_id desc
     limit 21`,
      [key?.orderDate, key?.source, key?.orderId],
    )),
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
      const cursors = await cursorsOf(side);
      const pathOf = ([name, path]: Call, customers: string) =>
        path(customers, cursors.get(`${name} ${customers}`) ?? '');
      // Warm both, then alternate one / across / across / one so drift in the machine's load falls on both.
      for (const call of calls) {
        await timeCall(side, pathOf(call, one));
        await timeCall(side, pathOf(call, all));
      }
      const perQuarter = Math.ceil(samples / 4) / 2;
      for (const which of ['one', 'across', 'across', 'one', 'one', 'across', 'across', 'one'] as const) {
        for (let index = 0; index < perQuarter; index += 1) {
          for (const call of calls) {
            timings.get(call[0])?.[which].push(await timeCall(side, pathOf(call, which === 'one' ? one : all)));
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
        plan: await planAcross(side, cursors),
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
        `  ${name.padEnd(28)} ${ms(p95One)} ${ms(across)}   ratio ${ratio.toFixed(2)} (budget <= 1.5)`,
    ),
    '  plans of the orders page 20 by cursor, the orders first page and the overdue invoices page across the sold-tos:',
    ...result.plan.map((line) => `    ${line}`),
  ].join('\n');
}
