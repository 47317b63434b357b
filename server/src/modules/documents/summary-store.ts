import { agingBuckets, type AgingBucket, type DocumentTotals, type DocumentType } from '@portal/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { billingDocuments } from '../../db/schema/index.ts';
import type {
  AccountFigures,
  CurrencyBalance,
  FiguresOptions,
  StatementEntry,
  StatementPeriod,
  StatementSource,
} from './document-source.ts';
import { money, summaryOf } from './document-rows.ts';

/**
 * The default `DocumentSource`'s figures (ADR 057): list totals, the account summary and the statement of account,
 * part of the documents store (the only code that touches the billing table). Every query starts with the sold-to,
 * so it reads through the (customer, type, ...) indexes; sums are made by the database, never by loading the rows;
 * the statement's entries are read in keyset batches of `statementBatchSize`, so a long history never sits in memory.
 */

export const statementBatchSize = 500;

const t = billingDocuments;
const unsettled = inArray(t.status, ['open', 'partially_paid']);

/** Per-currency count, gross and open sums of the documents `where` matches. */
export async function documentTotals(db: Database, where: SQL | undefined): Promise<DocumentTotals['totals']> {
  const rows = await db
    .select({
      currency: t.currency,
      count: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(${t.grossAmount}), 0)`,
      open: sql<string>`coalesce(sum(${t.openAmount}), 0)`,
    })
    .from(t)
    .where(where)
    .groupBy(t.currency)
    .orderBy(asc(t.currency));
  return rows.map((row) => ({
    currency: row.currency,
    count: Number(row.count),
    gross: Number(row.gross),
    open: Number(row.open),
  }));
}

/** Days an unsettled invoice's due date lies before `today` (negative: not yet due). */
const bucketRanges: Record<AgingBucket, [min: number | null, max: number | null]> = {
  not_due: [null, 0],
  days_1_30: [1, 30],
  days_31_60: [31, 60],
  days_61_90: [61, 90],
  days_over_90: [91, null],
};

export async function accountFigures(
  db: Database,
  customerIds: readonly string[],
  today: string,
  { items, payments }: FiguresOptions,
): Promise<AccountFigures> {
  const isInvoice = sql`${t.type} = 'invoice'`;
  const daysPastDue = sql`(${today}::date - ${t.dueDate})`;
  const bucketSum = (bucket: AgingBucket) => {
    const [min, max] = bucketRanges[bucket];
    const inBucket =
      bucket === 'not_due'
        ? sql`(${t.dueDate} is null or ${daysPastDue} <= 0)`
        : max === null
          ? sql`${daysPastDue} >= ${min}`
          : sql`${daysPastDue} between ${min} and ${max}`;
    return sql<string>`coalesce(sum(${t.openAmount}) filter (where ${isInvoice} and ${inBucket}), 0)`;
  };
  const overdue = sql`${isInvoice} and ${t.dueDate} < ${today}::date`;
  // One sold-to, or the sold-tos of the view across accounts added up (ADR 063); both read the customer indexes.
  const customers = inArray(t.customerId, [...customerIds]);
  const [balances, nextDue, lastPayments] = await Promise.all([
    db
      .select({
        currency: t.currency,
        // A credit note not yet offset lowers what is owed, whichever sign its open amount carries.
        open: sql<string>`coalesce(sum(case when ${isInvoice} then ${t.openAmount} else -abs(${t.openAmount}) end), 0)`,
        overdue: sql<string>`coalesce(sum(${t.openAmount}) filter (where ${overdue}), 0)`,
        overdueCount: sql<number>`(count(*) filter (where ${overdue}))::int`,
        openCount: sql<number>`(count(*) filter (where ${isInvoice}))::int`,
        ...Object.fromEntries(agingBuckets.map((bucket) => [bucket, bucketSum(bucket)])),
      })
      .from(t)
      .where(and(customers, inArray(t.type, ['invoice', 'credit_note']), unsettled))
      .groupBy(t.currency)
      .orderBy(asc(t.currency)),
    db
      .select()
      .from(t)
      .where(and(customers, eq(t.type, 'invoice'), unsettled))
      .orderBy(sql`${t.dueDate} asc nulls last`, asc(t.documentId))
      .limit(items),
    payments
      ? db
          .select()
          .from(t)
          .where(and(customers, eq(t.type, 'payment')))
          .orderBy(desc(t.issueDate), desc(t.documentId))
          .limit(items)
      : Promise.resolve([]),
  ]);
  const currencies: CurrencyBalance[] = balances.map((row) => {
    const record = row as unknown as Record<string, string | number>;
    return {
      currency: row.currency,
      open: Number(row.open),
      overdue: Number(row.overdue),
      overdueCount: Number(row.overdueCount),
      openCount: Number(row.openCount),
      aging: Object.fromEntries(agingBuckets.map((bucket) => [bucket, Number(record[bucket])])) as Record<
        AgingBucket,
        number
      >,
    };
  });
  return {
    asOf: today,
    currencies,
    nextDue: nextDue.map((row) => summaryOf(row, today)),
    lastPayments: lastPayments.map((row) => summaryOf(row, today)),
  };
}

/** What a document does to the balance: invoices and credit notes their gross amount, payments minus theirs. */
const effect = sql`case when ${t.type} = 'payment' then -${t.grossAmount} else ${t.grossAmount} end`;
/** On one day: invoices, then credit notes, then payments. */
const typeRank = sql`case ${t.type} when 'invoice' then 0 when 'credit_note' then 1 else 2 end`;

interface EntryRow {
  type: string;
  documentId: string;
  issueDate: string;
  dueDate: string | null;
  currency: string;
  grossAmount: string;
  effect: string;
  rank: number;
}

export async function statementOf(db: Database, customerId: string, period: StatementPeriod): Promise<StatementSource> {
  const balances = await db
    .select({
      currency: t.currency,
      opening: sql<string>`coalesce(sum(${effect}) filter (where ${t.issueDate} < ${period.from}), 0)`,
      closing: sql<string>`coalesce(sum(${effect}), 0)`,
    })
    .from(t)
    .where(and(eq(t.customerId, customerId), sql`${t.issueDate} <= ${period.to}`))
    .groupBy(t.currency)
    .orderBy(asc(t.currency));

  async function* entries(): AsyncIterable<readonly StatementEntry[]> {
    let after: EntryRow | undefined;
    for (;;) {
      const batch: EntryRow[] = await db
        .select({
          type: t.type,
          documentId: t.documentId,
          issueDate: t.issueDate,
          dueDate: t.dueDate,
          currency: t.currency,
          grossAmount: t.grossAmount,
          effect: sql<string>`${effect}`,
          rank: sql<number>`${typeRank}`,
        })
        .from(t)
        .where(
          and(
            eq(t.customerId, customerId),
            sql`${t.issueDate} between ${period.from} and ${period.to}`,
            after
              ? sql`(${t.currency}, ${t.issueDate}, ${typeRank}, ${t.documentId}) > (${after.currency}, ${after.issueDate}, ${after.rank}, ${after.documentId})`
              : undefined,
          ),
        )
        .orderBy(asc(t.currency), asc(t.issueDate), asc(typeRank), asc(t.documentId))
        .limit(statementBatchSize);
      if (batch.length === 0) return;
      yield batch.map((row) => ({
        type: row.type as DocumentType,
        documentId: row.documentId,
        issueDate: row.issueDate,
        dueDate: row.dueDate,
        currency: row.currency,
        grossAmount: money(row.grossAmount),
        effect: Number(row.effect),
      }));
      if (batch.length < statementBatchSize) return;
      after = batch[batch.length - 1];
    }
  }

  return {
    balances: balances.map((row) => ({
      currency: row.currency,
      opening: Number(row.opening),
      closing: Number(row.closing),
    })),
    entries: entries(),
  };
}
