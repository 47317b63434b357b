// Search everywhere at scale: the search call's p95 with N orders and N documents (default 1,000,000 each, of
// 100,000 customers) against the same calls at 10,000 each, two databases side by side on one PostgreSQL.
// Usage: npm run bench -- --only search [--search-samples 120] [--search-rows 1000000]
import pg from 'pg';
import { grantPrivileges } from '@portal/server/test/helpers/accounts.ts';
import { createTestUser } from '@portal/server/test/helpers/users.ts';
import { withPostgres } from './authenticated-call.ts';
import { insertDocuments } from './documents-scale.ts';
import { insertOrders } from './orders-scale.ts';
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

/** The customer every call searches: the same 2,000 orders (3 lines each) and 3,000 documents in both databases. */
const measuredCustomer = '2100000000';
const measuredOrders = 2_000;
const measuredDocuments = 3_000;

/** The rows besides the measured customer's, spread over the bulk customers. */
interface Scale {
  name: ScaleSide['name'];
  customers: number;
  rows: number;
}

/** Fills orders and documents alike: bulk customers' in slices of 100,000, then the measured customer's. */
async function fill(url: string, scale: Scale): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const bulkFirst = 2_000_000_000;
    await client.query(`
      insert into customers (customer_id, legal_name, country, language)
      select (${bulkFirst} + c)::text, 'Bench customer ' || c, 'DE', 'en' from generate_series(1, ${scale.customers}) c;
      insert into customers (customer_id, legal_name, country, language)
      values ('${measuredCustomer}', 'Measured customer', 'DE', 'en');`);
    const bulkCustomer = (variable: string) => `(${bulkFirst + 1} + ${variable} % ${scale.customers})::text`;
    for (let done = 0; done < scale.rows; done += 100_000) {
      const count = Math.min(100_000, scale.rows - done);
      await client.query(insertOrders(bulkCustomer('o'), done + 1, count, 3));
      await client.query(insertDocuments(bulkCustomer('d'), done + 1, count));
    }
    await client.query(insertOrders(`'${measuredCustomer}'`, scale.rows + 1, measuredOrders, 3));
    await client.query(insertDocuments(`'${measuredCustomer}'`, scale.rows + 1, measuredDocuments));
    await client.query('analyze');
    const { rows } = await client.query<{ orders: string; documents: string }>(
      'select (select count(*) from orders) as orders, (select count(*) from billing_documents) as documents',
    );
    return Math.min(Number(rows[0]?.orders ?? 0), Number(rows[0]?.documents ?? 0));
  } finally {
    await client.end();
  }
}

/** A buyer of the measured customer who may open orders, documents, tickets and help. */
async function buyer(database: ScaleSide['database']) {
  const user = await createTestUser(database.db);
  await grantPrivileges(database.db, user.id, [
    {
      customerId: measuredCustomer,
      enabled: [
        'ORDER_INQUIRY_NEW',
        'DOCUMENT',
        'DOCUMENT_INVOICE',
        'DOCUMENT_CREDIT_NOTE',
        'DOCUMENT_PAYMENT',
        'TICKET',
        'FAQ',
      ],
    },
  ]);
  return user;
}

/** What a buyer types: a PO number, an order number's beginning, a document number, a style, a help word. */
function searchCalls(numbers: Record<ScaleSide['name'], { order: string[]; document: string[] }>): ScaleCall[] {
  const search = (q: string) => `/priv/api/v1/search?customer=${measuredCustomer}&lang=en&q=${encodeURIComponent(q)}`;
  const pick = (list: readonly string[], sample: number) => list[(sample * 37) % list.length] ?? '';
  return [
    ['PO number', (side, sample) => search(`PO-${pick(numbers[side.name].order, sample).slice(2)}`)],
    ['order number, prefix', (side, sample) => search(pick(numbers[side.name].order, sample).slice(0, -1))],
    ['document number', (side, sample) => search(pick(numbers[side.name].document, sample))],
    ['style', (_side, sample) => search(`ST${100 + (sample % 300)}`)],
    ['words (help, tickets)', () => search('delivery tracking')],
  ];
}

export interface SearchScaleResult {
  database: string;
  rows: Record<Scale['name'], number>;
  calls: CallComparison[];
}

export async function measureSearchScale(
  samples = 120,
  rows = 1_000_000,
): Promise<SearchScaleResult | { skipped: string }> {
  const scales: Scale[] = [
    { name: 'small', customers: 500, rows: 10_000 - measuredDocuments },
    { name: 'large', customers: Math.max(500, Math.round(rows / 10)), rows: rows - measuredDocuments },
  ];
  return withPostgres(async (url, label) => {
    const largeUrl = await freshDatabaseBeside(url, 'portal_bench_search_large');
    // The large side first: its fill takes minutes, and the small side's access token must still be valid after it.
    const large = await startScaleSide('large', largeUrl, { fill: (at) => fill(at, scales[1] as Scale), user: buyer });
    const small = await startScaleSide('small', url, { fill: (at) => fill(at, scales[0] as Scale), user: buyer });
    try {
      const numbersOf = async (side: ScaleSide) => ({
        order: (
          await queryRows<{ id: string }>(side, 'select order_id as id from orders where customer_id = $1', [
            measuredCustomer,
          ])
        ).map((row) => row.id),
        document: (
          await queryRows<{ id: string }>(
            side,
            'select document_id as id from billing_documents where customer_id = $1',
            [measuredCustomer],
          )
        ).map((row) => row.id),
      });
      const numbers = { small: await numbersOf(small), large: await numbersOf(large) };
      const calls = await compareSides(small, large, searchCalls(numbers), samples);
      return { database: label, rows: { small: small.rows, large: large.rows }, calls };
    } finally {
      await stopScaleSides([small, large]);
    }
  });
}

export function formatSearchScale(result: SearchScaleResult | { skipped: string }): string {
  if ('skipped' in result) return `Search at scale: skipped (${result.skipped})`;
  const at = (count: number) => count.toLocaleString('en');
  return [
    `Search at scale (${result.database}; ${at(result.rows.small)} vs ${at(result.rows.large)} orders and as many documents, p95 of one customer's search)`,
    ...formatComparisons(result.calls),
  ].join('\n');
}
