import {
  documentCountCap,
  documentCursorOf,
  type DocumentDetail,
  type DocumentFilter,
  type DocumentKey,
  type DocumentPage,
  type DocumentRef,
  type DocumentStatusFilter,
  type DocumentType,
  type PaymentMethod,
} from '@portal/contracts';
import { and, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { inKeyOrder, keyTuples, newestKeysAcross } from '../../db/newest-across.ts';
import {
  boundList,
  cappedCount,
  inline,
  placeholders,
  prepareCappedCount,
  PreparedPerShape,
  statementName,
  type Bind,
  type PreparedPage,
} from '../../db/prepared-per-shape.ts';
import { billingDocuments, customers } from '../../db/schema/index.ts';
import type { DocumentSource } from './document-source.ts';
import { summaryOf, type DocumentRow } from './document-rows.ts';
import { accountFigures, documentTotals, statementOf } from './summary-store.ts';

/**
 * The default `DocumentSource`: the portal's own `billing_documents` table (db/schema/documents.ts), the only code
 * that touches it.
 *
 * The list stays fast however long a customer's history is, as the orders list does: every query starts with the
 * sold-to and the type and sorts by issue date descending, which is how both indexes are laid out, so a page reads
 * its rows in index order and stops; `totalElements` counts at most `documentCountCap + 1` matching rows; deep pages
 * are bounded by the contract (`pageNumber` <= 1000, `pageSize` <= 100). Given a cursor (`after`, ADR 075, the page
 * before's last document) each sold-to's index scan starts there, so moving page by page costs what the first page
 * costs; a page named only by its number is read by OFFSET. One row more than the page tells whether another follows.
 */

const todayUtc = () => new Date().toISOString().slice(0, 10);

function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The status filter's conditions. Every value is bound, the statuses too, so each choice binds names of its own and
 * its prepared statement gets a shape of its own.
 */
function statusFilter(status: DocumentStatusFilter | undefined, today: string, bind: Bind): SQL | undefined {
  const unsettled = () =>
    sql`${billingDocuments.status} in (${boundList(bind, 'unsettled', ['open', 'partially_paid'])})`;
  switch (status) {
    case undefined:
      return undefined;
    case 'paid':
      return eq(billingDocuments.status, bind('status', 'paid'));
    case 'unpaid':
      return unsettled();
    case 'overdue':
      return and(unsettled(), lt(billingDocuments.dueDate, bind('today', today)));
    default:
      return and(
        eq(billingDocuments.status, bind('status', status)),
        or(sql`${billingDocuments.dueDate} is null`, gte(billingDocuments.dueDate, bind('today', today))),
      );
  }
}

/** The type and the filters, without the sold-to, their values bound by `bind`. */
function conditionsOf(type: DocumentType, filter: DocumentFilter, today: string, bind: Bind = inline): SQL | undefined {
  const q = filter.q?.trim();
  const pattern = q ? bind('pattern', containsPattern(q)) : undefined;
  return and(
    eq(billingDocuments.type, bind('type', type)),
    statusFilter(filter.status, today, bind),
    filter.from ? gte(billingDocuments.issueDate, bind('from', filter.from)) : undefined,
    filter.to ? lte(billingDocuments.issueDate, bind('to', filter.to)) : undefined,
    filter.dueFrom ? gte(billingDocuments.dueDate, bind('dueFrom', filter.dueFrom)) : undefined,
    filter.dueTo ? lte(billingDocuments.dueDate, bind('dueTo', filter.dueTo)) : undefined,
    filter.currency ? eq(billingDocuments.currency, bind('currency', filter.currency)) : undefined,
    pattern
      ? or(ilike(billingDocuments.documentId, pattern), ilike(billingDocuments.orderNumbers, pattern))
      : undefined,
  );
}

/** The documents after `key` in the list's order: a row comparison in the indexes' order, so a scan starts there. */
function after(key: DocumentKey, bind: Bind = inline): SQL {
  return sql`(${billingDocuments.issueDate}, ${billingDocuments.documentId}) < (${bind('afterDate', key.issueDate)}, ${bind('afterId', key.documentId)})`;
}

/** The capped count and the page of one sold-to's documents, prepared for one shape of filters. */
function prepareOneSoldTo(db: Database, filtered: SQL | undefined, from: SQL | undefined, page: PreparedPage) {
  const rows = db
    .select()
    .from(billingDocuments)
    .where(and(filtered, from))
    .orderBy(desc(billingDocuments.issueDate), desc(billingDocuments.documentId))
    .limit(page.limit)
    .offset(page.offset);
  return {
    count: prepareCappedCount(db, billingDocuments, filtered, documentCountCap + 1, 'documents'),
    rows: rows.prepare(statementName('documents_page', rows.toSQL().sql)),
  };
}

/** One sold-to is an equality, several `= ANY(...)` (ADR 063); both read the (customer, type, ...) indexes. */
function filterOf(
  customerIds: readonly string[],
  type: DocumentType,
  filter: DocumentFilter,
  today: string,
): SQL | undefined {
  const customers =
    customerIds.length === 1
      ? eq(billingDocuments.customerId, customerIds[0] ?? '')
      : inArray(billingDocuments.customerId, [...customerIds]);
  return and(customers, conditionsOf(type, filter, today));
}

/**
 * A page of documents across several sold-tos: the keys from each sold-to's index in order (`newestKeysAcross`),
 * then the rows by primary key, in the keys' order.
 */
async function documentsAcross(
  db: Database,
  customerIds: readonly string[],
  where: SQL | undefined,
  page: { limit: number; offset?: number },
): Promise<DocumentRow[]> {
  const keys = await newestKeysAcross(db, {
    table: billingDocuments,
    customerColumn: billingDocuments.customerId,
    customerIds,
    where,
    newestFirst: [billingDocuments.issueDate, billingDocuments.documentId],
    keys: [billingDocuments.type, billingDocuments.documentId],
    ...page,
  });
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(billingDocuments)
    .where(sql`(${billingDocuments.type}, ${billingDocuments.documentId}) in (${keyTuples(keys)})`);
  return inKeyOrder(keys, rows, (row) => [row.type, row.documentId]);
}

/** Tax per rate over the lines: the base and the tax, rounded per rate as the billing system does. */
function taxSummaryOf(row: DocumentRow): DocumentDetail['taxSummary'] {
  const byRate = new Map<number, number>();
  for (const line of row.lines) byRate.set(line.taxRate, (byRate.get(line.taxRate) ?? 0) + line.netAmount);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, base]) => ({
      rate,
      base: Math.round(base * 100) / 100,
      tax: Math.round(base * rate) / 100,
    }));
}

export interface PostgresDocumentSourceOptions {
  /** Today as an ISO date (overdue is read against it); default the current UTC day. */
  today?: () => string;
}

export function postgresDocumentSource(
  db: Database,
  { today = todayUtc }: PostgresDocumentSourceOptions = {},
): DocumentSource {
  const oneSoldToStatements = new PreparedPerShape<ReturnType<typeof prepareOneSoldTo>>();
  /** One sold-to's capped count and page: the most frequent list read, on statements prepared per shape. */
  const oneSoldTo = (
    customerId: string,
    type: DocumentType,
    filter: DocumentFilter,
    day: string,
    key: DocumentKey | undefined,
    page: { limit: number; offset?: number },
  ) => {
    const { bind, values, shape } = placeholders();
    const filtered = and(
      eq(billingDocuments.customerId, bind('customer', customerId)),
      conditionsOf(type, filter, day, bind),
    );
    const from = key ? after(key, bind) : undefined;
    const bounds = { limit: bind('limit', page.limit), offset: bind('offset', page.offset ?? 0) };
    const statements = oneSoldToStatements.for(shape(), () => prepareOneSoldTo(db, filtered, from, bounds));
    return Promise.all([statements.count.execute(values), statements.rows.execute(values)]);
  };

  return {
    async list(customerIds, type, filter, { pageNumber, pageSize, after: key }): Promise<DocumentPage> {
      const day = today();
      // From the cursor, or by offset; one row beyond the page tells whether another follows.
      const page = key ? { limit: pageSize + 1 } : { limit: pageSize + 1, offset: pageNumber * pageSize };
      const [counted, read] = await (customerIds.length === 1
        ? oneSoldTo(customerIds[0] ?? '', type, filter, day, key, page)
        : Promise.all([
            cappedCount(db, billingDocuments, filterOf(customerIds, type, filter, day), documentCountCap + 1),
            documentsAcross(db, customerIds, and(conditionsOf(type, filter, day), key ? after(key) : undefined), page),
          ]));
      const total = Number(counted[0]?.total ?? 0);
      const rows = read.slice(0, pageSize);
      const last = rows.at(-1);
      return {
        items: rows.map((row) => summaryOf(row, day)),
        pageNumber,
        pageSize,
        totalElements: Math.min(total, documentCountCap),
        totalCapped: total > documentCountCap,
        nextCursor: read.length > pageSize && last ? documentCursorOf(last) : null,
      };
    },

    async detail(customerId, type, documentId): Promise<DocumentDetail | undefined> {
      const [found] = await db
        .select({ row: billingDocuments, legalName: customers.legalName })
        .from(billingDocuments)
        .innerJoin(customers, eq(customers.customerId, billingDocuments.customerId))
        .where(
          and(
            eq(billingDocuments.type, type),
            eq(billingDocuments.documentId, documentId),
            eq(billingDocuments.customerId, customerId),
          ),
        );
      if (!found) return undefined;
      const { row, legalName } = found;
      return {
        ...summaryOf(row, today()),
        soldTo: { id: row.customerId, name: legalName },
        billTo: row.billTo,
        payer: row.payer,
        paymentTermsDays: row.paymentTermsDays,
        paymentMethod: row.paymentMethod as PaymentMethod | null,
        orders: row.orders,
        deliveries: row.deliveries,
        lines: [...row.lines].sort((a, b) => a.lineNumber - b.lineNumber),
        taxSummary: taxSummaryOf(row),
        settlements: row.settlements,
      };
    },

    async existing(customerId, refs): Promise<DocumentRef[]> {
      if (refs.length === 0) return [];
      const keys = sql.join(
        refs.map((ref) => sql`(${ref.type}, ${ref.documentId})`),
        sql`, `,
      );
      const rows = await db
        .select({ type: billingDocuments.type, documentId: billingDocuments.documentId })
        .from(billingDocuments)
        .where(
          and(
            eq(billingDocuments.customerId, customerId),
            sql`(${billingDocuments.type}, ${billingDocuments.documentId}) in (${keys})`,
          ),
        );
      return rows.map((row) => ({ type: row.type as DocumentType, documentId: row.documentId }));
    },

    totals: (customerIds, type, filter) => documentTotals(db, filterOf(customerIds, type, filter, today())),
    figures: (customerIds, options) => accountFigures(db, customerIds, today(), options),
    statement: (customerId, period) => statementOf(db, customerId, period),
  };
}
