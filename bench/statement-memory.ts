// Statement of account in constant memory (issue 32, ADR 057): the peak resident memory of the server while the
// statement of a customer with 5,000 documents streams, in each format, against the same for 500 documents, on one
// PostgreSQL. Usage: npm run bench -- --only statement
import pg from 'pg';
import { statementFormats } from '@portal/contracts';
import { grantPrivileges } from '@portal/server/test/helpers/accounts.ts';
import { createTestUser } from '@portal/server/test/helpers/users.ts';
import { withPostgres } from './authenticated-call.ts';
import { insertDocuments } from './documents-scale.ts';
import { startScaleSide, stopScaleSides, streamedPeak, type ScaleSide } from './scale-sides.ts';

/** Two customers: one with 500 documents, one with 5,000 (issue dates over three years, every kind). */
const customers = [
  { customerId: '2200000500', documents: 500 },
  { customerId: '2200005000', documents: 5_000 },
] as const;
const period = 'from=2024-01-01&to=2026-12-31';

async function fill(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let next = 1;
    for (const { customerId, documents } of customers) {
      await client.query(
        `insert into customers (customer_id, legal_name, country, language, currency, credit_limit)
         values ('${customerId}', 'Statement customer', 'DE', 'de', 'EUR', 500000)`,
      );
      await client.query(insertDocuments(`'${customerId}'`, next, documents));
      next += documents;
    }
    await client.query('analyze');
    const { rows } = await client.query<{ count: string }>('select count(*) from billing_documents');
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

async function statementUser(database: ScaleSide['database']) {
  const user = await createTestUser(database.db);
  const enabled = ['DOCUMENT', 'DOCUMENT_INVOICE', 'DOCUMENT_CREDIT_NOTE', 'DOCUMENT_PAYMENT', 'DOWNLOAD_DOCUMENT_PDF'];
  await grantPrivileges(
    database.db,
    user.id,
    customers.map(({ customerId }) => ({ customerId, enabled })),
  );
  return user;
}

/** Peak resident memory above the start while one statement streams to nowhere, its size and its time. */
async function statementPeak(side: ScaleSide, customerId: string, format: string) {
  const path = `/priv/api/v1/documents/statement?customer=${customerId}&${period}&format=${format}`;
  const { peakMiB, bytes, seconds } = await streamedPeak(side, path);
  return { peakMiB, kib: bytes / 1024, seconds };
}

export interface StatementMemoryResult {
  database: string;
  rows: Array<{ format: string; documents: number; peakMiB: number; kib: number; seconds: number }>;
}

export async function measureStatementMemory(): Promise<StatementMemoryResult | { skipped: string }> {
  return withPostgres(async (url, label) => {
    const side = await startScaleSide('small', url, { fill, user: statementUser });
    try {
      const rows: StatementMemoryResult['rows'] = [];
      for (const format of statementFormats) {
        // Once first, so the figures do not include fonts and code warming up.
        await statementPeak(side, customers[0].customerId, format);
        for (const { customerId, documents } of customers) {
          rows.push({ format, documents, ...(await statementPeak(side, customerId, format)) });
        }
      }
      return { database: label, rows };
    } finally {
      await stopScaleSides([side]);
    }
  });
}

export function formatStatementMemory(result: StatementMemoryResult | { skipped: string }): string {
  if ('skipped' in result) return `Statement of account: skipped (${result.skipped})`;
  return [
    `Statement of account (${result.database}): peak RSS above the start while one statement streams`,
    ...result.rows.map(
      (row) =>
        `  ${row.format.padEnd(5)} ${row.documents.toLocaleString('en').padStart(6)} documents: ` +
        `peak +${row.peakMiB.toFixed(1)} MiB, ${row.kib.toFixed(0)} KiB in ${row.seconds.toFixed(2)} s`,
    ),
  ].join('\n');
}
