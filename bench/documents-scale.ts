// Documents at scale: the document list and one document's p95 at 1,000,000 documents of 100,000 customers against
// the same calls at 10,000 documents, two databases side by side on one PostgreSQL; and the zip download's peak
// memory for 100 PDFs against 10. Usage: npm run bench -- --only documents [--documents-samples 120]
import pg from 'pg';
import { grantPrivileges } from '@portal/server/test/helpers/accounts.ts';
import { createTestUser } from '@portal/server/test/helpers/users.ts';
import { withPostgres } from './authenticated-call.ts';
import {
  compareSides,
  formatComparisons,
  freshDatabaseBeside,
  queryRows,
  startScaleSide,
  stopScaleSides,
  streamedPeak,
  type CallComparison,
  type ScaleCall,
  type ScaleSide,
} from './scale-sides.ts';

/** The customer every call reads: the same 3,000 documents (2,000 invoices) in both databases. */
const measuredCustomer = '2100000000';

interface Scale {
  name: ScaleSide['name'];
  /** Customers besides the measured one, and their documents, spread evenly over them. */
  bulkCustomers: number;
  bulkDocuments: number;
}
// About 10,000 documents; and 1,000,000 documents of 100,000 customers (the measured customer and the demo
// sold-tos' 2,500 or so included).
const scales: Scale[] = [
  { name: 'small', bulkCustomers: 450, bulkDocuments: 4_500 },
  { name: 'large', bulkCustomers: 99_987, bulkDocuments: 994_500 },
];

/**
 * Documents of one customer expression, numbered from `first`: two invoices to one credit note and one payment in
 * four, issue dates over three years, every status, four lines each (as the demo's invoices have).
 */
export function insertDocuments(customerSql: string, first: number, count: number): string {
  return `
    with numbered as (
      select d, ${customerSql} as customer_id,
        (array['invoice','invoice','credit_note','payment'])[1 + d % 4] as type,
        date '2024-01-01' + (d % 1050) as issue
      from generate_series(${first}, ${first + count - 1}) as d
    )
    insert into billing_documents (type, document_id, customer_id, brand_id, issue_date, due_date, currency,
      net_amount, tax_amount, gross_amount, open_amount, status, payment_terms_days, payment_method, bill_to, payer,
      orders, deliveries, lines, settlements, order_numbers)
    select type, (case type when 'invoice' then '90' when 'credit_note' then '91' else '14' end) || d, customer_id,
      case when type = 'payment' then null else (array['10','40','50'])[1 + d % 3] end,
      issue, case when type = 'invoice' then issue + 30 end, 'EUR', 800.00, 160.00, 960.00,
      case when type = 'invoice' and d % 5 < 2 then 960.00 else 0 end,
      case when type = 'invoice' and d % 5 = 0 then 'open' when type = 'invoice' and d % 5 = 1 then 'partially_paid'
        else 'paid' end,
      case when type = 'invoice' then 30 end, case when type = 'payment' then 'bank_transfer' end,
      jsonb_build_object('id', customer_id, 'name', 'Bench customer', 'street', '1 Main Street', 'postcode', '10115',
        'city', 'Berlin', 'country', 'DE'),
      jsonb_build_object('id', customer_id, 'name', 'Bench customer', 'street', '1 Main Street', 'postcode', '10115',
        'city', 'Berlin', 'country', 'DE'),
      jsonb_build_array(jsonb_build_object('source', 'sap', 'orderId', 'BN' || d)), jsonb_build_array('D' || d),
      (select jsonb_agg(jsonb_build_object('lineNumber', l * 10, 'description', 'Style ' || (d % 400 + l) || ' – Black, M',
        'sku', 'ST' || (d % 400 + l) || '-001-M', 'quantity', 10, 'unitPrice', 20.00, 'netAmount', 200.00,
        'taxRate', 20)) from generate_series(1, 4) as l),
      '[]'::jsonb, 'BN' || d
    from numbered;`;
}

async function fill(url: string, scale: Scale): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const bulkFirst = 2_000_000_000;
    await client.query(`
      insert into customers (customer_id, legal_name, country, language)
      select (${bulkFirst} + c)::text, 'Bench customer ' || c, 'DE', 'en' from generate_series(1, ${scale.bulkCustomers}) c;
      insert into customers (customer_id, legal_name, country, language)
      values ('${measuredCustomer}', 'Measured customer', 'DE', 'de');`);
    let next = 1;
    // Bulk customers in slices of 100,000 documents, so no statement holds millions of rows at once.
    for (let done = 0; done < scale.bulkDocuments; done += 100_000) {
      const count = Math.min(100_000, scale.bulkDocuments - done);
      await client.query(insertDocuments(`(${bulkFirst + 1} + d % ${scale.bulkCustomers})::text`, next, count));
      next += count;
    }
    await client.query(insertDocuments(`'${measuredCustomer}'`, next, 3_000));
    await client.query('analyze');
    const { rows } = await client.query<{ count: string }>('select count(*) from billing_documents');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** A user of the measured customer with every document permission. */
async function documentsUser(database: ScaleSide['database']) {
  const user = await createTestUser(database.db);
  await grantPrivileges(database.db, user.id, [
    {
      customerId: measuredCustomer,
      enabled: ['DOCUMENT', 'DOCUMENT_INVOICE', 'DOCUMENT_CREDIT_NOTE', 'DOCUMENT_PAYMENT', 'DOWNLOAD_DOCUMENT_PDF'],
    },
  ]);
  return user;
}

const list = `/priv/api/v1/documents?customer=${measuredCustomer}&type=invoice`;
const listCalls: ScaleCall[] = [
  ['list, first page', () => list],
  ['list, page 20', () => `${list}&pageNumber=20`],
  ['list, overdue', () => `${list}&status=overdue`],
  ['list, date range', (_side, sample) => `${list}&from=2025-0${1 + (sample % 9)}-01&to=2025-12-31`],
  ['list, search', (_side, sample) => `${list}&q=${sample % 9}7`],
];

/** Peak resident memory above the start while a zip of `count` invoices' PDFs streams to nowhere, and its size. */
async function zipPeak(side: ScaleSide, ids: readonly string[]) {
  const query = ids.map((id) => `invoice/${id}`).join(',');
  const { peakMiB, bytes, seconds } = await streamedPeak(
    side,
    `/priv/api/v1/documents/download?customer=${measuredCustomer}&ids=${query}`,
  );
  return { peakMiB, megabytes: bytes / 2 ** 20, seconds };
}

export interface DocumentsScaleResult {
  database: string;
  documents: Record<Scale['name'], number>;
  calls: CallComparison[];
  zips: Array<{ pdfs: number; peakMiB: number; megabytes: number; seconds: number }>;
}

export async function measureDocumentsScale(samples = 120): Promise<DocumentsScaleResult | { skipped: string }> {
  return withPostgres(async (url, label) => {
    const largeUrl = await freshDatabaseBeside(url, 'portal_bench_documents_large');
    const small = await startScaleSide('small', url, {
      fill: (at) => fill(at, scales[0] as Scale),
      user: documentsUser,
    });
    const large = await startScaleSide('large', largeUrl, {
      fill: (at) => fill(at, scales[1] as Scale),
      user: documentsUser,
    });
    try {
      const invoicesOf = async (side: ScaleSide) =>
        (
          await queryRows<{ document_id: string }>(
            side,
            "select document_id from billing_documents where customer_id = $1 and type = 'invoice' order by document_id",
            [measuredCustomer],
          )
        ).map((row) => row.document_id);
      const invoices = { small: await invoicesOf(small), large: await invoicesOf(large) };
      const calls: ScaleCall[] = [
        ...listCalls,
        // One of the measured customer's invoices (the numbers are read from the database).
        [
          'detail',
          (side, sample) =>
            `/priv/api/v1/documents/invoice/${invoices[side.name][(sample * 37) % invoices[side.name].length]}?customer=${measuredCustomer}`,
        ],
      ];
      const results = await compareSides(small, large, calls, samples);

      const zips = [];
      // One zip first, so the figures do not include the first PDF's fonts and code warming up.
      await zipPeak(large, invoices.large.slice(0, 10));
      for (const count of [10, 100])
        zips.push({ pdfs: count, ...(await zipPeak(large, invoices.large.slice(0, count))) });
      return { database: label, documents: { small: small.rows, large: large.rows }, calls: results, zips };
    } finally {
      await stopScaleSides([small, large]);
    }
  });
}

export function formatDocumentsScale(result: DocumentsScaleResult | { skipped: string }): string {
  if ('skipped' in result) return `Documents at scale: skipped (${result.skipped})`;
  return [
    `Documents at scale (${result.database}; ${result.documents.small.toLocaleString('en')} vs ${result.documents.large.toLocaleString('en')} documents, p95 of one customer's 2,000 invoices)`,
    ...formatComparisons(result.calls),
    '  zip of PDFs (streamed, peak RSS above the start of the download)',
    ...result.zips.map(
      ({ pdfs, peakMiB, megabytes, seconds }) =>
        `  ${String(pdfs).padStart(4)} PDFs  ${(megabytes * 1024).toFixed(0).padStart(6)} KiB zip  ${seconds.toFixed(1)} s  peak +${peakMiB.toFixed(1)} MiB`,
    ),
  ].join('\n');
}
